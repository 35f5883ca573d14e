import { makeStyles, tokens } from '@fluentui/react-components';

export const useSalesReportPageStyles = makeStyles({
  range: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  date: { minWidth: '10rem' },
  summary: {
    display: 'block',
    marginBlockEnd: tokens.spacingVerticalM,
    fontWeight: tokens.fontWeightSemibold,
  },
  error: { color: tokens.colorPaletteRedForeground1, marginBlockEnd: tokens.spacingVerticalM },
  section: { marginBlockEnd: tokens.spacingVerticalXL },
  heading: { marginBlockStart: 0, marginBlockEnd: tokens.spacingVerticalS },
});
