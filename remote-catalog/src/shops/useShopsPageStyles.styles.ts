import { PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useShopsPageStyles = makeStyles({
  // issue 17: the search and filters above the list; one under the other on a phone.
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    [PHONE]: { flexDirection: 'column', alignItems: 'stretch' },
  },
  search: { flexGrow: 1, minWidth: '16rem', maxWidth: '28rem', [PHONE]: { minWidth: 0, maxWidth: 'none' } },
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
  },
  // The open/closed badge, and (issue 15) the pause with its reason and Resume.
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
  nameAr: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});
