import { TABLET, visuallyHidden } from '@dukkan/shared/kit';
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const useOrdersPageStyles = makeStyles({
  // decisions/live-desk.md: an order that arrived live flashes in and stays tinted, with a bar on its start
  // side, until someone opens or acts on it.
  fresh: {
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `inset 4px 0 0 ${tokens.colorBrandStroke1}`,
    animationName: { from: { backgroundColor: tokens.colorBrandBackground2Pressed }, to: { backgroundColor: tokens.colorBrandBackground2 } },
    animationDuration: '1.2s',
    animationTimingFunction: tokens.curveDecelerateMid,
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  // Twelve columns beside the navigation at 1280 px (the shop's joined the spec's eleven): cells
  // 6 px from their neighbours instead of Fluent's 8.
  panel: {
    '& th, & td': { paddingInline: '6px' },
  },
  dateCell: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
  idCell: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    whiteSpace: 'nowrap',
  },
  // decisions/order-workspace.md: the holder under the id. In the table an icon (the name on hover and for screen
  // readers: twelve columns fit beside the navigation at 1280 px only if the id's stays narrow); on a card, the name.
  claimBadge: {
    height: 'auto',
    minHeight: '20px',
    maxWidth: '8rem',
    whiteSpace: 'normal',
    textAlign: 'start',
    paddingBlock: '1px',
  },
  claimName: {
    ...visuallyHidden,
    [TABLET]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none', whiteSpace: 'normal' },
  },
  product: {
    display: 'inline-flex',
    alignItems: 'center',
    // '+N' goes under a long name ('Pomegranates (1 kg)') rather than widening the column past the room.
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    textAlign: 'start',
    minWidth: '6rem',
    maxWidth: '8.5rem',
    // A card (phone or tablet) has the room: the name keeps to one line where it can.
    [TABLET]: { minWidth: 0, maxWidth: 'none' },
  },
  // The shop's name, wrapped between its words: twelve columns fit beside the navigation at 1280 px.
  shop: {
    display: 'block',
    minWidth: '4rem',
    maxWidth: '6.5rem',
    overflowWrap: 'break-word',
    [TABLET]: { maxWidth: 'none' },
  },
  address: {
    display: 'block',
    minWidth: '6rem',
    maxWidth: '9rem',
    // Between words only: breaking inside one would split an Arabic word's joined letters.
    overflowWrap: 'break-word',
  },
  // In the table a date may wrap between its words (day, time); on a card it has the room for one line.
  date: {
    display: 'block',
    minWidth: '6rem',
    whiteSpace: 'normal',
    [TABLET]: { whiteSpace: 'nowrap' },
  },
  customer: {
    display: 'flex',
    flexDirection: 'column',
    // As wide as a phone number, which never wraps: the eleven columns fit beside the navigation at 1280 px.
    minWidth: '7rem',
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
    minWidth: '6rem',
    paddingBlock: tokens.spacingVerticalXS,
    // On a card (phone or tablet): side by side along the card's foot.
    [TABLET]: { flexDirection: 'row', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
    // A fieldset (the buttons' group) without the browser's frame.
    ...shorthands.borderStyle('none'),
    marginBlock: 0,
    marginInline: 0,
    paddingInline: 0,
  },
  actionButton: {
    justifyContent: 'flex-start',
  },
  danger: {
    color: tokens.colorPaletteRedForeground1,
  },
});
