import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '../test-utils';
import { addCatalogue, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { useDirection } from './use-language';

function Probe() {
  const { t } = useTranslation();
  return (
    <p data-dir={useDirection()}>
      {t('table.loadMore')} · {t('table.shown', { count: 3, total: 10 })}
    </p>
  );
}

afterEach(async () => {
  await setLanguage('en');
});

describe('LanguageSwitch', () => {
  it('switches to Arabic: right-to-left everywhere, remembered across reloads', async () => {
    const { user } = renderWithProviders(
      <>
        <LanguageSwitch />
        <Probe />
      </>,
    );
    expect(screen.getByText('Load More · Showing 3 rows of 10')).toHaveAttribute('data-dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'العربية' }));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(screen.getByText('تحميل المزيد · عرض 3 صفوف من أصل 10')).toHaveAttribute('data-dir', 'rtl');
    // Fluent's provider mirrors too, so portals and icons follow.
    expect(document.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("names the installable app in the language chosen: the page's manifest link follows it", async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.en.webmanifest';
    link.setAttribute('data-by-language', '');
    document.head.append(link);
    try {
      await setLanguage('ar');
      expect(link.href).toMatch(/\/manifest\.ar\.webmanifest$/);
      await setLanguage('en');
      expect(link.href).toMatch(/\/manifest\.en\.webmanifest$/);
    } finally {
      link.remove();
    }
  });

  it('uses the Arabic plural forms', async () => {
    await setLanguage('ar');
    const shown = (count: number) => i18n.t('table.shown', { count, total: 20 });
    expect(shown(0)).toBe('لا توجد صفوف معروضة من أصل 20');
    expect(shown(1)).toBe('عرض صف واحد من أصل 20');
    expect(shown(2)).toBe('عرض صفّين من أصل 20');
    expect(shown(5)).toBe('عرض 5 صفوف من أصل 20');
    expect(shown(11)).toBe('عرض 11 صفًا من أصل 20');
    expect(shown(100)).toBe('عرض 100 صف من أصل 20');
  });

  it('lets a remote add its own namespace in both languages', async () => {
    addCatalogue('demo', { hello: 'Hello' }, { hello: 'مرحبا' });
    expect(i18n.t('demo:hello')).toBe('Hello');
    await setLanguage('ar');
    expect(i18n.t('demo:hello')).toBe('مرحبا');
  });
});
