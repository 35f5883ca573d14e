import { Button, Checkbox, Field, Select } from '@fluentui/react-components';
import { AddRegular, CalendarLtrRegular, DismissRegular } from '@fluentui/react-icons';
import { localizedName, LtrText, useFailureToast, useGetGovernoratesQuery, useCan, useLanguage, useListFilters, useLoadMore, useNotifiedCall } from '@dukkan/shared';
import { useCallback, useState } from 'react';
import { FilterBar, LoadMoreTable, PageHeader, SearchField, StatusBadge, useFilterBarStyles, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActions } from '../common/RowActions/RowActions';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { CATALOG_NS } from './shops-i18n';
import { useDeleteShopMutation, useGetShopsInfiniteQuery, useResumeShopMutation, type Shop } from './shops-api';
import { useShopsPageStyles } from './useShopsPageStyles.styles';
import { AvailabilityBadge } from './availability/AvailabilityBadge';
import { WeeklyHoursSummary } from './availability/WeeklyHoursSummary';

/** decisions/search.md: the list's filters in the address. */
const SHOP_FILTER_KEYS = ['q', 'governorateId', 'isOpen', 'notTakingOrders'] as const;

/**
 * spec §2 /shops: serial no, name, governorate, area, block, open and close time, Open/Closed,
 * Edit/Delete; 'Create Shop'; Load More; 'No shops found'; delete through a confirm dialog.
 */
