import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormActionsStyles = makeStyles({
  // At the form's end (right in English, left in Arabic); on a narrow screen they wrap, not overflow.
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
});
