import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormDialogStyles = makeStyles({
  fields: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalS,
  },
});
