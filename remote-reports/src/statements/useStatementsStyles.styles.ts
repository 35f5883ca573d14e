import { routerLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** What a print leaves out of the page: the navigation, the pickers, the buttons (screen only). */
const notPrinted = { '@media print': { display: 'none' } } as const;

export const useStatementsStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  choice: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    border: 'none',
    ...notPrinted,
  },
  picker: { minWidth: 'min(100%, 18rem)', flexGrow: 1, flexBasis: '18rem' },
  week: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', flexGrow: 1, flexBasis: '18rem' },
  weekSelect: { minWidth: 'min(100%, 18rem)', flexGrow: 1 },
  badgeSpot: { paddingBlockEnd: tokens.spacingVerticalXS },
  // The statement's own card: all a print keeps (statement-print below).
  sheet: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '@media print': { gap: tokens.spacingVerticalM, fontSize: '10pt' },
  },
  wraps: { '& bdi': { whiteSpace: 'normal' } },
  sheetHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  meta: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, ...notPrinted },
  // The figure the statement is for: what the shop is paid.
  net: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  link: routerLink,
  delivered: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  quiet: { color: tokens.colorNeutralForeground3 },
  notPrinted,
});

/**
 * decisions/shop-statements.md: Print gives the statement alone on A4, in the page's direction. While a statement is
 * on the page (`data-statement-sheet`), everything that neither holds it nor lies in it — the host's top bar and
 * navigation, the page's header, pickers and commission rates, toasts — is left out of the print, and what holds it
 * loses its frame (grid, padding, card), so the sheet starts at the page's top and takes its width. The host's layout
 * needs no print rules of its own for it, and another page prints as before (the rules leave with the page). The lines'
 * twelve columns, sized by their content, fit the paper's width at 7.5 pt (an amount never wraps). A constant: no data is
 * ever put in it.
 */
export const STATEMENT_PRINT_CSS = `
@page { size: A4 portrait; margin: 14mm; }
@media print {
  body:has([data-statement-sheet]) *:not(:has([data-statement-sheet])):not([data-statement-sheet]):not([data-statement-sheet] *) { display: none !important; }
  body:has([data-statement-sheet]) *:has([data-statement-sheet]) { display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: none !important; box-shadow: none !important; background: none !important; min-height: 0 !important; overflow: visible !important; }
  [data-statement-sheet] { box-shadow: none !important; border: none !important; padding: 0 !important; }
  [data-statement-sheet] tr { break-inside: avoid; }
  [data-statement-sheet] .fui-TableCell, [data-statement-sheet] .fui-TableHeaderCell { font-size: 7.5pt; padding-inline: 2px; }
}
`;

