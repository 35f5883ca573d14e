import { makeStyles, tokens } from '@fluentui/react-components';

export const useSignInPageStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  // decisions/staff-access.md: the code step's field and its two buttons, full width on a phone.
  code: {
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '0.2em',
  },
  // 'Use a recovery code' and back: a link under the field, at its start, not a full-width button.
  switch: { alignSelf: 'flex-start' },
  actions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});
