import { makeStyles, tokens } from '@fluentui/react-components';

/** The delivery coverage section on the shop page: the zones' table, the add panel and the save bar. */
export const useCoverageStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockStart: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground3 },
  place: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightRegular },
  // Room for 'KWD 999.999' and for 600 minutes, not a name's width.
  amount: { width: '8rem', maxWidth: '100%' },
  minutes: { width: '6rem', maxWidth: '100%' },
  add: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'end',
    padding: tokens.spacingHorizontalL,
    margin: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  legend: { paddingInline: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  button: { minHeight: '44px' },
  // The shops list's cell: a count or the platform defaults, and the cap's warning beside it.
  summary: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  quiet: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});
