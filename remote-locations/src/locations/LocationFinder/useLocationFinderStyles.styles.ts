import { makeStyles, tokens } from '@fluentui/react-components';

export const useLocationFinderStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockEnd: tokens.spacingVerticalM },
  search: { maxWidth: '28rem' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  match: { justifyContent: 'flex-start', minHeight: '44px', width: '100%', textAlign: 'start' },
  path: { color: tokens.colorNeutralForeground3 },
  quiet: { color: tokens.colorNeutralForeground3 },
});
