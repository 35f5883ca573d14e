import { makeStyles, tokens } from '@fluentui/react-components';
import { quotedText } from '../common/useMessagesStyles.styles';

/** The jobs view (/jobs): one card a job, its runs opened inside it. */
export const useJobsStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  about: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  quiet: { color: tokens.colorNeutralForeground3 },
  // A badge beside a time and a label: on one line where they fit, wrapped on a phone.
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  runs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // A failure's message may be one long token (a stack line, a URL): it wraps rather than widen the card.
  error: { ...quotedText, color: tokens.colorPaletteRedForeground1, maxWidth: '32rem' },
  failure: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});
