import { tokens } from '@fluentui/react-components';
import { PHONE } from '../media/media';

/** A raised card on the page (a board's order, a profile's or a delivery's section): a column, tighter on a phone. */
export const raisedCard = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalS,
  padding: tokens.spacingHorizontalL,
  [PHONE]: { padding: tokens.spacingHorizontalM },
  borderRadius: tokens.borderRadiusLarge,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow4,
} as const;
