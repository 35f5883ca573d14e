import { makeStyles, tokens } from '@fluentui/react-components';

/** The layout of the catalog's forms (shop, category, product): sections of fields in a responsive grid. */
export const useCatalogFormStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '60rem',
  },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    // A field with a message must not stretch its neighbours' inputs.
    alignItems: 'start',
    padding: tokens.spacingHorizontalL,
    margin: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  legend: {
    paddingInline: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  wide: {
    gridColumn: '1 / -1',
  },
  flags: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXL,
  },
});
