import { makeStyles, tokens } from '@fluentui/react-components';
import { TOUCH_QUERY } from '../media/media';
import { CARD_GRID, LIST_CARD } from './card-grid';

export const useResponsiveTableStyles = makeStyles({
  // A table wider than its screen scrolls inside itself, never the page.
  scroller: {
    overflowX: 'auto',
  },
  // Columns sized by their content (columnWidths="content") instead of Fluent's equal ones.
  contentWidths: {
    tableLayout: 'auto',
  },
  serial: {
    width: '64px',
  },
  // A checkbox's column as narrow as its box: the table's even layout would give it a name's width
  // (at 1024 px the products' status then ran under the actions).
  select: {
    width: '48px',
    // A touch screen's 44 px checkbox (BulkActions) and the cell's padding.
    [`@media ${TOUCH_QUERY}`]: { width: '60px' },
  },
  // Opaque rows (the page's own colour until a hover or a screen's tint paints them): the sticky
  // actions cell below takes its row's colour, and what scrolls under it must not show through.
  row: {
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // A table wider than its box (the orders' eleven columns on a 1024 px tablet) scrolls inside it:
  // the row's buttons stay at its inline end, in view, while the other columns pass under them.
  stickyActions: {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    backgroundColor: 'inherit',
    borderInlineStartWidth: tokens.strokeWidthThin,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  end: {
    textAlign: 'end',
  },
  // Fluent lays a header cell's text out in a flex box: align that box's content, not the cell.
  endHeader: {
    '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' },
  },
  cards: {
    ...CARD_GRID,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    ...LIST_CARD,
    minWidth: 0,
    // Links and buttons anywhere in a card are touch targets too (WCAG 2.5.5: 44 × 44 px);
    // Fluent's own controls get theirs from the kit's phone styles.
    '& a, & button': { minHeight: '44px', minWidth: '44px' },
    '& a': { display: 'inline-flex', alignItems: 'center' },
  },
  // A row's checkbox (when rows can be picked) beside its title, not across the card from it.
  cardHead: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
  },
  cardTitle: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexGrow: 1,
    minWidth: 0,
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  // Label and value side by side; a label longer than 45% of the card wraps between its words.
  fields: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'center',
    margin: 0,
  },
  // A <div> around each term and its value keeps the <dl> valid; the grid sees through it.
  field: {
    display: 'contents',
  },
  label: {
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  // Values start beside their label (not pushed to the end: an inherited text-align: end moves the
  // thumb of Fluent's Switch out of its track).
  value: {
    margin: 0,
    minWidth: 0,
    // Whole words: a word breaks only when it cannot fit a line of its own (never letter by letter).
    overflowWrap: 'break-word',
  },
  // Along the card's foot, also when a taller card beside it stretches this one.
  cardActions: {
    marginBlockStart: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlockStart: tokens.spacingVerticalS,
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
});
