/**
 * The print sheet's style sheet: a constant (no order data is ever put into it). A4 by default;
 * the receipt layout fits 80 mm thermal paper (72 mm printable), chosen with the sheet's button or
 * picked up by the media query when the printer's page is that narrow. Logical properties only,
 * so the Arabic sheet mirrors.
 */
export const PRINT_SHEET_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { color: #1b1b1b; background: #f3f3f3; font-family: "Segoe UI", "Noto Sans", "Noto Sans Arabic", Tahoma, Arial, sans-serif; font-size: 11pt; line-height: 1.4; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; padding: 16px; }
.toolbar { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; margin-block-end: 16px; }
.toolbar button { font: inherit; padding-block: 6px; padding-inline: 14px; border: 1px solid #8a8886; border-radius: 4px; background: #fff; cursor: pointer; }
.toolbar button:hover { background: #edebe9; }
.sheet { max-width: 190mm; margin-inline: auto; padding: 12mm; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, .15); }
.sheet-header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 4px 16px; padding-block-end: 8px; border-block-end: 2px solid #1b1b1b; margin-block-end: 12px; }
.brand { font-size: 10pt; color: #616161; }
h1 { font-size: 18pt; margin: 0; }
.details { display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 6px 12px; margin: 0 0 14px; }
.details dt { font-weight: 600; color: #424242; }
.details dd { margin: 0; overflow-wrap: anywhere; }
.details .wide { grid-column: 2 / -1; }
.ltr { direction: ltr; unicode-bidi: isolate; }
.address-block { display: flex; flex-direction: column; gap: 2px; }
.map { color: #0f6cbd; }
.badge { display: inline-block; padding-block: 1px; padding-inline: 10px; border-radius: 999px; border: 1px solid #0f6cbd; color: #0f6cbd; background: #ebf3fc; font-size: 9pt; font-weight: 600; letter-spacing: .03em; }
h2 { font-size: 12pt; margin: 0 0 6px; }
table { width: 100%; border-collapse: collapse; font-size: inherit; }
th, td { padding-block: 6px; padding-inline: 8px; border-block-end: 1px solid #d1d1d1; text-align: start; vertical-align: top; }
th { background: #f5f5f5; font-size: 9.5pt; }
.num { text-align: end; white-space: nowrap; }
.name-ar { color: #424242; font-size: 10pt; }
.if-unavailable { color: #424242; font-size: 9pt; font-style: italic; }
/* decisions/picking.md: a line no longer billed is struck through and greyed; what happened to a line is said under its name. */
tr.struck td { color: #616161; }
.line-note { font-size: 9pt; font-weight: 600; }
.ordered { display: block; font-size: 9pt; font-weight: 400; color: #616161; }
tfoot td { font-weight: 700; border-block-end: none; border-block-start: 2px solid #1b1b1b; }
/* decisions/promotions.md: the fee and the discount above the total, plain, under the one rule that closes the lines. */
tfoot tr.totals-line td { font-weight: 400; }
tfoot tr + tr td { border-block-start: none; }
@media print {
  html { background: #fff; }
  body { padding: 0; }
  .toolbar { display: none; }
  /* On paper a link cannot be followed: its address is printed (the pin's coordinates, for a driver to type). */
  .map::after { content: " (" attr(href) ")"; direction: ltr; unicode-bidi: isolate; overflow-wrap: anywhere; }
  .sheet { max-width: none; padding: 0; box-shadow: none; }
  tr { break-inside: avoid; }
}
/* 80 mm receipt: one column, small type, the item table without the serial number. */
html[data-paper="receipt"] .sheet { max-width: 72mm; padding: 3mm; }
html[data-paper="receipt"] { font-size: 8.5pt; }
html[data-paper="receipt"] h1 { font-size: 12pt; }
html[data-paper="receipt"] .details { grid-template-columns: max-content 1fr; gap: 2px 6px; }
html[data-paper="receipt"] .details .wide { grid-column: auto; }
html[data-paper="receipt"] th, html[data-paper="receipt"] td { padding-block: 3px; padding-inline: 2px; }
html[data-paper="receipt"] .serial { display: none; }
@media print and (max-width: 90mm) {
  html { font-size: 8.5pt; }
  .sheet { max-width: none; padding: 0; }
  h1 { font-size: 12pt; }
  .details { grid-template-columns: max-content 1fr; gap: 2px 6px; }
  .details .wide { grid-column: auto; }
  th, td { padding-block: 3px; padding-inline: 2px; }
  .serial { display: none; }
}
/* Opened on a phone (Print from the popup at 390 px): one pair per line, so no value is squeezed into a column a letter wide. */
@media screen and (max-width: 640px) {
  body { padding: 8px; }
  .sheet { padding: 4mm; }
  .details { grid-template-columns: max-content 1fr; }
  .details .wide { grid-column: auto; }
  th, td { padding-inline: 4px; }
}
`;

/** The page box per paper: A4 (the default), or the 80 mm roll with a small margin. */
export const PAGE_RULES = {
  a4: '@page { size: A4 portrait; margin: 14mm; }',
  receipt: '@page { size: 80mm 297mm; margin: 4mm; }',
} as const;

export type Paper = keyof typeof PAGE_RULES;
