import { selectNewOrderCount, useAppSelector } from '@dukkan/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HOST_NS } from '../i18n';
import { useBilingual } from '../i18n/use-bilingual';
import { entryForPath, useNavEntries } from '../sections/nav-entries';

/**
 * The browser tab's title names the section and counts the NEW orders, so a tab in the
 * background still says there is work: "(3) Orders — Admin Panel", in the panel's language.
 * The title before signing in comes back on sign-out.
 */
export function useDeskTitle(): void {
  const { t } = useTranslation(HOST_NS);
  const { pathname } = useLocation();
  const count = useAppSelector(selectNewOrderCount);
  const { entries, sections } = useNavEntries();
  const { primaryText } = useBilingual();
  // The section a page belongs to ('/shops/add' → Shops, '/order-items/7' → Orders), from the
  // remotes' manifests; settings is the host's own page.
  const entry = entryForPath(pathname, entries, sections);
  const section = entry ? primaryText(entry.label) : pathname.startsWith('/settings') ? t('nav.settings') : null;
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
