import { makeStyles } from '@fluentui/react-components';

/** What the product form adds to the catalog's form layout (common/useCatalogFormStyles). */
export const useProductFormStyles = makeStyles({
  // A native select is as wide as its longest option ('Olive Oil & Olives — زيت الزيتون…'):
  // let the field and the select shrink to their grid cell instead of spilling out of the form.
  shrinkable: {
    minWidth: 0,
    maxWidth: '100%',
  },
});
