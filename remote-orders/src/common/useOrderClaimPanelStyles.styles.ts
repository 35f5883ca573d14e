import { PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderClaimPanelStyles = makeStyles({
  // A fieldset without its default border and margins.
  root: {
    margin: 0,
    minWidth: 0,
    border: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  status: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  icon: { fontSize: '20px', flexShrink: 0, color: tokens.colorNeutralForeground3 },
  quiet: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  assign: {
    flexBasis: '100%',
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  picker: { minWidth: '16rem', flexGrow: 1, maxWidth: '24rem', [PHONE]: { minWidth: 0, maxWidth: 'none', width: '100%' } },
});
