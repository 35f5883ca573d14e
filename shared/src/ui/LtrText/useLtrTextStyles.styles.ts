import { makeStyles } from '@fluentui/react-components';

export const useLtrTextStyles = makeStyles({
  root: {
    whiteSpace: 'nowrap',
  },
});
