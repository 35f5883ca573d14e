import { COMMON_NAMESPACE, failureMessage, localizedName, useLanguage, useListFilters, useLoadMore, useNow } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { Badge, Button, Spinner, Tab, TabList, Text, ToggleButton } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPATCH_ORDER_STATES, type DispatchBoard, type DispatchOrderState } from '../common/dispatch-types';
import { DISPATCH_NS } from '../i18n';
import { useGetDispatchBoardQuery, useGetDispatchOrdersInfiniteQuery } from './dispatch-board-api';
import { DispatchOrderCard } from './DispatchOrderCard';
import { DriversOnShift } from './DriversOnShift';
import { useDispatchBoardStyles } from './useDispatchBoardStyles.styles';

const FILTER_KEYS = ['state', 'areaId'] as const;

const isState = (value: string): value is DispatchOrderState => (DISPATCH_ORDER_STATES as readonly string[]).includes(value);

type BoardArea = DispatchBoard['areas'][number];

/** The board's areas under their governorates, in the API's order (by governorate, then area). */
function byGovernorate(areas: readonly BoardArea[]): { governorate: BoardArea['governorate']; areas: BoardArea[] }[] {
  const groups: { governorate: BoardArea['governorate']; areas: BoardArea[] }[] = [];
  for (const area of areas) {
    const last = groups[groups.length - 1];
    if (last && last.governorate.id === area.governorate.id) last.areas.push(area);
    else groups.push({ governorate: area.governorate, areas: [area] });
  }
  return groups;
}

/**
 * decisions/dispatch.md, /dispatch: the orders ready to go beside the drivers on shift. The counts per state are the
 * tabs (Waiting, Assigned, On the way, Failed); the areas with open orders filter them; the chosen state's orders are
 * cards, waiting longest first, each with its actions; the drivers on shift with their loads are beside them. The
 * state and area live in the address. Live: the host's order stream invalidates the orders' tags on every step and
 * delivery, so the board reads itself again in every tab (the one that acted included).
 */
export function DispatchBoardPage() {
  const { t } = useTranslation(DISPATCH_NS);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const language = useLanguage();
  const styles = useDispatchBoardStyles();
  const now = useNow(60_000);
  const { values, change } = useListFilters(FILTER_KEYS);
  const state: DispatchOrderState = isState(values.state) ? values.state : 'waiting';
  const areaId = Number(values.areaId) > 0 ? Number(values.areaId) : undefined;

  const board = useGetDispatchBoardQuery();
  const orders = useLoadMore(useGetDispatchOrdersInfiniteQuery({ state, ...(areaId ? { areaId } : {}) }));
  const drivers = board.data?.drivers ?? [];
  const area = board.data?.areas.find((candidate) => candidate.area.id === areaId);
  const counts = areaId ? area?.counts : board.data?.counts;
  const boardFailure = board.error ? failureMessage(board.error, { failed: t('board.fetchFailed') }) : null;
  const ordersFailure = orders.isError && orders.rows.length === 0 ? failureMessage(orders.error, { failed: t('board.ordersFailed') }) : null;

  return (
    <section aria-labelledby="dispatch-board-title">
      <PageHeader title={<span id="dispatch-board-title">{t('board.title')}</span>} subtitle={t('board.subtitle')} />
      {boardFailure ? (
        <div className={styles.error} role="alert">
          <Text>{boardFailure}</Text>
          <Button onClick={() => void board.refetch()}>{tc('actions.retry')}</Button>
        </div>
      ) : null}
      <div className={styles.layout}>
        <nav className={styles.column} aria-labelledby="dispatch-areas-title">
          <h2 id="dispatch-areas-title" className={styles.heading}>
            {t('board.areas')}
          </h2>
          <ul className={styles.areas}>
            <li>
              <ToggleButton className={styles.area} appearance="subtle" checked={!areaId} onClick={() => change({ areaId: '' })}>
                {t('board.allAreas')} <Badge appearance="tint">{board.data?.counts[state] ?? 0}</Badge>
              </ToggleButton>
            </li>
          </ul>
          {byGovernorate(board.data?.areas ?? []).map((group) => (
            <Fragment key={group.governorate.id}>
              <h3 className={styles.governorate}>{localizedName(group.governorate, language)}</h3>
              <ul className={styles.areas}>
                {group.areas.map((entry) => (
                  <li key={entry.area.id}>
                    <ToggleButton
                      className={styles.area}
                      appearance="subtle"
                      checked={entry.area.id === areaId}
                      onClick={() => change({ areaId: String(entry.area.id) })}
                    >
                      {localizedName(entry.area, language)} <Badge appearance="tint">{entry.counts[state]}</Badge>
                    </ToggleButton>
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
        </nav>

        <div className={styles.column}>
          <TabList className={styles.tabs} aria-label={t('board.statesLabel')} selectedValue={state} onTabSelect={(_event, data) => change({ state: String(data.value) })}>
            {DISPATCH_ORDER_STATES.map((each) => (
              <Tab key={each} value={each}>
                <span className={styles.tabLabel}>
                  {t(`board.states.${each}`)}
                  {counts ? (
                    <Badge appearance={each === state ? 'filled' : 'tint'} color={each === 'failed' && counts[each] > 0 ? 'danger' : 'brand'}>
                      {counts[each]}
                    </Badge>
                  ) : null}
                </span>
              </Tab>
            ))}
          </TabList>
          {orders.isLoading && orders.rows.length === 0 ? (
            <Spinner label={t('board.loading')} />
          ) : ordersFailure ? (
            <div className={styles.error} role="alert">
              <Text>{ordersFailure}</Text>
              <Button onClick={orders.refetch}>{tc('actions.retry')}</Button>
            </div>
          ) : orders.rows.length === 0 ? (
            <div className={styles.empty} role="status">
              <Text size={500} weight="semibold">
                {t(`board.empty.${state}`)}
              </Text>
              {areaId ? <Text className={styles.quiet}>{t('board.emptyInArea')}</Text> : null}
            </div>
          ) : (
            <>
              <ul className={styles.orders} aria-label={t(`board.tables.${state}`)}>
                {orders.rows.map((order) => (
                  <DispatchOrderCard key={order.orderId} order={order} drivers={drivers} now={now} />
                ))}
              </ul>
              <div className={styles.footer}>
                {orders.isError ? (
                  <Text role="alert" className={styles.failed}>
                    {tc('table.moreFailed')}
                  </Text>
                ) : null}
                {orders.hasMore ? (
                  <Button appearance="secondary" disabledFocusable={orders.isFetchingMore} onClick={() => void orders.loadMore()}>
                    {orders.isFetchingMore ? tc('table.loadingMore') : tc('table.loadMore')}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>

        <DriversOnShift drivers={drivers} />
      </div>
    </section>
  );
}
