import { tokens } from '@fluentui/react-components';

/** The look of an empty list's message (and its hint and action): centred, one under the other, with room above and below. */
export const emptyState = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.spacingVerticalS,
  paddingBlock: tokens.spacingVerticalXXXL,
  textAlign: 'center',
} as const;
