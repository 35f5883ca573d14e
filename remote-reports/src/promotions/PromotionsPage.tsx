import { localizedName, useCan, useFailureToast, useLanguage, useListFilters, useLoadMore } from '@dukkan/shared';
import { FilterBar, isChosenId, LoadMoreTable, type LoadMoreTableColumn, PageHeader, SearchField, ShopPicker, StatusBadge, type StatusTone, useFilterBarStyles } from '@dukkan/shared/kit';
import { Button, Field, Select } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { EditPromotionDialog } from './EditPromotionDialog';
import { NewPromotionDialog } from './NewPromotionDialog';
import { PromotionCode, PromotionConditions, PromotionGives, PromotionSchedule, PromotionUsage, promotionName } from './promotion-facts';
import { PromotionRowActions } from './PromotionRowActions';
import { PROMOTION_STATES, type Promotion, type PromotionState, type PromotionsFilter, useGetPromotionsInfiniteQuery } from './promotions-api';
import { usePromotionsStyles } from './usePromotionsStyles.styles';

/** decisions/search.md: the list's search and filters in the address (a filtered view can be shared and reloaded). */
const PROMOTION_FILTER_KEYS = ['q', 'state', 'shopId'] as const;

const PROMOTION_STATE_TONES: Record<PromotionState, StatusTone> = {
  running: 'success',
  scheduled: 'informative',
  paused: 'warning',
  exhausted: 'danger',
  ended: 'subtle',
};

const isPromotionState = (value: string): value is PromotionState => (PROMOTION_STATES as readonly string[]).includes(value);

/** The address's values as the API reads them: only those it knows, only those set. */
function promotionsFilter(values: Record<(typeof PROMOTION_FILTER_KEYS)[number], string>): PromotionsFilter {
  return {
    ...(values.q ? { q: values.q } : {}),
    ...(isPromotionState(values.state) ? { state: values.state } : {}),
    ...(isChosenId(values.shopId) ? { shopId: Number(values.shopId) } : {}),
  };
}

/**
 * decisions/promotions.md, /promotions (money.read): the coupon codes and automatic offers, newest first, searched by
 * name or code and narrowed by state and shop; each row says what it gives and on what conditions, when, who pays for
 * it and where, its state, and how much of it is used (a bar against its budget). Owners (money.manage) make one, and
 * pause, resume or edit each. Load More (keyset); cards on a phone.
 */
export function PromotionsPage() {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = usePromotionsStyles();
  const filterBar = useFilterBarStyles();
  const canManage = useCan('money.manage');
  const filters = useListFilters(PROMOTION_FILTER_KEYS);
  const { change, values } = filters;
  const filter = useMemo(() => promotionsFilter(values), [values]);
  const list = useLoadMore(useGetPromotionsInfiniteQuery(filter));
  const loadError = useFailureToast(list.error, { failed: t('promotions.fetchFailed'), errored: t('promotions.loadError') });
  const search = useCallback((q: string) => change({ q }), [change]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Promotion | null>(null);
  const filtered = filters.active;

  const columns: LoadMoreTableColumn<Promotion>[] = [
    { key: 'name', header: t('promotions.columns.name'), cardTitle: true, render: (promotion) => <bdi>{promotionName(promotion, language)}</bdi> },
    { key: 'code', header: t('promotions.columns.code'), render: (promotion) => <PromotionCode promotion={promotion} /> },
    { key: 'gives', header: t('promotions.columns.gives'), render: (promotion) => <PromotionGives promotion={promotion} /> },
    { key: 'conditions', header: t('promotions.columns.conditions'), render: (promotion) => <PromotionConditions promotion={promotion} /> },
    { key: 'schedule', header: t('promotions.columns.schedule'), render: (promotion) => <PromotionSchedule promotion={promotion} /> },
    { key: 'fundedBy', header: t('promotions.columns.fundedBy'), render: (promotion) => t(`promotions.funders.${promotion.fundedBy}`) },
    {
      key: 'shop',
      header: t('promotions.columns.shop'),
      render: (promotion) => (promotion.shop ? <bdi>{localizedName({ name: promotion.shop.name, name_ar: promotion.shop.nameAr }, language)}</bdi> : t('promotions.allShops')),
    },
    {
      key: 'state',
      header: t('promotions.columns.state'),
      // On a phone the badge sits beside the name, at the card's head.
      cardTitle: true,
      render: (promotion) => <StatusBadge tone={PROMOTION_STATE_TONES[promotion.state]}>{t(`promotions.states.${promotion.state}`)}</StatusBadge>,
    },
    { key: 'used', header: t('promotions.columns.used'), render: (promotion) => <PromotionUsage promotion={promotion} /> },
    ...(canManage
      ? [{ key: 'actions', header: t('promotions.columns.actions'), render: (promotion: Promotion) => <PromotionRowActions promotion={promotion} onEdit={setEditing} /> }]
      : []),
  ];

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <PageHeader
        title={<span id="promotions-title">{t('promotions.title')}</span>}
        subtitle={t('promotions.subtitle')}
        actions={
          canManage ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
              {t('promotions.new')}
            </Button>
          ) : null
        }
      />
      <FilterBar label={t('promotions.filters.label')} query={filters.query} onClear={() => change('clear')} clearLabel={t('promotions.filters.clear')}>
        <SearchField
          label={t('promotions.filters.search')}
          placeholder={t('promotions.filters.searchPlaceholder')}
          value={values.q}
          onSearch={search}
          className={filterBar.search}
        />
        <Field label={t('promotions.filters.state')} className={styles.field}>
          <Select value={filter.state ?? ''} onChange={(_event, data) => change({ state: data.value })}>
            <option value="">{t('promotions.filters.anyState')}</option>
            {PROMOTION_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`promotions.states.${state}`)}
              </option>
            ))}
          </Select>
        </Field>
        <ShopPicker
          label={t('promotions.filters.shop')}
          placeholder={t('promotions.allShops')}
          failedText={t('promotions.filters.shopsFailed')}
          value={filter.shopId === undefined ? '' : String(filter.shopId)}
          onChange={(shopId) => change({ shopId })}
          className={styles.picker}
        />
      </FilterBar>
      <LoadMoreTable
        {...list}
        ariaLabel={t('promotions.tableLabel')}
        columns={columns}
        getRowKey={(promotion) => promotion.id}
        columnWidths="content"
        cardsUpTo="tablet"
        things={t('promotions.things')}
        emptyTitle={filtered ? t('promotions.filters.noMatch') : t('promotions.empty')}
        emptyHint={filtered ? undefined : canManage ? t('promotions.emptyHintManage') : t('promotions.emptyHint')}
        emptyAction={
          filtered ? (
            <Button icon={<DismissRegular />} onClick={() => change('clear')}>
              {t('promotions.filters.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
      {creating ? <NewPromotionDialog onClose={() => setCreating(false)} /> : null}
      {editing ? <EditPromotionDialog promotion={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