export function ShopsPage() {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useShopsPageStyles();
  const filterBar = useFilterBarStyles();
  const navigate = useNavigate();
  // decisions/search.md: the search and filters live in the address.
  const filters = useListFilters(SHOP_FILTER_KEYS);
  const list = useLoadMore(useGetShopsInfiniteQuery(filters.applied));
  const governorates = useGetGovernoratesQuery();
  const { change } = filters;
  const search = useCallback((q: string) => change({ q }), [change]);
  // spec §7-§8: the failure shows in the list and as a toast, once per failure.
  const loadError = useFailureToast(list.error, { failed: t('shops.fetchFailed'), errored: t('shops.loadError') });
  const [deleteShop] = useDeleteShopMutation();
  const name = (shop: Shop) => localizedName(shop, language);
  const run = useNotifiedCall();
  const [resumeShop] = useResumeShopMutation();
  const [resuming, setResuming] = useState<ReadonlySet<number>>(() => new Set());
  const resume = async (shop: Shop) => {
    setResuming((current) => new Set(current).add(shop.id));
    try {
      await run(() => resumeShop(shop.id).unwrap(), { success: t('shops.resume.success', { name: name(shop) }), failed: t('shops.resume.failed') });
    } finally {
      setResuming((current) => {
        const next = new Set(current);
        next.delete(shop.id);
        return next;
      });
    }
  };

  const remove = useConfirmDelete<Shop>({
    remove: (id) => deleteShop(id).unwrap(),
    texts: (shop) => ({
      title: t('shops.delete.title'),
      message: t('shops.delete.message', { name: name(shop) }),
      success: t('shops.delete.success', { name: name(shop) }),
      failed: t('shops.delete.failed'),
    }),
  });

  const canWrite = useCan('shops.write');
  const columns: LoadMoreTableColumn<Shop>[] = [
    { key: 'name', header: t('shops.columns.name'), cardTitle: true, render: (shop) => <span className={styles.name}>{name(shop)}</span> },
    { key: 'governorate', header: t('shops.columns.governorate'), render: (shop) => localizedName(shop.governorate, language) },
    { key: 'area', header: t('shops.columns.area'), render: (shop) => localizedName(shop.area, language) },
    { key: 'block', header: t('shops.columns.block'), render: (shop) => localizedName(shop.block, language) },
    // With advanced hours saved, the open time column shows the week as saved (split shifts, past
    // midnight) and the close time column says so: the spec's single pair no longer applies.
    {
      key: 'openTime',
      header: t('shops.columns.openTime'),
      show: 'table',
      render: (shop) => (shop.hours?.length ? <WeeklyHoursSummary shop={shop} /> : <LtrText>{shop.openTime}</LtrText>),
    },
    {
      key: 'closeTime',
      header: t('shops.columns.closeTime'),
      show: 'table',
      render: (shop) =>
        shop.hours?.length ? (
          <span className={styles.quiet}>{t('shops.hours.title')}</span>
        ) : shop.closeTime ? (
          <LtrText>{shop.closeTime}</LtrText>
        ) : (
          t('value.notAvailable', { ns: 'common' })
        ),
    },
    // A phone card has one line for the hours: "08:00–22:00", or the saved week.
    { key: 'hours', header: t('shops.columns.hours'), show: 'cards', render: (shop) => <WeeklyHoursSummary shop={shop} /> },
    {
      key: 'status',
      header: t('shops.columns.status'),
      // On a phone the badge sits beside the name, at the card's head.
      cardTitle: true,
      // spec §3: the list shows 'open', otherwise closed.
      // decisions/availability.md: what the API says of its availability now (open, busy, paused until, closed until), with the reason.
      render: (shop) => (
        <span className={styles.status}>
          {shop.availability ? (
            <AvailabilityBadge availability={shop.availability} />
          ) : shop.isOpen ? (
            <StatusBadge tone="success">{t('shops.status.open')}</StatusBadge>
          ) : (
            <StatusBadge tone="subtle">{t('shops.status.closed')}</StatusBadge>
          )}
          {/* A paused shop (by staff, or decisions/live-desk.md's auto-pause) takes orders again with one click. */}
          {canWrite && (shop.availability ? shop.availability.state === 'paused' : shop.pausedAt) ? (
            <Button
              size="small"
              appearance="primary"
              aria-label={t('shops.resume.label', { name: name(shop) })}
              disabled={resuming.has(shop.id)}
              onClick={() => void resume(shop)}
            >
              {t('shops.resume.action')}
            </Button>
          ) : null}
        </span>
      ),
    },
    // decisions/roles-and-audit.md: Edit and Delete only for those who may change shops (the API refuses the rest).
    ...(canWrite ? [{
      key: 'actions',
      header: t('shops.columns.actions'),
      render: (shop) => (
        <RowActions
          editLabel={t('shops.editShop', { name: name(shop) })}
          deleteLabel={t('shops.deleteShop', { name: name(shop) })}
          onEdit={() => navigate(`/shops/edit/${shop.id}`)}
          onDelete={() => remove.ask(shop)}
        />
      ),
    } satisfies LoadMoreTableColumn<Shop>] : []),
  ];

  return (
    <section className={styles.root}>
      <PageHeader
        title={t('shops.title')}
        actions={
          // decisions/roles-and-audit.md: the platform's special dates and new shops are for those who may change shops.
          canWrite ? (
            <>
              <Button icon={<CalendarLtrRegular />} onClick={() => navigate('/shops/calendar')}>
                {t('shops.calendar.open')}
              </Button>
              <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/shops/add')}>
                {t('shops.create')}
              </Button>
            </>
          ) : null
        }
      />
      <FilterBar
        label={t('shops.filters.label')}
        list="shops"
        query={filters.query}
        onApply={filters.apply}
        onClear={() => change('clear')}
        clearLabel={t('shops.filters.clear')}
        exportTo={{ path: 'shop/export' }}
      >
        <SearchField label={t('shops.filters.search')} placeholder={t('shops.filters.placeholder')} value={filters.values.q} onSearch={search} className={filterBar.search} />
        <Field label={t('shops.filters.governorate')}>
          <Select value={filters.values.governorateId} onChange={(_event, data) => change({ governorateId: data.value })}>
            <option value="">{t('shops.filters.anyGovernorate')}</option>
            {(governorates.data ?? []).map((governorate) => (
              <option key={governorate.id} value={String(governorate.id)}>
                {localizedName(governorate, language)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('shops.filters.open')}>
          <Select value={filters.values.isOpen} onChange={(_event, data) => change({ isOpen: data.value })}>
            <option value="">{t('shops.filters.anyOpen')}</option>
            <option value="true">{t('shops.status.open')}</option>
            <option value="false">{t('shops.status.closed')}</option>
          </Select>
        </Field>
        {/* decisions/reports-and-bulk.md: the dashboard's "not taking orders" count links here. */}
        <Checkbox
          className={filterBar.toggle}
          checked={filters.values.notTakingOrders === 'true'}
          label={t('shops.filters.notTakingOrders')}
          onChange={(_event, data) => change({ notTakingOrders: data.checked ? 'true' : '' })}
        />
      </FilterBar>
      <LoadMoreTable
        {...list}
        ariaLabel={t('shops.title')}
        columns={columns}
        getRowKey={(shop) => shop.id}
        // Nine columns: a short time or block needs less room than a name, Edit and Delete more.
        columnWidths="content"
        things={t('shops.things')}
        emptyTitle={filters.active ? t('shops.filters.noMatch') : t('shops.empty')}
        emptyAction={
          filters.active ? (
            <Button icon={<DismissRegular />} onClick={() => change('clear')}>
              {t('shops.filters.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
      {remove.dialog}
    </section>
  );
}
