import { routerLink, touchLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The order page's complaints (OrderComplaints) and the complaints' screens: how late reads, in red. */
export const useOrderComplaintsStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  link: { ...routerLink, ...touchLink },
  quiet: { color: tokens.colorNeutralForeground3 },
  late: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});
