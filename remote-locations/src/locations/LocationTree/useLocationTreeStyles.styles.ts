import { makeStyles, tokens } from '@fluentui/react-components';

export const useLocationTreeStyles = makeStyles({
  names: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  // Between words only: breaking inside one would split an Arabic word's joined letters.
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'break-word',
  },
  nameAr: {
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'break-word',
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    // The actions slot sits over the item's end; keep its background the row's own.
    backgroundColor: 'transparent',
  },
  // On a phone the names need the room: the buttons keep their icon (and their accessible name).
  actionLabel: {
    '@media (max-width: 599px)': { display: 'none' },
  },
  placeholder: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  failure: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorPaletteRedForeground1,
  },
});
