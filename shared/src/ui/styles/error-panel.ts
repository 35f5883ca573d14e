import { tokens } from '@fluentui/react-components';

/**
 * The look of a failure shown in place of a screen's content (a list or figures that could not be
 * loaded): red text on pale red, the message and its Retry on one row that wraps.
 */
export const errorPanel = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: tokens.spacingHorizontalM,
  padding: tokens.spacingHorizontalL,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorPaletteRedBackground1,
  color: tokens.colorPaletteRedForeground1,
} as const;
