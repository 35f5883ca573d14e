import { PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** /promotions: the page, its list's cells, and the New promotion form's two columns (one on a phone). */
export const usePromotionsStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  field: { minWidth: 'min(100%, 12rem)' },
  picker: { minWidth: 'min(100%, 16rem)' },
  // A cell of lines (the conditions, the schedule, the use): one under the other, wrapping within the column.
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  quiet: { color: tokens.colorNeutralForeground3 },
  budget: { minWidth: '8rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    // A field's input keeps its own minimum width unless told: it would overflow its column.
    '& input': { minWidth: 0, width: '100%' },
  },
  wide: { gridColumn: '1 / -1' },
  checkbox: { alignSelf: 'end', minHeight: '44px', display: 'flex', alignItems: 'center' },
});
