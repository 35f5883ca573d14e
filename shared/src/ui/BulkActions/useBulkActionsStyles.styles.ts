import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE } from '../media/media';

export const useBulkActionsStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBlockEnd: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    // On a phone the bar stays in reach while the cards scroll under it.
    [PHONE]: { position: 'sticky', insetBlockStart: 0, zIndex: 1 },
  },
  count: { marginInlineEnd: 'auto' },
  failures: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});
