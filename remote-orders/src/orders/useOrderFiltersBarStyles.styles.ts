import { PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The orders filters' own sizes; the bar itself is the kit's FilterBar. */
export const useOrderFiltersBarStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  date: { width: '10.5rem', [PHONE]: { width: '100%' } },
  // An input's own minimum (its size attribute) would push a phone's column off the screen.
  amount: { width: '7.5rem', '& input': { minWidth: 0, width: '100%' }, [PHONE]: { width: '100%', minWidth: 0 } },
  select: { minWidth: '9rem', [PHONE]: { minWidth: 0 } },
});
