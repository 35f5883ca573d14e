import { makeStyles, tokens } from '@fluentui/react-components';

export const useProductsPageStyles = makeStyles({
  product: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    // The kit's table lays columns out evenly: a long name wraps inside its cell, never over the next.
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  productName: {
    fontWeight: tokens.fontWeightSemibold,
  },
  quiet: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  nowrap: {
    whiteSpace: 'nowrap',
  },
  actions: {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalS,
  },
});
