import { makeStyles, tokens } from '@fluentui/react-components';

export const useShopServiceStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalS },
  heading: { margin: 0 },
  hint: { display: 'block', color: tokens.colorNeutralForeground3, marginBlockEnd: tokens.spacingVerticalM },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, maxWidth: '100%' },
  tabs: { flexWrap: 'wrap' },
  // On a phone the search takes the row's width.
  search: { minWidth: '14rem', '@media (max-width: 599px)': { minWidth: 0, flexGrow: 1 } },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  quiet: { color: tokens.colorNeutralForeground3 },
});
