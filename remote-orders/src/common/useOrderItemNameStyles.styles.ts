import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export const useOrderItemNameStyles = makeStyles({
  // The name, then the customer's choice under it, inside the product cell.
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  // Quiet: read when picking, not competing with the name.
  choice: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
});
