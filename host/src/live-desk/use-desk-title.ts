import { selectNewOrderCount, useAppSelector } from '@dukkan/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HOST_NS } from '../i18n';
import { NAV_ITEMS } from '../layout/nav-items';

/** The navigation item a path belongs to ('/shops/add' → shops), or null (settings has none). */
export function navKeyOf(pathname: string): string | null {
  if (pathname === '/') return 'dashboard';
  if (pathname.startsWith('/order-items')) return 'orders';
  const item = NAV_ITEMS.find((entry) => entry.to !== '/' && (pathname === entry.to || pathname.startsWith(`${entry.to}/`)));
  if (item) return item.key;
  return pathname.startsWith('/settings') ? 'settings' : null;
}

/**
 * The browser tab's title names the section and counts the NEW orders, so a tab in the
 * background still says there is work: "(3) Orders — Admin Panel", in the panel's language.
 * The title before signing in comes back on sign-out.
 */
export function useDeskTitle(): void {
  const { t } = useTranslation(HOST_NS);
  const { pathname } = useLocation();
  const count = useAppSelector(selectNewOrderCount);
  const key = navKeyOf(pathname);
  const section = key ? t(`nav.${key}`) : null;
  const panel = t('topBar.title');

  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    const prefix = count ? `(${count}) ` : '';
    document.title = `${prefix}${section ? `${section} — ` : ''}${panel}`;
  }, [count, section, panel]);
}
