import { brandName, directionOf, formatDateTime, KUWAIT_TIME_ZONE, localizedName, type Language, type Picking, type PickLine } from '@dukkan/shared';
import type { Order } from '../order-types';
import { customerName, itemIfUnavailableText, orderIfUnavailableText, orderItems, orderShopName, titleCase } from '../order-view';
import { element, ltrText, openPrintWindow, paperToolbar, setPaper, sheetHead, type Child, type PrintTranslate } from './print-sheet';

// decisions/picking.md: the picking list of one order, printed from the picking screen: the lines still to be
// brought, grouped by category (one walk down each aisle), each with a box to tick, how many, the estimated weight of
// a by-weight line, its SKU and barcode and what the customer wants if it is not there. Built node by node like the
// order's sheet (text only, never markup), on its paper and toolbar. Its own words are the picking catalogue's
// (`picking.print.` in the orders namespace, registered by the picking screen); `t` is the orders namespace's.

export interface PickingListOptions {
  t: PrintTranslate;
  language: Language;
  /** 'N/A' in the sheet's language. */
  notAvailable: string;
}

/** The list's own rules, on top of the print sheet's: the boxes to tick, the codes, a heading per category. */
export const PICKING_LIST_CSS = `
.category { margin-block: 14px 6px; }
.box { display: inline-block; inline-size: 14px; block-size: 14px; border: 1.5px solid #1b1b1b; border-radius: 2px; text-align: center; line-height: 12px; font-size: 10pt; }
.check { inline-size: 28px; text-align: center; }
.codes { font-size: 9pt; color: #424242; white-space: nowrap; }
.replaces { color: #424242; font-size: 9pt; }
html[data-paper="receipt"] .codes { white-space: normal; }
`;

/** Removed or replaced: nothing of that line is brought. */
const toBring = (line: PickLine) => line.state !== 'removed' && line.state !== 'substituted';
/** Already in the basket: its box printed ticked. */
const brought = (line: PickLine) => line.state === 'picked' || line.state === 'short';

/** kg with its 3 decimals ('0.500'), summed in grams. */
const kg = (weight: number) => (Math.round(weight * 1000) / 1000).toFixed(3);

/**
 * The lines to bring grouped by their product's category (the order's snapshot of it, in the sheet's language), the
 * groups in the order their first line was placed; a line whose category is not known goes under 'Other items'.
 */
export function pickingGroups(picking: Picking, order: Order | null, language: Language, other: string): { category: string; lines: PickLine[] }[] {
  const categories = new Map((order ? orderItems(order) : []).map((item) => [item.id, item.product?.category]));
  const groups = new Map<string, PickLine[]>();
  for (const line of picking.lines.filter(toBring)) {
    const category = localizedName(categories.get(line.id) ?? categories.get(line.replacesItemId ?? -1), language) || other;
    groups.set(category, [...(groups.get(category) ?? []), line]);
  }
  return [...groups].map(([category, lines]) => ({ category, lines }));
}

