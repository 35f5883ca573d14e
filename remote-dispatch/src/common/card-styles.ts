import { PHONE } from '@dukkan/shared/kit';
import { tokens } from '@fluentui/react-components';

/** A raised card on the page (the board's orders, an order's delivery and its attempts), tighter on a phone. */
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
