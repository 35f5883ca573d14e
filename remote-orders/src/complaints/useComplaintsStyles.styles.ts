import { routerLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The complaints' list (/complaints) and a complaint's page (/complaints/{id}): one column of cards. */
export const useComplaintsStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '64rem' },
  title: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  overdue: { alignSelf: 'flex-end' },
  description: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  assign: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  picker: { minWidth: '16rem' },
  noteHead: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  link: routerLink,
  quiet: { color: tokens.colorNeutralForeground3 },
});
