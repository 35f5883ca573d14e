import { toLatinDigits, usePaymentLabel } from '@dukkan/shared';
import { FilterBar, SearchField, ShopPicker, useFilterBarStyles } from '@dukkan/shared/kit';
import { Field, Input, Select } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_FILTERS, ORDER_SORTS, PAYMENT_MODES, WAITING_MINUTES } from '../common/order-filters';
import { ORDERS_NS } from '../i18n';
import type { OrderFiltersBarProps } from './OrderFiltersBar.types';
import { useOrderFiltersBarStyles } from './useOrderFiltersBarStyles.styles';

/**
 * decisions/search.md: one search box (order id, 4+ phone digits, customer name in English or Arabic), the
 * date range (Kuwait days), the shop (searched among hundreds), payment mode, amount range, waiting time, claim
 * (mine, unclaimed) and sort,
 * above the tabs. Typing is
 * debounced; the other controls apply at once. Everything lives in the address (OrdersPage).
 */
export function OrderFiltersBar({ filters, query, onChange, onApply, exportTo }: OrderFiltersBarProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderFiltersBarStyles();
  const filterBar = useFilterBarStyles();
  const paymentLabel = usePaymentLabel();
  const search = useCallback((q: string) => onChange({ q }), [onChange]);

  const number = (value: string) => toLatinDigits(value).replace('٫', '.');

  return (
    <FilterBar
      label={t('filters.label')}
      list="orders"
      query={query}
      onApply={onApply}
      onClear={() => onChange('clear')}
      clearLabel={t('filters.clear')}
      exportTo={{ path: 'orders/export', ...exportTo }}
    >
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.q}
        onSearch={search}
        className={filterBar.search}
      />
      <Field label={t('filters.from')} className={styles.field}>
        <Input type="date" className={styles.date} value={filters.from} max={filters.to || undefined} onChange={(_event, data) => onChange({ from: data.value })} />
      </Field>
      <Field label={t('filters.to')} className={styles.field}>
        <Input type="date" className={styles.date} value={filters.to} min={filters.from || undefined} onChange={(_event, data) => onChange({ to: data.value })} />
      </Field>
      <ShopPicker
        label={t('filters.shop')}
        placeholder={t('filters.anyShop')}
        failedText={t('filters.shopsFailed')}
        value={filters.shopId}
        onChange={(shopId) => onChange({ shopId })}
        className={styles.field}
      />
      <Field label={t('filters.payment')} className={styles.field}>
        <Select className={styles.select} value={filters.payment} onChange={(_event, data) => onChange({ payment: data.value })}>
          <option value="">{t('filters.any')}</option>
          {PAYMENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {paymentLabel(mode)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.minAmount')} className={styles.field}>
        <Input
          className={styles.amount}
          inputMode="decimal"
          defaultValue={filters.minAmount}
          key={`min-${filters.minAmount}`}
          onBlur={(event) => onChange({ minAmount: number(event.currentTarget.value) })}
          onKeyDown={(event) => event.key === 'Enter' && onChange({ minAmount: number(event.currentTarget.value) })}
        />
      </Field>
      <Field label={t('filters.maxAmount')} className={styles.field}>
        <Input
          className={styles.amount}
          inputMode="decimal"
          defaultValue={filters.maxAmount}
          key={`max-${filters.maxAmount}`}
          onBlur={(event) => onChange({ maxAmount: number(event.currentTarget.value) })}
          onKeyDown={(event) => event.key === 'Enter' && onChange({ maxAmount: number(event.currentTarget.value) })}
        />
      </Field>
      <Field label={t('filters.waiting')} className={styles.field}>
        <Select className={styles.select} value={filters.waitingMinutes} onChange={(_event, data) => onChange({ waitingMinutes: data.value })}>
          <option value="">{t('filters.any')}</option>
          {[...new Set([...WAITING_MINUTES, ...(filters.waitingMinutes ? [filters.waitingMinutes] : [])])]
            .sort((a, b) => Number(a) - Number(b))
            .map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('filters.waitingMore', { count: Number(minutes) })}
              </option>
            ))}
        </Select>
      </Field>
      {/* decisions/order-workspace.md: the orders I hold, or those nobody holds (claim=mine|unclaimed). */}
      <Field label={t('filters.claim')} className={styles.field}>
        <Select className={styles.select} value={filters.claim} onChange={(_event, data) => onChange({ claim: data.value })}>
          <option value="">{t('filters.any')}</option>
          {CLAIM_FILTERS.map((claim) => (
            <option key={claim} value={claim}>
              {t(`filters.claims.${claim}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.sort')} className={styles.field}>
        <Select className={styles.select} value={filters.sort || 'newest'} onChange={(_event, data) => onChange({ sort: data.value === 'newest' ? '' : data.value })}>
          {ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </Select>
      </Field>
    </FilterBar>
  );
}
