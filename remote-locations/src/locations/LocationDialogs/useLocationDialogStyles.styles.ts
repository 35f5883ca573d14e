import { makeStyles, tokens } from '@fluentui/react-components';

export const useLocationDialogStyles = makeStyles({
  fields: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalS,
  },
});
