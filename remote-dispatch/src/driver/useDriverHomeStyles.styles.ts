import { emptyState, errorPanel } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** Phone first: one column, the width of a phone even on a desktop, every action a full-width 48 px target. */
export const useDriverHomeStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '40rem' },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  big: { minHeight: '48px', width: '100%', fontSize: tokens.fontSizeBase400 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, listStyleType: 'none', margin: 0, padding: 0 },
  cardHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  // What to collect at the door: the line a driver must not miss.
  cash: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    color: tokens.colorNeutralForeground1,
  },
  paid: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  place: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  placeTerm: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular },
  name: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  quiet: { color: tokens.colorNeutralForeground3 },
  empty: emptyState,
  error: errorPanel,
});
