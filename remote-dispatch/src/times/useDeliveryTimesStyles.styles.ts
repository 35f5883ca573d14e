import { PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useDeliveryTimesStyles = makeStyles({
  heading: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1, marginBlockStart: tokens.spacingVerticalM },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
    gap: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    marginInline: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    [PHONE]: { padding: tokens.spacingHorizontalM },
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  term: { color: tokens.colorNeutralForeground3 },
  figure: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    [PHONE]: { padding: tokens.spacingHorizontalM },
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  cardTitle: { margin: 0, marginBlockEnd: tokens.spacingVerticalS },
});
