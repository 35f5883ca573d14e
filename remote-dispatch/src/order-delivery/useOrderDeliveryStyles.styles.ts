import { emptyState, raisedCard } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** One column: the order, then its attempts as cards, newest first; the facts of each wrap as the width allows. */
export const useOrderDeliveryStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '64rem' },
  panel: raisedCard,
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  quiet: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  attempts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  // The photo in a box of one size that reads on a card (a large picture shrunk, a small one grown); the link opens it whole.
  photo: {
    display: 'block',
    width: '16rem',
    height: '12rem',
    maxWidth: '100%',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    marginBlockStart: tokens.spacingVerticalXS,
  },
  empty: emptyState,
});
