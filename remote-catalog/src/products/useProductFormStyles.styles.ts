import { makeStyles, tokens } from '@fluentui/react-components';

/** What the product form adds to the catalog's form layout (common/useCatalogFormStyles). */
export const useProductFormStyles = makeStyles({
  // A native select is as wide as its longest option ('Olive Oil & Olives — زيت الزيتون…'):
  // let the field and the select shrink to their grid cell instead of spilling out of the form.
  shrinkable: {
    minWidth: 0,
    maxWidth: '100%',
  },
  // decisions/availability.md: the stock, adjusted by an amount with a reason and a note.
  stock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  stockFields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    '& > *': { minWidth: 0 },
  },
});
