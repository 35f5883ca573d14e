import { makeStyles, tokens } from '@fluentui/react-components';
import { quotedText } from '../common/useMessagesStyles.styles';
import { PHONE } from '@dukkan/shared/kit';

/** The templates (/messages/templates): one card a step, the two texts side by side where there is room. */
export const useTemplatesStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '64rem' },
  actionsBar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  texts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalM },
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  variables: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  variableList: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  variable: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  previewTitle: { margin: 0 },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  quote: quotedText,
  quiet: { color: tokens.colorNeutralForeground3 },
});
