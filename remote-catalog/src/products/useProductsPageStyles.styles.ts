import { makeStyles, tokens } from '@fluentui/react-components';

export const useProductsPageStyles = makeStyles({
  // The status switch and (decisions/availability.md) sold out for today, side by side, wrapping on a phone.
  status: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  product: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    // The kit's table lays columns out evenly: a long name wraps inside its cell, never over the
    // next; between words only (breaking inside one would split an Arabic word's joined letters).
    minWidth: 0,
    overflowWrap: 'break-word',
  },
  productName: {
    fontWeight: tokens.fontWeightSemibold,
  },
  quiet: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  // decisions/grocery-products.md: SKU and barcode on one line, wrapping between the two on a phone.
  codes: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  actions: {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalS,
  },
});
