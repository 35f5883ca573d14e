import { makeStyles, tokens } from '@fluentui/react-components';

// What an invite's card holds (its frame is the sign-in screen's AuthCard, shared/src/session).
export const useInvitePageStyles = makeStyles({
  title: { margin: 0 },
  quiet: { margin: 0, color: tokens.colorNeutralForeground2 },
  // An email may be longer than a phone's line: it wraps anywhere rather than overflowing.
  email: { whiteSpace: 'normal', overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  notice: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});
