import { describeCatalogues } from '@dukkan/shared/test-utils';
import { ar } from './ar';
import { en } from './en';

describeCatalogues('host', en, ar);

describe('a number of minutes inside the desk sentences', () => {
  // i18n registers the host's catalogue on import.
  beforeAll(() => import('./index'));

  it('agrees with the number in Arabic (3–10 take دقائق) and in English', async () => {
    const { i18n } = await import('@dukkan/shared');
    const overdue = (lng: string, minutes: number) => i18n.t('desk.overdue', { ns: 'host', lng, count: 12, shown: '12', minutes });
    expect(overdue('ar', 5)).toBe('12 طلبًا جديدًا انتظرت أكثر من 5 دقائق.');
    expect(overdue('ar', 15)).toBe('12 طلبًا جديدًا انتظرت أكثر من 15 دقيقة.');
    expect(overdue('en', 15)).toBe('12 new orders have waited more than 15 minutes.');
    expect(overdue('en', 1)).toBe('12 new orders have waited more than 1 minute.');
  });
});
