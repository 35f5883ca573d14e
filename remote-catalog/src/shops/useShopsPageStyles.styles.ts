import { makeStyles, tokens } from '@fluentui/react-components';

export const useShopsPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
  },
  // The open/closed badge, and (decisions/live-desk.md) the pause with its reason and Resume.
  status: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  reason: {
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
  },
  // "Advanced hours" in the close time column of a shop with a saved week.
  quiet: {
    color: tokens.colorNeutralForeground3,
  },
  nameAr: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});
