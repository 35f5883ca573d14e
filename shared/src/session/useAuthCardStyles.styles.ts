import { makeStyles, tokens } from '@fluentui/react-components';

export const useAuthCardStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalL },
  },
  top: { display: 'flex', justifyContent: 'flex-end' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
});
