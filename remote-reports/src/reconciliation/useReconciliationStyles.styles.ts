import { routerLink, touchLink, } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useReconciliationStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  range: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  date: { minWidth: '10rem' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  // The lines' heading takes the focus when a day's unmatched count leads to it: no ring on a heading.
  focusTarget: { ':focus': { outlineStyle: 'none' } },
  // A difference in its status's colour; the status's word is beside it, so colour is never the only sign.
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  over: { color: tokens.colorPaletteMarigoldForeground1, fontWeight: tokens.fontWeightSemibold },
  balanced: { color: tokens.colorPaletteGreenForeground1 },
  nothing: { color: tokens.colorNeutralForeground3 },
  link: { ...routerLink, ...touchLink },
  quiet: { color: tokens.colorNeutralForeground3 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
  // A resolved line: who and when, then what they said, wrapping between words.
  resolved: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  resolution: { overflowWrap: 'break-word', whiteSpace: 'pre-line', color: tokens.colorNeutralForeground2 },
  // A value from a file (a reference, a file's name): its own direction, wrapping anywhere.
  value: { overflowWrap: 'anywhere' },
  // The import dialog: the columns a file needs, each named as the file names it.
  columns: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  column: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  help: { margin: 0 },
});
