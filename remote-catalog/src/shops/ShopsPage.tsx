import { Button, Checkbox, Field, Select } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { localizedName, LtrText, useGetGovernoratesQuery, useCan, useLanguage, useListFilters, useLoadMore, useNotifiedCall } from '@dukkan/shared';
import { useState } from 'react';
import { PageHeader, StatusBadge, useFilterBarStyles, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CatalogFilterBar } from '../common/CatalogList/CatalogFilterBar';
import { CatalogTable } from '../common/CatalogList/CatalogTable';
import { CreateButton } from '../common/CatalogList/CreateButton';
import { useRowActions } from '../common/CatalogList/use-row-actions';
import { CATALOG_NS } from './shops-i18n';
import { useDeleteShopMutation, useGetShopsInfiniteQuery, useResumeShopMutation, type Shop } from './shops-api';
import { useShopsPageStyles } from './useShopsPageStyles.styles';
import { AvailabilityBadge } from './availability/AvailabilityBadge';
import { WeeklyHoursSummary } from './availability/WeeklyHoursSummary';
import { CoverageSummaryCell } from './delivery-coverage/CoverageSummaryCell';

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

  const canWrite = useCan('shops.write');
  // decisions/roles-and-audit.md: Edit and Delete only for those who may change shops (the API refuses the rest).
  const rowActions = useRowActions<Shop>('shops', { show: canWrite, name, remove: (id) => deleteShop(id).unwrap() });

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
    // decisions/delivery-coverage.md: how many zones (or the platform defaults), and whether a fee is above the cap.
    { key: 'coverage', header: t('shops.coverage.list.column'), render: (shop) => <CoverageSummaryCell coverage={shop.coverage} /> },
    ...rowActions.columns,
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
              <CreateButton feature="shops" />
            </>
          ) : null
        }
      />
      <CatalogFilterBar feature="shops" filters={filters} exportTo={{ path: 'shop/export' }}>
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
      </CatalogFilterBar>
      {/* Ten columns: a short time, block or zone count needs less room than a name, Edit and Delete more. */}
      <CatalogTable feature="shops" list={list} filters={filters} columns={columns} columnWidths="content" />
      {rowActions.dialog}
    </section>
  );
}
