import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderDetailDialogStyles = makeStyles({
  // decisions/order-workspace.md: who holds the order, above its details.
  claim: { marginBlockEnd: tokens.spacingVerticalM },
  surface: {
    maxWidth: 'min(760px, calc(100vw - 32px))',
  },
  // The focused region shows where the keyboard is, inside the surface's edge (not clipped by it).
  content: {
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    marginBlockEnd: tokens.spacingVerticalL,
    '@media (min-width: 640px)': { gridTemplateColumns: 'max-content 1fr max-content 1fr' },
  },
  // A <div> around each term and its value keeps the <dl> valid; the grid sees through it.
  pair: { display: 'contents' },
  term: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  value: {
    margin: 0,
    minWidth: 0,
    // Between words only: breaking inside one would split an Arabic word's joined letters.
    overflowWrap: 'break-word',
  },
  badges: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  itemsTitle: {
    display: 'block',
    marginBlockEnd: tokens.spacingVerticalS,
  },
  sectionTitle: {
    display: 'block',
    marginBlockStart: tokens.spacingVerticalL,
    marginBlockEnd: tokens.spacingVerticalS,
  },
  // Columns sized by their content (Fluent's default divides the width equally): prices and
  // totals keep their width whole; the name wraps between words. On a phone the items are cards.
  items: {
    '& table': { tableLayout: 'auto', width: '100%' },
  },
  image: {
    width: '40px',
    height: '40px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    display: 'block',
  },
  noImage: {
    width: '40px',
    height: '40px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
});
