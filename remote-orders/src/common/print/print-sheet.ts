import { brandName, directionOf, formatDateTime, formatKwd, KUWAIT_TIME_ZONE, type Language, localizedName } from '@dukkan/shared';
import type { Order } from '../order-types';
import { orderedAmountIfChanged, orderLines, type OrderLine } from '../order-lines';
import { orderSlotText } from '../order-slot';
import { orderTotalsLines } from '../order-totals';
import {
  itemNames,
  orderIfUnavailableText,
  orderAddress,
  orderShopName,
  orderCustomer,
  orderTotalAmount,
  orderTotalQuantity,
  addressExtras,
  addressParts,
  titleCase,
} from '../order-view';
import { PAGE_RULES, PRINT_SHEET_CSS, type Paper } from './print-sheet.styles';

/** Translates a key of the orders catalogue (a `t` fixed to that namespace and the sheet's language). */
export type PrintTranslate = (key: string, options?: Record<string, unknown>) => string;

export interface PrintSheetOptions {
  t: PrintTranslate;
  language: Language;
  /** 'N/A' in the sheet's language (common catalogue). */
  notAvailable: string;
  /** 'Unknown' in the sheet's language. */
  unknown: string;
  /** The payment mode's label; the raw value when it is not one we know. */
  paymentLabel: (method: string) => string;
}

export type Child = Node | string | null;

/**
 * Every node of the sheets is made here. Text only ever goes in as text (a text node), never as
 * markup: a customer or product name containing `<img onerror=…>` prints as those characters.
 */
export function element(doc: Document, tag: string, props: { className?: string; ltr?: boolean; lang?: string; dir?: 'auto' } = {}, ...children: Child[]) {
  const node = doc.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.ltr) node.setAttribute('dir', 'ltr');
  if (props.dir) node.setAttribute('dir', props.dir);
  if (props.lang) {
    node.setAttribute('lang', props.lang);
    node.setAttribute('dir', directionOf(props.lang));
  }
  for (const child of children) {
    if (child === null) continue;
    node.append(typeof child === 'string' ? doc.createTextNode(child) : child);
  }
  return node;
}

/** Numbers, phones, amounts and dates stay left-to-right inside the Arabic sheet. */
export const ltrText = (doc: Document, value: string) => element(doc, 'bdi', { className: 'ltr', ltr: true }, value);

/** Chooses the page box: A4 (default) or the 80 mm receipt roll. */
export function setPaper(doc: Document, paper: Paper): void {
  doc.documentElement.setAttribute('data-paper', paper);
  const rule = doc.getElementById('page-rule');
  if (rule) rule.textContent = PAGE_RULES[paper];
}

/** A sheet's head: its title, the style sheet (the print sheet's, and `extraCss` a variant adds) and the page box's rule. */
export function sheetHead(doc: Document, title: string, extraCss = ''): HTMLElement {
  const meta = element(doc, 'meta');
  meta.setAttribute('charset', 'utf-8');
  return element(doc, 'head', {}, meta, element(doc, 'title', {}, title), element(doc, 'style', {}, PRINT_SHEET_CSS + extraCss), Object.assign(element(doc, 'style'), { id: 'page-rule' }));
}

/** The toolbar above a sheet (hidden on paper): print again on A4 or on the 80 mm roll. */
export function paperToolbar(doc: Document, t: PrintTranslate, print: () => void): HTMLElement {
  const paperButton = (label: string, paper: Paper) => {
    const button = element(doc, 'button', {}, label);
    button.setAttribute('type', 'button');
    button.addEventListener('click', () => {
      setPaper(doc, paper);
      print();
    });
    return button;
  };
  return element(doc, 'div', { className: 'toolbar' }, paperButton(t('print.printA4'), 'a4'), paperButton(t('print.printReceipt'), 'receipt'));
}

/**
 * Fills `doc` (the new window's document) with the printable sheet of spec §2: order id, its
 * status, customer and phone, address (the server's labelled line in the sheet's language, else its parts labelled
 * here; its PACI number, directions and map pin), date and
 * time, total quantity, amount in KWD, a payment mode badge, and the items with their English and
 * Arabic names in title case with units as written, what the customer wants if each is not there, unit price and line total.
 * `print` is what the sheet's own buttons call after choosing the paper.
 */
