import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrdersPageStyles = makeStyles({
  // Ten columns do not fit a fixed layout at laptop widths: let the table size its columns by
  // their content, and scroll sideways (the kit's scroller) on screens narrower than that.
  table: {
    '& table': { tableLayout: 'auto', minWidth: '960px' },
  },
  product: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    textAlign: 'start',
    minWidth: '6rem',
    maxWidth: '10rem',
  },
  address: {
    display: 'block',
    minWidth: '8rem',
    maxWidth: '12rem',
    overflowWrap: 'anywhere',
  },
  date: {
    display: 'block',
    minWidth: '6.5rem',
  },
  customer: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '8rem',
  },
  quiet: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  nowrap: {
    whiteSpace: 'nowrap',
  },
  // One button under the other: a column as wide as the widest label, not three side by side.
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXS,
    minWidth: '7rem',
    paddingBlock: tokens.spacingVerticalXS,
  },
  actionButton: {
    justifyContent: 'flex-start',
  },
  danger: {
    color: tokens.colorPaletteRedForeground1,
  },
});
