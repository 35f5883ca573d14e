import { tokens } from '@fluentui/react-components';
import { logicalBorder } from './logical-border';

/**
 * The look of a panel that stands in for a screen (a remote unavailable or out of date, a screen
 * the role cannot use): a card with a thick coloured inline-start edge; each kind sets
 * `borderInlineStartColor`. The border is logical on every side, so that edge mirrors in Arabic.
 */
export const noticePanel = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.spacingVerticalS,
  padding: tokens.spacingHorizontalXL,
  backgroundColor: tokens.colorNeutralBackground1,
  ...logicalBorder(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  borderInlineStartWidth: tokens.strokeWidthThickest,
  borderRadius: tokens.borderRadiusMedium,
  maxWidth: '40rem',
} as const;
