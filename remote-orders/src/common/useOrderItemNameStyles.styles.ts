import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export const useOrderItemNameStyles = makeStyles({
  // The name, then what picking did to the line and the customer's choice under it, inside the product cell.
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  // decisions/picking.md: said in words beside the strike (a screen reader does not read a line through the name).
  note: { ...typographyStyles.caption1Strong },
  danger: { color: tokens.colorPaletteRedForeground1 },
  informative: { color: tokens.colorBrandForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  // Quiet: read when picking, not competing with the name.
  choice: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  // A line no longer billed reads as set aside; its note keeps its colour.
  struckRow: { color: tokens.colorNeutralForeground3 },
  // The amount now, then as ordered; the second wraps under the first where the cell is narrow.
  amount: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  ordered: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
});
