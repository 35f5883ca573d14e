import { emptyState, errorPanel, PHONE, touchLinkInText } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useUsersPageStyles = makeStyles({
  role: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    // On a phone each user is a card of its own: no panel around the cards.
    [PHONE]: { padding: 0, backgroundColor: 'transparent', boxShadow: 'none' },
  },
  rows: {
    // Fluent's fixed layout gives every column the same width: emails ran into the phones.
    '& table': { minWidth: '640px', tableLayout: 'auto' },
  },
  // In the table an email breaks only before its '@' (where the page is narrow, the Delete button
  // stayed cut at the table's edge); on a phone's card one longer than the line may break anywhere.
  email: {
    whiteSpace: 'normal',
    [PHONE]: { overflowWrap: 'anywhere' },
  },
  // A name wraps, but not to a word a line.
  name: {
    display: 'inline-block',
    minWidth: '10rem',
    [PHONE]: { minWidth: 0 },
  },
  // The previous page stays on screen, dimmed, while the next one comes.
  stale: {
    opacity: 0.55,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFast,
  },
  quiet: {
    color: tokens.colorNeutralForeground3,
  },
  // A router link dressed as Fluent's link.
  // The hint's pointer to Customers: a full-size target on a touch screen.
  hintLink: touchLinkInText,
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  empty: emptyState,
  error: errorPanel,
});
