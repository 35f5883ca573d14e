import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { type AuditEntry, everyMember, useListFilters } from '@dukkan/shared';
import { AuditLog, FilterBar, PageHeader } from '@dukkan/shared/kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { useGetActivityActorsQuery } from '../common/users-api';

/** The log's filters in the address (so a view can be linked and reloaded). */
const ACTIVITY_FILTER_KEYS = ['actorId', 'entity', 'action', 'signIns', 'from', 'to'] as const;
// Every entity the API audits, in the filter's order: an entity the API adds fails the type check until it is here.
const ENTITIES = everyMember<AuditEntry['entity']>()(['user', 'shop', 'category', 'product', 'order', 'order_note', 'refund', 'governorate', 'area', 'block', 'shop_hours', 'availability_override', 'shop_coverage', 'delivery_defaults', 'shop_slots', 'driver_profile', 'driver_shift', 'delivery', 'customer_note', 'complaint', 'complaint_note', 'message_template', 'customer_message', 'staff_invite', 'job', 'commission_rate', 'statement_week', 'settlement_import', 'settlement_line', 'promotion', 'saved_view', 'desk_settings']);
const ACTIONS = everyMember<AuditEntry['action']>()(['create', 'update', 'delete', 'status', 'role', 'shops', 'sign-in', 'sign-in-failed']);

/**
 * decisions/roles-and-audit.md: /activity, for owners: who changed what, newest first, filtered by actor, entity,
 * action and dates; each entry opens to its fields before and after. Sign-ins are many and say
 * nothing about the data: they are left out unless asked for (the box, or a sign-in action).
 */
export function ActivityPage() {
  const { t } = useTranslation(USERS_NS);
  const filters = useListFilters(ACTIVITY_FILTER_KEYS);
  const actors = useGetActivityActorsQuery();
  const common = (key: string) => t(key, { ns: 'common' });
  const signInAction = filters.values.action.startsWith('sign-in');
  const showSignIns = filters.values.signIns !== '' || signInAction;
  // What the API reads: the filters, and hideSignIns unless sign-ins are asked for.
  const logFilter = useMemo(() => {
    const { signIns: _box, ...applied } = filters.applied;
    return showSignIns ? applied : { ...applied, hideSignIns: 'true' };
  }, [showSignIns, filters.applied]);
  const exportQuery = new URLSearchParams(logFilter).toString();
  return (
    <section aria-labelledby="activity-title">
      <PageHeader title={<span id="activity-title">{t('activity.title')}</span>} subtitle={t('activity.subtitle')} />
      {/* decisions/reports-and-bulk.md: the export is what the filters show; on a phone the filters after "Who" fold like every list's. */}
      <FilterBar
        label={t('activity.filters')}
        query={filters.query}
        onClear={() => filters.change('clear')}
        clearLabel={t('filters.clear')}
        exportTo={{ path: 'audit/export', query: exportQuery }}
      >
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
        <Checkbox
          label={t('activity.signIns')}
          checked={showSignIns}
          disabled={signInAction}
          onChange={(_e, data) => filters.change({ signIns: data.checked ? '1' : '' })}
        />
      </FilterBar>
      <AuditLog filter={logFilter} ariaLabel={t('activity.title')} />
    </section>
  );
}
