import { emptyState, errorPanel, PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useDriversPageStyles = makeStyles({
  quiet: { color: tokens.colorNeutralForeground3 },
  empty: emptyState,
  error: { ...errorPanel, marginBlockEnd: tokens.spacingVerticalM },
  rowActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  shifts: { marginBlockStart: tokens.spacingVerticalXL },
  shiftsHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  // The shift's figures in the close dialog: term and value side by side, values lined up at the end.
  figures: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: tokens.spacingVerticalXS, margin: 0 },
  figure: { margin: 0, textAlign: 'end', fontWeight: tokens.fontWeightSemibold },
  areas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBlockEnd: tokens.spacingVerticalXS },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    paddingInlineStart: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    maxHeight: '14rem',
    overflowY: 'auto',
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  fieldError: { color: tokens.colorPaletteRedForeground1 },
});
