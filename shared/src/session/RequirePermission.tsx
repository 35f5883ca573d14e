import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RemoteRoute } from '../federation/remote-route';
import { noticePanel } from '../ui/styles/notice-panel';
import type { RequirePermissionProps } from './guards.types';
import { useCan } from './use-can';
import type { Permission } from '../wire/api-contract';

const usePanelStyles = makeStyles({
  panel: { ...noticePanel, borderInlineStartColor: tokens.colorPaletteMarigoldBorder2 },
  icon: { fontSize: '32px', color: tokens.colorPaletteMarigoldForeground1 },
  title: { margin: 0 },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

/** The screen a role cannot use, said plainly: what, why, and the way back. No form, no Retry. */
export function NoPermissionPanel() {
  const { t } = useTranslation();
  const styles = usePanelStyles();
  return (
    <section className={styles.panel} aria-labelledby="no-permission-title">
      <LockClosedRegular className={styles.icon} aria-hidden />
      <Text as="h1" size={500} weight="semibold" id="no-permission-title" className={styles.title}>
        {t('session.noPermission.title')}
      </Text>
      <Text>{t('session.noPermission.hint')}</Text>
      <Link className={styles.link} to="/">
        {t('session.noPermission.home')}
      </Link>
    </section>
  );
}

/**
 * decisions/roles-and-audit.md: a screen for those whose permissions include `permission` (the API's table, carried by
 * the sign-in and `user/me`). Anyone else gets NoPermissionPanel instead of a screen that would
 * only fail: a form they cannot save, a list refused with Retry and a 403 toast for each call.
 * A session that does not know its permissions yet (before roles) sees the screen: the API decides.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  return useCan(permission) ? children : <NoPermissionPanel />;
}

/** A remote's route for those with `permission`: `guardedRoute('/users/add', 'users.manage', <AddUserPage />)`. */
export const guardedRoute = (path: string, permission: Permission, element: RemoteRoute['element']): RemoteRoute => ({
  path,
  element: <RequirePermission permission={permission}>{element}</RequirePermission>,
});
