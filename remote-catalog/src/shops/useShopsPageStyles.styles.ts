import { makeStyles, tokens } from '@fluentui/react-components';

export const useShopsPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
  },
  nameAr: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});
