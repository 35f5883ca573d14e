import { makeStyles, tokens } from '@fluentui/react-components';
import { CARD_GRID, LIST_CARD } from '../ResponsiveTable/card-grid';

export const useTableSkeletonStyles = makeStyles({
  cell: {
    paddingBlock: tokens.spacingVerticalS,
  },
  cards: CARD_GRID,
  card: LIST_CARD,
});