/** Fills `doc` with the picking list of `picking` (and its `order`, for the customer, shop, date and categories). */
export function buildPickingList(doc: Document, picking: Picking, order: Order | null, options: PickingListOptions, print: () => void = () => {}): void {
  const { t, language, notAvailable } = options;
  const el = (tag: string, props?: Parameters<typeof element>[2], ...children: Child[]) => element(doc, tag, props, ...children);
  const byId = new Map(picking.lines.map((line) => [line.id, line]));
  const groups = pickingGroups(picking, order, language, t('picking.print.otherItems'));
  const count = groups.reduce((sum, group) => sum + group.lines.length, 0);

  doc.documentElement.setAttribute('lang', language);
  doc.documentElement.setAttribute('dir', directionOf(language));

  const row = (label: string, value: Child) => [el('dt', {}, label), el('dd', {}, value)];
  const date = order ? formatDateTime(order.createdAt, language, { timeZone: KUWAIT_TIME_ZONE }) : 'N/A';
  const orderChoice = order ? orderIfUnavailableText(order, language, t) : null;
  const shop = order ? orderShopName(order, language) : null;
  const details = el(
    'dl',
    { className: 'details' },
    ...(shop ? row(t('print.shop'), el('bdi', {}, shop)) : []),
    ...row(t('print.customer'), (order && customerName(order, language)) || notAvailable),
    ...row(t('print.date'), date === 'N/A' ? notAvailable : ltrText(doc, date)),
    ...row(t('picking.print.lines'), ltrText(doc, String(count))),
    ...(orderChoice ? row(t('ifUnavailable.orderDefault'), orderChoice) : []),
  );

  const header = el(
    'thead',
    {},
    el(
      'tr',
      {},
      el('th', { className: 'check' }, t('picking.print.done')),
      el('th', { className: 'num' }, t('picking.print.quantity')),
      el('th', {}, t('print.item')),
      el('th', { className: 'num' }, t('picking.print.weight')),
      el('th', {}, t('picking.print.codes')),
    ),
  );
  const lineRow = (line: PickLine) => {
    const choice = itemIfUnavailableText({ ifUnavailable: line.ifUnavailable, substitute: line.substitute }, language, t);
    const replaced = line.replacesItemId === null ? undefined : byId.get(line.replacesItemId);
    const weight = line.unit === 'weight' && line.estimatedWeight !== null ? `≈ ${t('picking.kg', { weight: kg(line.quantity * line.estimatedWeight) })}` : null;
    return el(
      'tr',
      {},
      el('td', { className: 'check' }, el('span', { className: 'box' }, brought(line) ? '✓' : '')),
      el('td', { className: 'num' }, ltrText(doc, String(line.quantity))),
      el(
        'td',
        {},
        // Each name in its own direction; title case with units as written, as on the order's sheet.
        el('div', { className: 'name-en' }, el('bdi', { lang: 'en' }, titleCase(line.name))),
        line.name_ar ? el('div', { className: 'name-ar' }, el('bdi', { lang: 'ar' }, line.name_ar)) : null,
        replaced ? el('div', { className: 'replaces' }, t('picking.line.replaces', { name: localizedName(replaced, language) })) : null,
        choice ? el('div', { className: 'if-unavailable' }, choice) : null,
      ),
      // The unit is a word of the sheet's language ('1.000 كغ'): the cell's own direction, not a left-to-right run.
      el('td', { className: 'num' }, weight ?? ''),
      el(
        'td',
        { className: 'codes' },
        line.sku ? el('div', {}, `${t('picking.line.sku')} `, ltrText(doc, line.sku)) : null,
        line.barcode ? el('div', {}, `${t('picking.line.barcode')} `, ltrText(doc, line.barcode)) : null,
      ),
    );
  };

  const sheet = el(
    'main',
    { className: 'sheet' },
    el(
      'header',
      { className: 'sheet-header' },
      el('h1', {}, t('picking.print.heading', { id: picking.orderId })),
      el('span', { className: 'brand' }, t('print.brand', { brand: brandName() })),
    ),
    details,
    ...(groups.length === 0
      ? [el('p', {}, t('picking.print.nothing'))]
      : groups.flatMap(({ category, lines }) => [el('h2', { className: 'category' }, el('bdi', {}, category)), el('table', {}, header.cloneNode(true), el('tbody', {}, ...lines.map(lineRow)))])),
  );

  doc.documentElement.replaceChildren(sheetHead(doc, t('picking.print.documentTitle', { id: picking.orderId }), PICKING_LIST_CSS), el('body', {}, paperToolbar(doc, t, print), sheet));
  setPaper(doc, 'a4');
}

/** Opens the picking list in a new window and prints it; false when the browser blocked the window. */
export function openPickingList(picking: Picking, order: Order | null, options: PickingListOptions): boolean {
  return openPrintWindow((doc, print) => buildPickingList(doc, picking, order, options, print));
}
