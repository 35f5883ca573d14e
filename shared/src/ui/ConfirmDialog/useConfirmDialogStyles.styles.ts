import { makeStyles, tokens } from '@fluentui/react-components';

export const useConfirmDialogStyles = makeStyles({
  destructive: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed },
  },
});
