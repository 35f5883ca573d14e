import { PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The kit's tablet width (TABLET_QUERY) and above: the details and moves beside the items. */
const WIDE = '@media (min-width: 1240px)';

export const useOrderItemsPageStyles = makeStyles({
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  metaItem: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  term: {
    color: tokens.colorNeutralForeground3,
  },
  value: {
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
  },
  badges: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // issue 34: one column (the moves, the claim and the details first, then the items, the notes and the history);
  // on a wide screen the first three beside the rest. The reading and keyboard order is the same in both.
  workspace: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXL,
    [WIDE]: { gridTemplateColumns: 'minmax(18rem, 22rem) minmax(0, 1fr)', alignItems: 'start', columnGap: tokens.spacingHorizontalXXL },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  // A fieldset without its default border, margins and padding.
  actions: {
    margin: 0,
    padding: 0,
    minWidth: 0,
    border: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  // On a phone the moves share the row, each a wide target within the thumb's reach at the top of the work.
  action: { [PHONE]: { flexGrow: 1 } },
  danger: { color: tokens.colorPaletteRedForeground1 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  // A <div> around each term and its value keeps the <dl> valid; the grid sees through it.
  pair: { display: 'contents' },
  detailValue: {
    margin: 0,
    minWidth: 0,
    // Between words only: breaking inside one would split an Arabic word's joined letters.
    overflowWrap: 'break-word',
  },
  notes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  items: {
    '& table': { tableLayout: 'auto', width: '100%' },
  },
  product: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  image: {
    width: '48px',
    height: '48px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  noImage: {
    width: '48px',
    height: '48px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '20px',
  },
  message: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
});
