import { noticePanel } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The remote fallbacks' panel (unavailable, needs an update): one look, a colour per kind. */
export const useRemoteFallbackStyles = makeStyles({
  panel: noticePanel,
  unavailable: { borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  needsUpdate: { borderInlineStartColor: tokens.colorPaletteMarigoldBorder2 },
  icon: { fontSize: '32px' },
  unavailableIcon: { color: tokens.colorPaletteRedForeground1 },
  needsUpdateIcon: { color: tokens.colorPaletteMarigoldForeground1 },
  secondary: { color: tokens.colorNeutralForeground3 },
  missing: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});
