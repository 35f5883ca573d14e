import { makeStyles, tokens } from '@fluentui/react-components';

export const useActivityPageStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  clear: { justifySelf: 'start' },
});
