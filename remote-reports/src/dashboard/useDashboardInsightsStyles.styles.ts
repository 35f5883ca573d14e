import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '@dukkan/shared/kit';

export const useDashboardInsightsStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  heading: { margin: 0 },
  picker: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, maxWidth: '100%' },
  tabs: { flexWrap: 'wrap' },
  date: { width: '10rem' },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
    '@media (max-width: 599px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM },
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  tileLabel: { color: tokens.colorNeutralForeground3 },
  amount: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold },
  // decisions/dashboard-money.md: gross, promotions and refunds under the net amount, label and amount on a line.
  parts: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  part: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  partAmount: { margin: 0 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  flat: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  card: {
    minWidth: 0,
    // A chart measures its box once drawn: it never pushes the page sideways on a phone.
    overflow: 'hidden',
    padding: tokens.spacingHorizontalL,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM },
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  cardTitle: { margin: 0, marginBlockEnd: tokens.spacingVerticalS },
  chart: { width: '100%', minHeight: '260px' },
  times: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  more: { display: 'inline-block', marginBlockStart: tokens.spacingVerticalS },
  // For screen readers only: the table behind a chart (the chart draws the same numbers).
  srOnly: visuallyHidden,
  error: { color: tokens.colorPaletteRedForeground1 },
});
