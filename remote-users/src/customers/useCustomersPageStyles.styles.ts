import { routerLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The customers' list (/customers). */
export const useCustomersPageStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  link: routerLink,
  email: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  quiet: { color: tokens.colorNeutralForeground3 },
});
