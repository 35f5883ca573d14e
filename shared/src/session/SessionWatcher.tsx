import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../api/api-error';
import { PERMISSION_DENIED_EVENT, type PermissionDeniedDetail } from '../api/permission-denied';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useNotify } from '../ui/notifications/use-notify';
import { selectIsAuthenticated, selectSessionNotice, sessionNoticeShown } from '../auth/auth-slice';
import { meApi, useGetMeQuery } from '../api/me-api';
import type { SessionEndReason } from '../auth/session-types';

const NOTICE_KEYS: Record<SessionEndReason, string> = {
  logout: 'session.loggedOut',
  expired: 'session.expired',
  unauthorized: 'session.unauthorized',
  ended: 'session.ended',
};

/**
 * Mounted once inside the router. Announces each end of the session with its spec §8 message
 * and goes to /auth; turns the global permission-denied event (spec §6) into an error toast.
 * decisions/roles-and-audit.md: reads the user's permissions (`user/me`) when signed in, and again after a 403.
 */
export function SessionWatcher() {
  const notice = useAppSelector(selectSessionNotice);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  useGetMeQuery(undefined, { skip: !signedIn });

  useEffect(() => {
    if (!notice) return;
    const message = t(NOTICE_KEYS[notice.reason]);
    if (notice.reason === 'logout') notify.success(message);
    else notify.error(message);
    dispatch(sessionNoticeShown());
    navigate('/auth', { replace: true });
  }, [notice, dispatch, navigate, notify, t]);

  useEffect(() => {
    const onPermissionDenied = (event: Event) => {
      const { data } = (event as CustomEvent<PermissionDeniedDetail>).detail ?? {};
      notify.error(serverMessage(data) ?? t('session.forbidden'));
      // The role may have changed: what the panel shows follows.
      dispatch(meApi.util.invalidateTags(['Me']));
    };
    window.addEventListener(PERMISSION_DENIED_EVENT, onPermissionDenied);
    return () => window.removeEventListener(PERMISSION_DENIED_EVENT, onPermissionDenied);
  }, [notify, t, dispatch]);

  return null;
}
