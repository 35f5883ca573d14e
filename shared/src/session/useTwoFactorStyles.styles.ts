import { makeStyles, tokens } from '@fluentui/react-components';

// decisions/staff-access.md: the second factor's key (QR code and text) and its recovery codes, on the sign-in card
// (400 px, 390 px phones) and on the account page alike.
export const useTwoFactorStyles = makeStyles({
  key: {
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
  keyLine: {
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
  // A heading, its explanation and what follows, one under the other (the recovery codes, the setup step's top).
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  title: { margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
  // Two columns fit 11-character codes on a 390 px phone; the codes read left to right in Arabic too.
  codeList: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    '& li': { overflowWrap: 'anywhere' },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  // The way on (Continue) after the two ways to keep the codes; on its own line on a phone.
  continue: { marginInlineStart: 'auto', '@media (max-width: 599px)': { marginInlineStart: 0, width: '100%' } },
});
