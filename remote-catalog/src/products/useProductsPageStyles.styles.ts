import { makeStyles, tokens } from '@fluentui/react-components';

export const useProductsPageStyles = makeStyles({
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
  actions: {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalS,
  },
});
