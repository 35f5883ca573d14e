import { emptyState, errorPanel, raisedCard } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** Three columns where a laptop has the width (areas | orders | drivers), one under the other below it. */
const WIDE = '@media (min-width: 1024px)';

export const useDispatchBoardStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [WIDE]: { gridTemplateColumns: '11rem minmax(0, 1fr) 14rem' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  governorate: { margin: 0, marginBlockStart: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // Areas: a column of buttons beside the orders on a laptop; chips that wrap above them on a phone or a tablet.
  areas: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    [WIDE]: { flexDirection: 'column', flexWrap: 'nowrap' },
  },
  area: { justifyContent: 'space-between', gap: tokens.spacingHorizontalS, [WIDE]: { width: '100%' } },
  tabs: { flexWrap: 'wrap' },
  tabLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  orders: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  card: raisedCard,
  cardHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  orderTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  quiet: { color: tokens.colorNeutralForeground3 },
  cash: { fontWeight: tokens.fontWeightSemibold },
  // A link, not the card's whole width.
  detailsLink: { alignSelf: 'flex-start' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  picker: { minWidth: '12rem', flexGrow: 1, maxWidth: '22rem' },
  footer: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  empty: emptyState,
  error: errorPanel,
  drivers: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  driver: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  driverName: { fontWeight: tokens.fontWeightSemibold },
});
