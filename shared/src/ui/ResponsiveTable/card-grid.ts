import { tokens } from '@fluentui/react-components';

/**
 * The cards of a list (and of its loading placeholder): one column on a phone, side by side where
 * a tablet has the room; the cards of one line as tall as the tallest.
 */
export const CARD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: tokens.spacingVerticalM,
} as const;

/** One card of a list (and of its loading placeholder): its lines one under the other, on a bordered tile. */
export const LIST_CARD = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalS,
  paddingBlock: tokens.spacingVerticalM,
  paddingInline: tokens.spacingHorizontalM,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  borderRadius: tokens.borderRadiusLarge,
  backgroundColor: tokens.colorNeutralBackground1,
} as const;
