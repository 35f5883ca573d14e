import { makeStyles, tokens } from '@fluentui/react-components';

export const useUsersPageStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  scroller: {
    overflowX: 'auto',
  },
  table: {
    minWidth: '640px',
    // Fluent's fixed layout gives every column the same width: emails ran into the phones.
    tableLayout: 'auto',
  },
  // Addresses and phone numbers read as one piece; the table scrolls sideways on a phone instead.
  nowrap: {
    whiteSpace: 'nowrap',
  },
  // A name wraps, but not to a word a line on a phone.
  name: {
    minWidth: '10rem',
  },
  // The previous page stays on screen, dimmed, while the next one comes.
  stale: {
    opacity: 0.55,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFast,
  },
  serial: {
    width: '64px',
  },
  actionsHeader: {
    width: '1%',
    whiteSpace: 'nowrap',
  },
  quiet: {
    color: tokens.colorNeutralForeground3,
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
  error: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
  },
});
