import { PHONE } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderFiltersBarStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalM,
    // On a phone: two controls a row, the search and Clear across the whole row.
    [PHONE]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  },
  search: { flexGrow: 1, minWidth: '16rem', maxWidth: '28rem', [PHONE]: { gridColumn: '1 / -1', minWidth: 0, maxWidth: 'none' } },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  date: { width: '10.5rem', [PHONE]: { width: '100%' } },
  // An input's own minimum (its size attribute) would push a phone's grid column off the screen.
  amount: { width: '7.5rem', '& input': { minWidth: 0, width: '100%' }, [PHONE]: { width: '100%', minWidth: 0 } },
  select: { minWidth: '9rem', [PHONE]: { minWidth: 0 } },
  clear: { [PHONE]: { gridColumn: '1 / -1', minHeight: '44px' } },
});
