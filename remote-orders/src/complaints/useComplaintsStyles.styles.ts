import { emptyState, errorPanel, raisedCard, routerLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The complaints' list (/complaints) and a complaint's page (/complaints/{id}): one column of cards. */
export const useComplaintsStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '64rem' },
  title: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  overdue: { alignSelf: 'flex-end' },
  panel: raisedCard,
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  description: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  assign: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  picker: { minWidth: '16rem' },
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
  noteForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  noteField: { alignSelf: 'stretch' },
  link: routerLink,
  quiet: { color: tokens.colorNeutralForeground3 },
  empty: emptyState,
  error: errorPanel,
});
