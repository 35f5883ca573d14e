import { emptyState, errorPanel, logicalBorder, PHONE, TOUCH_QUERY } from '@dukkan/shared/kit';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/** Where fingers act (a phone, a tablet): the stepper's count is as tall as its 44 px buttons. */
const TOUCH = `@media ${TOUCH_QUERY}`;
/** A tablet held landscape and wider: two cards side by side. */
const TWO_COLUMNS = '@media (min-width: 900px)';

// decisions/picking.md: phone (390 px) and tablet first. Logical properties only, so Arabic mirrors.
export const usePickingPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  headerActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  metaItem: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  progress: { minWidth: '12rem' },
  totals: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  quiet: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  // The scan field stays in view while the lines scroll under it (a phone held in one hand).
  scan: {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  scanField: { flexGrow: 1, minWidth: '12rem' },
  // Under the field, on a row of its own; empty until a scan says something.
  scanResult: { flexBasis: '100%' },
  scanError: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  lines: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    [TWO_COLUMNS]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ...logicalBorder(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderInlineStartWidth: tokens.strokeWidthThickest,
    [PHONE]: { padding: tokens.spacingHorizontalM },
  },
  // The inline-start edge says where the line stands at a glance.
  cardDone: { borderInlineStartColor: tokens.colorPaletteGreenBorder2 },
  cardOpen: { borderInlineStartColor: tokens.colorBrandStroke1 },
  cardAsking: { borderInlineStartColor: tokens.colorPaletteMarigoldBorder2 },
  cardGone: { borderInlineStartColor: tokens.colorNeutralStroke1, backgroundColor: tokens.colorNeutralBackground2 },
  // A substitute line sits under the line it replaces.
  substitute: { marginInlineStart: tokens.spacingHorizontalXL },
  cardHead: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, minWidth: 0 },
  image: { width: '56px', height: '56px', flexShrink: 0, objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  noImage: {
    width: '56px',
    height: '56px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '24px',
  },
  name: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0, overflowWrap: 'break-word' },
  lineTitle: { ...typographyStyles.body1Strong },
  choice: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  facts: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  lineTotal: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0, gap: tokens.spacingVerticalXXS },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  note: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
  asking: { ...typographyStyles.body1Strong, color: tokens.colorPaletteMarigoldForeground2 },
  // Fieldsets without their default border, margins and padding.
  actions: { margin: 0, padding: 0, minWidth: 0, border: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // On a phone the main action takes the row's room: one thumb, one target.
  mainAction: { [PHONE]: { flexGrow: 1 } },
  stepper: { margin: 0, padding: 0, minWidth: 0, border: 'none', display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  count: {
    minWidth: '2.5em',
    textAlign: 'center',
    fontWeight: tokens.fontWeightSemibold,
    [TOUCH]: { minHeight: '44px', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  },
  // decisions/phone-speed.md: a checkbox or radio is a 44 px target on a touch screen (the kit's rule covers buttons).
  touch: { [TOUCH]: { minHeight: '44px', display: 'flex', alignItems: 'center' } },
  message: emptyState,
  failure: errorPanel,
  changes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  changeList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  change: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  changeHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  time: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  // The camera's picture, as wide as the dialog allows.
  video: { width: '100%', maxHeight: '60vh', backgroundColor: tokens.colorNeutralBackgroundInverted, borderRadius: tokens.borderRadiusMedium },
  figures: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  productFind: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, '& > :first-child': { flexGrow: 1 } },
});
