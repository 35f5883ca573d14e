import { emptyState, errorPanel, raisedCard, routerLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The profile (/customers/{id}): one column of cards, the figures of each wrapping as the width allows. */
export const useCustomerProfileStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '64rem' },
  title: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  panel: raisedCard,
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    ':last-child': { borderBlockEndStyle: 'none', paddingBlockEnd: 0 },
  },
  noteHead: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  author: { fontWeight: tokens.fontWeightSemibold },
  body: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  noteForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  noteField: { alignSelf: 'stretch' },
  link: routerLink,
  quiet: { color: tokens.colorNeutralForeground3 },
  empty: emptyState,
  error: errorPanel,
});