export function buildPrintSheet(doc: Document, order: Order, options: PrintSheetOptions, print: () => void = () => {}): void {
  const { t, language, notAvailable, unknown, paymentLabel } = options;
  const el = (tag: string, props?: Parameters<typeof element>[2], ...children: Child[]) => element(doc, tag, props, ...children);
  const customer = orderCustomer(order);
  const date = formatDateTime(order.createdAt, language, { timeZone: KUWAIT_TIME_ZONE });
  const amount = orderTotalAmount(order);
  const address = orderAddress(order, language);
  const parts = addressParts(order);
  const extras = addressExtras(order);
  const orderChoice = orderIfUnavailableText(order, language, t);
  const orderedAmount = orderedAmountIfChanged(order);
  const slot = orderSlotText(order, language, t);

  doc.documentElement.setAttribute('lang', language);
  doc.documentElement.setAttribute('dir', directionOf(language));

  const head = sheetHead(doc, t('print.documentTitle', { id: order.id }));
  const toolbar = paperToolbar(doc, t, print);

  // 'Block 1, Street 10, Building 12, …' with the labels in the sheet's language, each value
  // isolated in its own direction (an English area name inside the Arabic sheet).
  const labelledAddress = () => {
    const node = el('span', { className: 'address' });
    parts.forEach(({ part, value }, index) => {
      if (index > 0) node.append(t('print.addressSeparator'));
      // The area and the governorate are names: they need no label.
      const label = part === 'area' || part === 'governorate' ? null : `${t(`print.addressLabels.${part}`)} `;
      node.append(el('span', { className: 'address-part' }, label, el('bdi', {}, value)));
    });
    return node;
  };
  // issue 34: what a driver needs under the address: the PACI number, the directions in their own direction, the pin.
  const addressCell = () => {
    const line = parts.length > 0 ? labelledAddress() : address ? el('bdi', {}, address) : notAvailable;
    if (!extras.paci && !extras.directions && !extras.mapUrl) return line;
    const map = extras.mapUrl ? el('a', { className: 'map' }, t('address.openMap')) : null;
    if (map && extras.mapUrl) {
      map.setAttribute('href', extras.mapUrl);
      map.setAttribute('target', '_blank');
      map.setAttribute('rel', 'noopener noreferrer');
    }
    return el(
      'span',
      { className: 'address-block' },
      el('span', {}, line),
      extras.paci ? el('span', {}, `${t('address.paci')} `, ltrText(doc, extras.paci)) : null,
      extras.directions ? el('span', {}, `${t('address.directions')} `, el('span', { dir: 'auto' }, extras.directions)) : null,
      map,
    );
  };
  const money = (value: number | null) => (value === null ? notAvailable : ltrText(doc, formatKwd(value)));
  // decisions/picking.md: the order's amount now; beside it what it was as placed, when picking changed it.
  const amountCell = () => {
    if (orderedAmount === null) return money(amount);
    return el('span', {}, money(amount), ' ', el('span', { className: 'ordered' }, `${t('lines.ordered')} `, ltrText(doc, formatKwd(orderedAmount))));
  };
  const row = (label: string, value: Child, wide = false) => [el('dt', {}, label), el('dd', { className: wide ? 'wide' : undefined }, value)];
  const customerName = localizedName(customer, language) || unknown;
  const details = el(
    'dl',
    { className: 'details' },
    // Whom to call about the order: the shop it was placed with, in the sheet's language.
    ...(order.shop ? row(t('print.shop'), el('bdi', {}, orderShopName(order, language) ?? '')) : []),
    ...row(t('print.customer'), customerName),
    ...row(t('print.phone'), customer.phone ? ltrText(doc, customer.phone) : notAvailable),
    // An address typed in English keeps its own order inside the Arabic sheet (bdi: its own direction).
    ...row(t('print.address'), addressCell(), true),
    // After the address (a row of its own): the status starts the next row of pairs.
    ...row(t('print.status'), order.status ? t(`status.${order.status}`, { defaultValue: order.status }) : notAvailable),
    ...row(t('print.date'), date === 'N/A' ? notAvailable : ltrText(doc, date)),
    // decisions/delivery-slots.md: when to deliver it (the picker and the driver read it here).
    ...(slot ? row(t('slot.label'), el('bdi', {}, slot)) : []),
    ...row(t('print.quantity'), ltrText(doc, String(orderTotalQuantity(order)))),
    ...row(t('print.amount'), amountCell()),
    ...row(
      t('print.payment'),
      order.paymentMethod ? el('span', { className: 'badge' }, paymentLabel(order.paymentMethod)) : notAvailable,
    ),
    // decisions/grocery-products.md: picking starts from this sheet, so it says what the customer wants for a missing item.
    ...(orderChoice ? row(t('ifUnavailable.orderDefault'), orderChoice) : []),
  );

  // By weight the price is per kg: 'KWD 0.450 / kg'.
  const price = (line: OrderLine) => (line.perKg && line.unitPrice !== null ? el('span', {}, money(line.unitPrice), ` ${t('lines.perKg')}`) : money(line.unitPrice));
  const header = el(
    'thead',
    {},
    el(
      'tr',
      {},
      el('th', { className: 'serial' }, '#'),
      el('th', {}, t('print.item')),
      el('th', { className: 'num' }, t('print.itemQuantity')),
      el('th', { className: 'num' }, t('print.unitPrice')),
      el('th', { className: 'num' }, t('print.lineTotal')),
    ),
  );
  const body = el(
    'tbody',
    {},
    // decisions/picking.md: the lines as they will be delivered and billed (order-lines.ts, as on the screen).
    ...orderLines(order, language, t).map((line, index) => {
      const names = itemNames(line.item);
      // A line no longer billed is struck through, and says why in words under it.
      const strike = (name: Node) => (line.struck ? el('s', {}, name) : name);
      return el(
        'tr',
        { className: line.struck ? 'struck' : undefined },
        el('td', { className: 'serial' }, ltrText(doc, String(index + 1))),
        el(
          'td',
          {},
          // Each name is isolated in its own direction; its line follows the sheet's.
          // Title case with each unit as written: '250 g' stays '250 g'.
          el('div', { className: 'name-en' }, names.name ? strike(el('bdi', { lang: 'en' }, titleCase(names.name))) : notAvailable),
          names.name_ar ? el('div', { className: 'name-ar' }, strike(el('bdi', { lang: 'ar' }, names.name_ar))) : null,
          line.note ? el('div', { className: 'line-note' }, line.note.text) : null,
          line.choice ? el('div', { className: 'if-unavailable' }, line.choice) : null,
        ),
        // '3 of 4' and '1.130 kg' read in their words' direction ('3 من 4' in the Arabic sheet): a bdi of its own.
        el('td', { className: 'num' }, el('bdi', {}, line.quantity)),
        el('td', { className: 'num' }, price(line)),
        el('td', { className: 'num' }, money(line.total)),
      );
    }),
  );
  // decisions/promotions.md: above the total, what it is made of besides the lines — the delivery fee, a promotion's
  // discount ('Discount — Eid 10 (EID10)', −KWD 1.000) — on A4 and on the receipt alike.
  const totalsLines = orderTotalsLines(order, language, t).map((line) =>
    el(
      'tr',
      { className: 'totals-line' },
      el('td', { className: 'serial' }),
      el('td', {}, line.term),
      el('td', { className: 'num' }),
      el('td', { className: 'num' }),
      el('td', { className: 'num' }, ltrText(doc, line.amount)),
    ),
  );
  const footer = el(
    'tfoot',
    {},
    ...totalsLines,
    el(
      'tr',
      {},
      el('td', { className: 'serial' }),
      el('td', {}, t('print.total')),
      el('td', { className: 'num' }, ltrText(doc, String(orderTotalQuantity(order)))),
      el('td', { className: 'num' }),
      el('td', { className: 'num' }, amountCell()),
    ),
  );

  const sheet = el(
    'main',
    { className: 'sheet' },
    el(
      'header',
      { className: 'sheet-header' },
      el('h1', {}, t('print.heading', { id: order.id })),
      el('span', { className: 'brand' }, t('print.brand', { brand: brandName() })),
    ),
    details,
    el('h2', {}, t('print.items')),
    el('table', {}, header, body, footer),
  );

  doc.documentElement.replaceChildren(head, el('body', {}, toolbar, sheet));
  setPaper(doc, 'a4');
}

/**
 * spec §2 Print sheet: opens a new window with the sheet and prints it at once. Returns false when
 * the browser blocked the window (the caller says so).
 */
export function openPrintSheet(order: Order, options: PrintSheetOptions): boolean {
  return openPrintWindow((doc, print) => buildPrintSheet(doc, order, options, print));
}

/**
 * Opens a new window, lets `build` fill its document (handed the print that the sheet's own buttons call) and prints
 * it at once: the order's sheet and the picking list alike. Returns false when the browser blocked the window.
 */
export function openPrintWindow(build: (doc: Document, print: () => void) => void): boolean {
  const win = window.open('', '_blank');
  if (!win) return false;
  // A new window's about:blank is in quirks mode (tables ignore inherited font sizes there):
  // start it over as a standards-mode page. A constant string; the sheet itself is built as nodes.
  if (win.document.compatMode !== 'CSS1Compat') {
    win.document.open();
    win.document.write('<!DOCTYPE html><html><head></head><body></body></html>');
    win.document.close();
  }
  const print = () => {
    win.focus();
    win.print();
  };
  build(win.document, print);
  // Let the new window lay the sheet out before the print dialog takes its picture.
  win.setTimeout(print, 50);
  return true;
}
