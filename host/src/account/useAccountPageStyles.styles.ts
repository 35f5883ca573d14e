import { errorPanel } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountPageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '48rem',
  },
  quiet: { color: tokens.colorNeutralForeground3 },
  error: errorPanel,
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  // The setup: the QR code, the key, the code, one under the other.
  setup: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  qr: {
    width: '200px',
    height: '200px',
    maxWidth: '100%',
    // The code is black on white whatever the theme: apps read it best so.
    backgroundColor: '#ffffff',
    borderRadius: tokens.borderRadiusMedium,
  },
  key: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  keyText: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    letterSpacing: '0.05em',
    // A long key wraps between its groups on a phone rather than overflowing.
    whiteSpace: 'normal',
    wordSpacing: '0.25em',
  },
  codeField: { width: '100%', maxWidth: '16rem' },
  sessions: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  session: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  sessionHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
    '& dd': { margin: 0 },
  },
});
