import { makeStyles, tokens } from '@fluentui/react-components';
import { emptyState } from '../styles/empty-state';
import { errorPanel } from '../styles/error-panel';
import { raisedCard } from '../styles/raised-card';

/** One record's page (a customer, a complaint, an order's delivery): its sections as cards, its not-found and error. */
export const useRecordPageStyles = makeStyles({
  section: raisedCard,
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  quiet: { color: tokens.colorNeutralForeground3 },
  empty: emptyState,
  error: errorPanel,
});
