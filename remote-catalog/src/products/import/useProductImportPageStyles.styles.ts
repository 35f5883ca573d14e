import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE } from '@dukkan/shared/kit';

export const useProductImportPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '72rem' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    [PHONE]: { padding: tokens.spacingHorizontalM },
  },
  text: { margin: 0 },
  columns: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  column: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  // Opened by the 'Choose a CSV file' button: the browser's own button speaks the browser's language.
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, margin: 0, padding: 0 },
  summaryItem: { display: 'flex', flexDirection: 'column', margin: 0 },
  summaryCount: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  quiet: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, margin: 0 },
  quietBlock: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // A long name or message wraps between words, never over the next cell.
  wrap: { minWidth: 0, overflowWrap: 'break-word' },
  // A value from the file, as given: its own direction (<bdi>), marked off from the text around it,
  // wrapping anywhere (a long name, a stray code). Not monospace: Arabic letters would not join.
  value: {
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    overflowWrap: 'anywhere',
  },
  from: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  to: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});
