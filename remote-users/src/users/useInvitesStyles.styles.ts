import { emptyState, errorPanel, PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** decisions/staff-access.md: the Users screen's invites, below its list, and the invite's link dialog. */
export const useInvitesStyles = makeStyles({
  // The users list's card: on a phone each invite is a card of its own, with no panel around them.
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginBlockStart: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    [PHONE]: { padding: 0, backgroundColor: 'transparent', boxShadow: 'none' },
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  rows: {
    // Fluent's fixed layout gives every column the same width: an email ran into the role.
    '& table': { minWidth: '720px', tableLayout: 'auto' },
  },
  // An address longer than a phone's line may break anywhere rather than widen the card.
  email: { overflowWrap: 'anywhere' },
  quiet: { color: tokens.colorNeutralForeground3 },
  empty: emptyState,
  error: errorPanel,
  // The link dialog: the whole link readable (it is long), the hint under it.
  linkContent: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  linkInput: { width: '100%' },
  // On a phone the two buttons share the line's width rather than stacking at Fluent's minimum.
  linkActions: {
    [PHONE]: { display: 'flex', flexWrap: 'wrap', '& > button': { flexGrow: 1 } },
  },
});
