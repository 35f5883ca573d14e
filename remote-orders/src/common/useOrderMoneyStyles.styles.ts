import { PHONE, TOUCH_QUERY } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

const TOUCH = `@media ${TOUCH_QUERY}`;

export const useOrderMoneyStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  quiet: { color: tokens.colorNeutralForeground3 },
  // The sums: as many side by side as fit, one under the other on a phone.
  balances: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  balance: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    [PHONE]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline' },
  },
  term: { color: tokens.colorNeutralForeground3 },
  figure: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  entries: { '& table': { tableLayout: 'auto', width: '100%' } },
  reasonNote: { overflowWrap: 'anywhere' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  refund: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  refundHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  refundFacts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  refundActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  lines: { margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  linesLegend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  lineText: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1, flexBasis: '12rem' },
  quantity: { width: '6rem', flexShrink: 0 },
  // decisions/phone-speed.md: a checkbox or radio is a 44 px target on a touch screen (the kit's rule covers buttons).
  touch: { [TOUCH]: { minHeight: '44px', display: 'flex', alignItems: 'center' } },
  limit: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});
