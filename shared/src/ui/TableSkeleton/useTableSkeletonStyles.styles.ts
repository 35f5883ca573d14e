import { makeStyles, tokens } from '@fluentui/react-components';
import { CARD_GRID } from '../ResponsiveTable/card-grid';

export const useTableSkeletonStyles = makeStyles({
  cell: {
    paddingBlock: tokens.spacingVerticalS,
  },
  cards: CARD_GRID,
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});
