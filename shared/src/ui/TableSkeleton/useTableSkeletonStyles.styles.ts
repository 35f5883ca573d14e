import { makeStyles, tokens } from '@fluentui/react-components';

export const useTableSkeletonStyles = makeStyles({
  cell: {
    paddingBlock: tokens.spacingVerticalS,
  },
});
