import { visuallyHidden } from '@dukkan/shared/kit';
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/** The delivery slots section on the shop page: the settings, the timetables' tabs, each day's slots and the save bar. */
export const useSlotsStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockStart: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground3 },
  settings: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  // Room for 1440 minutes, not a line's width.
  number: { width: '8rem', maxWidth: '100%' },
  // A time input with its picker's button, in Arabic too; a capacity of 500.
  time: { width: '8.5rem', maxWidth: '100%' },
  capacity: { width: '6rem', maxWidth: '100%' },
  tabs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tabError: { color: tokens.colorPaletteRedForeground1, verticalAlign: 'middle', marginInlineStart: tokens.spacingHorizontalXS },
  hidden: visuallyHidden,
  days: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  day: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlockEnd: tokens.spacingVerticalM,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  dayName: { margin: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
  dayActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  button: { minHeight: '44px' },
});
