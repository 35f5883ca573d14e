import { MAX_INTEGER, successSchema } from '../../http/schemas';
import { MAX_LIMIT } from '../../http/paging';
import type { Answer, Input } from '../../http/type-provider';
import { DASHBOARD_PERIODS } from './dashboard-periods';

// decisions/dashboard-money.md: the shops' service figures for owners (GET dashboard/shop-service).

/** A page of shops: 50 unless the panel asks for fewer or more (at most MAX_LIMIT). */
export const SHOP_SERVICE_PAGE_SIZE = 50;

export const shopServiceQuerySchema = {
  type: 'object',
  properties: {
    period: { type: 'string', enum: DASHBOARD_PERIODS, default: '7d', description: 'Orders placed today, this week (from Saturday), the last 7 or 30 Kuwait days (today included)' },
    q: { type: 'string', maxLength: 100, description: 'A fragment of the shop’s English or Arabic name' },
    page: { type: 'integer', minimum: 1, maximum: MAX_INTEGER, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_INTEGER, description: `Shops a page (${SHOP_SERVICE_PAGE_SIZE} by default, at most ${MAX_LIMIT})` },
  },
} as const;
export type ShopServiceQuery = Input<typeof shopServiceQuerySchema>;

const count = { type: 'integer' } as const;
const seconds = { type: ['integer', 'null'] } as const;
const percent = { type: ['number', 'null'] } as const;

export const shopServiceRowSchema = {
  type: 'object',
  properties: {
    shop: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, nameAr: { type: 'string' } },
      required: ['id', 'name', 'nameAr'],
    },
    orders: { ...count, description: 'Orders placed with the shop in the period, any status' },
    accepted: { ...count, description: 'Of those, accepted (NEW → ACCEPTED on the timeline), whatever happened after' },
    acceptedMedianSeconds: { ...seconds, description: 'Median seconds from placed (a slot order: its preparation time) to accepted; null: none accepted' },
    acceptedP90Seconds: { ...seconds, description: '90th percentile of the same: 9 in 10 were accepted within it' },
    rejected: { ...count, description: 'Of those, rejected by the shop' },
    rejectionRate: { ...percent, description: 'rejected / (accepted + rejected) in percent, one decimal; null: none decided yet' },
    lines: { ...count, description: 'Lines ordered in the accepted orders (the lines picking works; substitutes not counted)' },
    itemsOutOfStock: { ...count, description: 'Of those, removed or substituted at picking for the reason out_of_stock' },
    outOfStockRate: { ...percent, description: 'itemsOutOfStock / lines in percent, one decimal; null: no lines' },
  },
  required: ['shop', 'orders', 'accepted', 'acceptedMedianSeconds', 'acceptedP90Seconds', 'rejected', 'rejectionRate', 'lines', 'itemsOutOfStock', 'outOfStockRate'],
} as const;

/**
 * Every shop (or those `q` finds) with its figures over the period's orders, the worst first: the highest rejection
 * rate, then the slowest median acceptance, then the most orders; shops with no orders in the period last. Paged by
 * number.
 */
export const shopServiceAnswerSchema = successSchema({
  type: 'object',
  properties: {
    period: { type: 'string', enum: DASHBOARD_PERIODS },
    from: { type: 'string', description: 'The period’s first Kuwait day, YYYY-MM-DD' },
    to: { type: 'string', description: 'Its last (today)' },
    shops: { type: 'array', items: shopServiceRowSchema },
    total: { ...count, description: 'Shops matching q' },
    page: count,
    pages: count,
    limit: count,
  },
  required: ['period', 'from', 'to', 'shops', 'total', 'page', 'pages', 'limit'],
});
export type ShopService = Answer<typeof shopServiceAnswerSchema>['data'];
export type ShopServiceRow = ShopService['shops'][number];
