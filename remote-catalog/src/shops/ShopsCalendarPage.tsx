import { PageHeader } from '@dukkan/shared/kit';
import { Card } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { OverridesPanel } from './availability/OverridesPanel';
import { CATALOG_NS } from './shops-i18n';

/** decisions/availability.md, /shops/calendar: the platform calendar, special dates for every shop (Eid, Ramadan). */
export function ShopsCalendarPage() {
  const { t } = useTranslation(CATALOG_NS);
  return (
    <section>
      <PageHeader title={t('shops.calendar.title')} subtitle={t('shops.calendar.subtitle')} />
      <Card>
        <OverridesPanel shopId={null} />
      </Card>
    </section>
  );
}
