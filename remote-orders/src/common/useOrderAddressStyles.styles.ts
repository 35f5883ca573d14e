import { TOUCH_QUERY } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderAddressStyles = makeStyles({
  // The line, then one extra a line, inside the details' value cell.
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground3 },
  // A finger's target on a phone or tablet (WCAG 2.5.5), as every other link that acts.
  map: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, [`@media ${TOUCH_QUERY}`]: { minHeight: '44px' } },
});
