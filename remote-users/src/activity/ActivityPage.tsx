import { Button, Field, Input, Select } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useListFilters } from '@dukkan/shared';
import { AuditLog, ExportButton, PageHeader } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { useGetActivityActorsQuery } from '../users/users-api';
import { useActivityPageStyles } from './useActivityPageStyles.styles';

/** The log's filters in the address (so a view can be linked and reloaded). */
const ACTIVITY_FILTER_KEYS = ['actorId', 'entity', 'action', 'from', 'to'] as const;
const ENTITIES = ['user', 'shop', 'category', 'product', 'order', 'governorate', 'area', 'block', 'shop_hours', 'availability_override', 'saved_view'];
const ACTIONS = ['create', 'update', 'delete', 'status', 'role', 'shops', 'sign-in', 'sign-in-failed'];

/**
 * Issue 18: /activity, for owners: who changed what, newest first, filtered by actor, entity,
 * action and dates; each entry opens to its fields before and after.
 */
export function ActivityPage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useActivityPageStyles();
  const filters = useListFilters(ACTIVITY_FILTER_KEYS);
  const actors = useGetActivityActorsQuery();
  const common = (key: string) => t(key, { ns: 'common' });
  return (
    <section aria-labelledby="activity-title">
      <PageHeader title={<span id="activity-title">{t('activity.title')}</span>} subtitle={t('activity.subtitle')} />
      <form aria-label={t('activity.filters')} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <Field label={t('activity.actor')}>
          <Select value={filters.values.actorId} onChange={(_e, data) => filters.change({ actorId: data.value })}>
            <option value="">{t('activity.anyone')}</option>
            {(actors.data ?? []).map((actor) => (
              <option key={actor.id} value={String(actor.id)}>
                {actor.name || actor.email}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('activity.entity')}>
          <Select value={filters.values.entity} onChange={(_e, data) => filters.change({ entity: data.value })}>
            <option value="">{t('activity.anything')}</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {common(`audit.entities.${entity}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('activity.action')}>
          <Select value={filters.values.action} onChange={(_e, data) => filters.change({ action: data.value })}>
            <option value="">{t('activity.anyAction')}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {common(`audit.actions.${action}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('activity.from')}>
          <Input type="date" value={filters.values.from} onChange={(_e, data) => filters.change({ from: data.value })} />
        </Field>
        <Field label={t('activity.to')}>
          <Input type="date" value={filters.values.to} onChange={(_e, data) => filters.change({ to: data.value })} />
        </Field>
        {/* issue 20: the filtered log as CSV, as every list exports what its filters show. */}
        <ExportButton path="audit/export" query={filters.query} />
        {filters.active ? (
          <Button className={styles.clear} icon={<DismissRegular />} onClick={() => filters.change('clear')}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </form>
      <AuditLog filter={filters.applied} ariaLabel={t('activity.title')} />
    </section>
  );
}
