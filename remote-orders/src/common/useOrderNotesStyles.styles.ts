import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderNotesStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  quiet: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  author: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // The note as written: its own lines, long words broken rather than widening the page.
  body: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  field: { alignSelf: 'stretch', maxWidth: '40rem' },
  submit: { flexShrink: 0 },
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  latest: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  },
});
