import { makeStyles, tokens } from '@fluentui/react-components';

export const useSavedViewsStyles = makeStyles({
  trigger: { minHeight: '32px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  own: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  ownItem: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  quiet: { color: tokens.colorNeutralForeground3 },
});
