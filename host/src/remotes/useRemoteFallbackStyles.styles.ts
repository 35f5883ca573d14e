import { makeStyles, tokens } from '@fluentui/react-components';
import { logicalBorder } from '../styles/logical-border';

/** The remote fallbacks' panel (unavailable, needs an update): one look, a colour per kind. */
export const useRemoteFallbackStyles = makeStyles({
  panel: {
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
  },
  unavailable: { borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  needsUpdate: { borderInlineStartColor: tokens.colorPaletteMarigoldBorder2 },
  icon: { fontSize: '32px' },
  unavailableIcon: { color: tokens.colorPaletteRedForeground1 },
  needsUpdateIcon: { color: tokens.colorPaletteMarigoldForeground1 },
  secondary: { color: tokens.colorNeutralForeground3 },
  missing: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});
