import { makeStyles, tokens } from '@fluentui/react-components';

export const usePagerStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  list: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  page: {
    minWidth: '32px',
    fontVariantNumeric: 'tabular-nums',
  },
  gap: {
    display: 'inline-flex',
    justifyContent: 'center',
    minWidth: '24px',
    color: tokens.colorNeutralForeground3,
  },
});
