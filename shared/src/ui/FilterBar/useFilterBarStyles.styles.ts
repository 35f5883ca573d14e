import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE } from '../media/media';

/** A list's filter bar (decisions/search.md): a wrapping row; one control under the other on a phone. */
export const useFilterBarStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalM,
    [PHONE]: { flexDirection: 'column', alignItems: 'stretch' },
    // An input keeps its own minimum width unless told: it would push past a phone's edge.
    '& > *': { minWidth: 0 },
  },
  /** On a phone: the filters' button, the saved views, the export and Clear, side by side. */
  phoneActions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    '& > *': { flexGrow: 1 },
  },
  /** On a phone: the folded filters, one under the other, while shown. */
  folded: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingHorizontalM,
    '& > *': { minWidth: 0 },
    '&[hidden]': { display: 'none' },
  },
  /** The search field: it takes the room the filters leave. */
  search: { flexGrow: 1, minWidth: '16rem', maxWidth: '28rem', [PHONE]: { minWidth: 0, maxWidth: 'none' } },
  /** A yes/no filter (a checkbox): as tall as a touch target (decisions/phone-speed.md), its box level with the fields' inputs. */
  toggle: { minHeight: '44px', display: 'flex', alignItems: 'center' },
});
