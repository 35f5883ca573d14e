import { moneySchema, successSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of the reports routes: they validate input, serialise the answer and feed /api/docs.

/** GET reports/sales: a range of Kuwait days, both included. Checked by reports-rules.ts (400 naming the field). */
export const salesReportQuerySchema = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 20, description: 'The first Kuwait day of the report, YYYY-MM-DD' },
    to: { type: 'string', maxLength: 20, description: 'The last Kuwait day of the report (included), YYYY-MM-DD; at most 366 days after from' },
  },
} as const;
export type SalesReportQuery = Input<typeof salesReportQuerySchema>;

const count = { type: 'integer' } as const;
const figures = {
  orders: { ...count, description: 'Orders placed and not rejected or cancelled' },
  items: { ...count, description: 'Units in those orders' },
  amount: { ...moneySchema, description: 'Their total in KWD, exact to 3 decimals (summed as numeric in the database)' },
} as const;
const nullableText = { type: ['string', 'null'] } as const;

const shopFigures = {
  shopId: { type: ['integer', 'null'], description: 'null: orders without a shop (imported, or the shop was deleted)' },
  name: nullableText,
  name_ar: nullableText,
  ...figures,
} as const;

export const salesReportSchema = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    timeZone: { type: 'string', description: 'Days are Kuwait days' },
    currency: { type: 'string' },
    totals: { type: 'object', properties: figures, required: ['orders', 'items', 'amount'] },
    byDay: {
      type: 'array',
      description: 'Every day of the range, oldest first (a day without sales shows zeros)',
      items: { type: 'object', properties: { day: { type: 'string' }, ...figures }, required: ['day', 'orders', 'items', 'amount'] },
    },
    byShop: {
      type: 'array',
      description: 'Each shop that sold in the range, largest amount first',
      items: { type: 'object', properties: shopFigures, required: ['shopId', 'name', 'name_ar', 'orders', 'items', 'amount'] },
    },
    rows: {
      type: 'array',
      description: 'One row per day and shop that sold, by day then largest amount',
      items: { type: 'object', properties: { day: { type: 'string' }, ...shopFigures }, required: ['day', 'shopId', 'name', 'name_ar', 'orders', 'items', 'amount'] },
    },
  },
  required: ['from', 'to', 'timeZone', 'currency', 'totals', 'byDay', 'byShop', 'rows'],
} as const;
export type SalesReport = Answer<typeof salesReportSchema>;

export const salesReportAnswerSchema = successSchema(salesReportSchema);
