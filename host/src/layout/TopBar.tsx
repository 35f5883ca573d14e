import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular, PersonRegular, SignOutRegular, Speaker2Regular, SpeakerMuteRegular } from '@fluentui/react-icons';
import { LanguageSwitch, selectCurrentUser, updateDeskSettings, useAppSelector, useDeskSettings, useLogout } from '@dukkan/shared';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { HOST_NS } from '../i18n';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    '@media (max-width: 599px)': { gap: tokens.spacingHorizontalXS, paddingInline: tokens.spacingHorizontalS },
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
    minHeight: '56px',
    boxSizing: 'border-box',
  },
  menu: {
    color: tokens.colorNeutralForegroundOnBrand,
    '@media (min-width: 768px)': { display: 'none' },
  },
  title: {
    margin: 0,
    whiteSpace: 'nowrap',
    '@media (max-width: 419px)': { fontSize: tokens.fontSizeBase400 },
  },
  // On a phone the Logout button keeps its icon and accessible name, not its text.
  logoutText: { '@media (max-width: 599px)': { display: 'none' } },
  logout: { '@media (max-width: 599px)': { minWidth: 'auto' } },
  // decisions/staff-access.md: on a phone My account is in the navigation drawer (SideNav), for want of room here.
  account: { '@media (max-width: 599px)': { display: 'none' } },
  spacer: { flexGrow: 1 },
  welcome: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    '@media (max-width: 599px)': { display: 'none' },
  },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalXS,
  },
});

export interface TopBarProps {
  navOpen: boolean;
  onToggleNav: () => void;
  navId: string;
}

/**
 * spec §1: the title Admin Panel, a welcome with the user's name or email, and Logout; beside it, My account
 * (decisions/staff-access.md: the second factor and the sessions).
 */
export function TopBar({ navOpen, onToggleNav, navId }: TopBarProps) {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  const name = user?.name?.trim() || user?.email || '';
  const { muted } = useDeskSettings();
  // A real link (it opens in a new tab too), dressed as the bar's other buttons.
  const accountHref = useHref('/account');
  const openAccount = useLinkClickHandler('/account');
  return (
    <header className={styles.bar}>
      <Button
        className={styles.menu}
        appearance="transparent"
        icon={<NavigationRegular />}
        aria-label={navOpen ? t('topBar.closeNav') : t('topBar.openNav')}
        aria-expanded={navOpen}
        aria-controls={navId}
        onClick={onToggleNav}
      />
      <Text as="h1" size={500} weight="semibold" className={styles.title}>
        {t('topBar.title')}
      </Text>
      <span className={styles.spacer} />
      {name && <Text className={styles.welcome}>{t('topBar.welcome', { name })}</Text>}
      <div className={styles.actions}>
        <LanguageSwitch />
        {/* The live desk's sound (decisions/live-desk.md): one tap silences it on this browser, and back. */}
        <Button
          appearance="subtle"
          icon={muted ? <SpeakerMuteRegular /> : <Speaker2Regular />}
          aria-label={t('desk.mute')}
          aria-pressed={muted}
          onClick={() => updateDeskSettings({ muted: !muted })}
        />
        <Button as="a" href={accountHref} onClick={openAccount} className={styles.account} appearance="subtle" icon={<PersonRegular />} aria-label={t('topBar.account')}>
          {t('topBar.account')}
        </Button>
        <Button
          className={styles.logout}
          appearance="subtle"
          icon={<SignOutRegular />}
          aria-label={t('topBar.logout')} onClick={() => logout()}>
          <span className={styles.logoutText}>{t('topBar.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
