import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE, TOUCH_QUERY } from '../media/media';

export const useBulkActionsStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBlockEnd: tokens.spacingVerticalS,
    [PHONE]: { marginBlockEnd: 0, borderRadius: 0 },
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: tokens.shadow8,
  },
  // After the list, held at the foot of the window while the rows scroll past: in reach of the
  // thumb on a phone, and never over the list's own Load More once scrolled to the end.
  dock: {
    position: 'sticky',
    insetBlockEnd: 0,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  count: { marginInlineEnd: 'auto' },
  // Where fingers act (a phone, a tablet), a row's checkbox is a 44 × 44 px target like every other
  // action (WCAG 2.5.5): Fluent's is 32 px. Its invisible input, laid over the box, takes the tap.
  checkbox: {
    [`@media ${TOUCH_QUERY}`]: {
      minWidth: '44px',
      minHeight: '44px',
      alignItems: 'center',
      justifyContent: 'center',
      '& .fui-Checkbox__input': { width: '100%' },
    },
  },
  failures: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});
