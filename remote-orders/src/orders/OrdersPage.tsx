import { ageLevel, COMMON_NAMESPACE, formatAge, formatDateTime, formatKwd, isOrderStatus, KUWAIT_TIME_ZONE, LtrText, orderAcknowledged, selectCurrentUser, selectFreshOrders, selectOrderCounts, useAgeThresholds, useAppDispatch, useAppSelector, useCan, useFailureToast, useLanguage, useListFilters, useLoadMore, useNow, usePaymentLabel } from '@dukkan/shared';
import { LoadMoreTable, PageHeader, PhoneLinks, StatusBadge, TableSkeleton, useRowSelection, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { Badge, Button, Link, mergeClasses } from '@fluentui/react-components';
import { DismissRegular, PersonRegular, EyeRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import { OrderBulkActions } from './OrderBulkActions';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderFiltersBar } from './OrderFiltersBar';
import { ORDER_FILTER_KEYS } from '../common/order-filters';
import { OrderStatusTabs } from './OrderStatusTabs';
import { hasActionColumn, TAB_ACTIONS, type OrderAction } from '../common/order-actions';
import { isEndingAction, ORDER_ACTION_ICONS } from '../common/order-action-icons';
import { ALL_ORDERS_TAB, isOrderTab, SCHEDULED_ORDERS_TAB, tabStatus, type Order, type OrderStatus, type OrderTab } from '../common/order-types';
import { customerName, orderAddress, orderCustomer, orderShopName, orderTotalAmount, orderTotalQuantity, productSummary } from '../common/order-view';
import { ordersTabQuery, toOrderStats, useGetOrdersByStatusInfiniteQuery, useGetOrderStatsQuery } from '../common/orders-api';
import { orderSlot, orderSlotText, prepareFromText, slotHours, waitingSince } from '../common/order-slot';
import { useOrderTranslate } from '../common/OrderItemName';
import { claimHolder, claimText } from '../common/order-claim';
import { OrderEscalation } from '../common/OrderEscalation';
import { useLiveOrderClaims } from '../common/use-live-order-claims';
import { useFocusAfterMove } from './use-focus-after-move';
import { useOrderStatusChange } from '../common/use-order-status-change';
import { useOrdersPageStyles } from './useOrdersPageStyles.styles';

/** decisions/live-desk.md: the tabs whose orders still wait for staff show their age. */
const AGED_TABS: readonly OrderStatus[] = ['NEW', 'ACCEPTED'];
const AGE_COLORS = { fresh: 'informative', warning: 'warning', overdue: 'danger' } as const;

/** decisions/reports-and-bulk.md: the tab whose orders can be picked and accepted or rejected together. */
const BULK_TAB: OrderStatus = 'NEW';
/** The status an order's row acts on: its tab's (Scheduled: NEW), or on All the row's own (NEW when a server sends none). */
const rowStatus = (order: Order, tab: OrderTab): OrderStatus => tabStatus(tab) ?? (isOrderStatus(order.status) ? order.status : 'NEW');

const orderId = (order: Order) => order.id;

/** spec §9: the first load of a tab shows a skeleton of 10 rows by 7 columns. */
const SKELETON = { rows: 10, columns: 7 } as const;

/**
 * spec §2 /orders ('Order Management'): a tab per status with its count, the tab's orders with
 * Load More, the actions of spec §4, and the detail popup. The tab lives in the address
 * (?status=ACCEPTED), so a reload or a shared link opens the same tab.
 */
export function OrdersPage() {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const canAct = useCan('orders.act');
  const styles = useOrdersPageStyles();
  const paymentLabel = usePaymentLabel();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  // The tab: a status, or All (decisions/order-workspace.md).
  const status: OrderTab = isOrderTab(requested) ? requested : 'NEW';
  const allTab = status === ALL_ORDERS_TAB;
  // decisions/delivery-slots.md: the NEW orders whose preparation time is ahead, apart from New until then.
  const scheduledTab = status === SCHEDULED_ORDERS_TAB;
  const statusLabel = t(`tabs.${status}`);
  const translate = useOrderTranslate();
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });
  // decisions/search.md: the search, filters and sort live in the address beside the tab.
  const filters = useListFilters(ORDER_FILTER_KEYS);
  const filtered = filters.active;

  // The tabs' counts: with no search or filter, the live stream's, the navigation badge's source too
  // (architecture §7); orders/stats under a search or filter, or before the stream said (none in a remote alone).
  const deskCounts = useAppSelector(selectOrderCounts);
  // decisions/delivery-slots.md: counts from a stream that does not count the scheduled orders would say 0 for them:
  // orders/stats is asked instead (its tags are made stale by the stream's every event, as the lists').
  const streamCounts = useMemo(
    () => (filtered || !deskCounts || !(SCHEDULED_ORDERS_TAB in deskCounts) ? null : toOrderStats(deskCounts)),
    [filtered, deskCounts],
  );
  // Orders move under our feet (other staff, the shop app): every visit asks again.
  const stats = useGetOrderStatsQuery(filtered ? filters.applied : undefined, { refetchOnMountOrArgChange: true, skip: streamCounts !== null });
  const list = useLoadMore(useGetOrdersByStatusInfiniteQuery({ status, filters: filters.applied }, { refetchOnMountOrArgChange: true }));
  // After Accept or Reject the focus goes on to the next row's same action, not the page's top.
  const emptyTarget = useCallback(() => document.getElementById(`orders-tab-${status}`), [status]);
  const focus = useFocusAfterMove(list.rows, emptyTarget);
  const { request: requestChange, busyIds, dialog: confirmDialog } = useOrderStatusChange(focus.moved);
  const [viewing, setViewing] = useState<Order | null>(null);
  // decisions/reports-and-bulk.md: NEW orders picked to accept or reject together.
  // Another tab or filter is another set of orders: nothing stays picked from the one before.
  const selection = useRowSelection(list.rows, {
    getId: orderId,
    rowLabel: useCallback((order: Order) => t('bulk.selectRow', { id: order.id }), [t]),
    allLabel: t('bulk.selectAll', { ns: COMMON_NAMESPACE }),
    scope: `${status}?${filters.query}`,
  });
  // Only staff who may move orders pick them (decisions/roles-and-audit.md).
  const bulkTab = status === BULK_TAB && canAct;
  // The list's columns change with the selection's only on the tab that shows it.
  const selectColumn = bulkTab ? selection.column : null;
  // decisions/live-desk.md: orders that arrived live are highlighted until someone here opens or acts on them.
  const dispatch = useAppDispatch();
  const freshOrders = useAppSelector(selectFreshOrders);
  const freshIds = useMemo(() => new Set(freshOrders.map((order) => order.id)), [freshOrders]);
  const now = useNow(15_000);
  // The team's thresholds (decisions/order-workspace.md): an owner's change recolours every row at once.
  const thresholds = useAgeThresholds();
  const view = useCallback(
    (order: Order) => {
      dispatch(orderAcknowledged(order.id));
      setViewing(order);
    },
    [dispatch],
  );
  // decisions/order-workspace.md: who holds each order, written live into the rows; a move over another's claim asks first.
  useLiveOrderClaims();
  const me = useAppSelector(selectCurrentUser)?.id;
  const request = useCallback(
    (order: Order, action: OrderAction) => {
      dispatch(orderAcknowledged(order.id));
      requestChange(order.id, action, claimHolder(order, me));
    },
    [dispatch, requestChange, me],
  );
  // The popup shows the row as the cache holds it now (a claim made anywhere), the order it was opened with if it left the list.
  const viewingOrder = viewing ? (list.rows.find((order) => order.id === viewing.id) ?? viewing) : null;

  // spec §8: 'Failed to fetch orders for {status}' when the server refused (its own message
  // first), 'Error loading orders data for {status}' when no answer came; a toast once per failure.
  const loadFailure = useFailureToast(list.error, {
    failed: t('list.fetchFailed', { status: statusLabel }),
    errored: t('list.loadError', { status: statusLabel }),
  });

  // decisions/order-workspace.md: a claimed order names its holder beside its id.
  const claimBadge = useCallback(
    (order: Order) => {
      const holder = claimHolder(order, me);
      if (!holder) return null;
      const label = claimText(holder, t);
      return (
        <Badge appearance="tint" color={holder.mine ? 'brand' : 'informative'} size="small" icon={<PersonRegular />} className={styles.claimBadge} title={label}>
          <bdi className={styles.claimName}>{label}</bdi>
        </Badge>
      );
    },
    [me, t, styles.claimBadge, styles.claimName],
  );

  const columns = useMemo<LoadMoreTableColumn<Order>[]>(() => {
    const all: LoadMoreTableColumn<Order>[] = [
      // On a phone's card the id and the status head the card (decisions/phone-speed.md).
      {
        key: 'id',
        header: t('columns.orderId'),
        cardTitle: true,
        render: (order) => (
          <span className={styles.idCell}>
            <LtrText>#{order.id}</LtrText>
            {freshIds.has(order.id) ? (
              <Badge appearance="filled" color="brand" size="small">
                {t('list.fresh')}
              </Badge>
            ) : null}
            {claimBadge(order)}
            {/* decisions/order-workspace.md: escalated while it waits; once answered the order keeps it as history only. */}
            {rowStatus(order, status) === 'NEW' ? <OrderEscalation order={order} /> : null}
          </span>
        ),
      },
      {
        key: 'status',
        header: t('columns.status'),
        // A status's tab says it; All shows each row's.
        show: allTab ? undefined : 'cards',
        cardTitle: true,
        render: (order) => (order.status ? <StatusBadge>{t(`status.${order.status}`, { defaultValue: order.status })}</StatusBadge> : null),
      },
      {
        key: 'product',
        header: t('columns.product'),
        render: (order) => {
          const { first, more } = productSummary(order, language);
          return (
            <Link as="button" className={styles.product} onClick={() => view(order)} aria-haspopup="dialog">
              <span>{first || t('detail.items')}</span>
              {more > 0 ? (
                <Badge appearance="tint" color="informative" size="small">
                  <LtrText>{t('list.more', { count: more })}</LtrText>
                </Badge>
              ) : null}
            </Link>
          );
        },
      },
      // Whom to call about it: on the card too.
      { key: 'shop', header: t('columns.shop'), render: (order) => <bdi className={styles.shop}>{orderShopName(order, language) ?? notAvailable}</bdi> },
      // The card keeps what decides an order (customer, amount, age); View has the rest.
      {
        key: 'address',
        header: t('columns.address'),
        show: 'table',
        render: (order) => <bdi className={styles.address}>{orderAddress(order, language) ?? notAvailable}</bdi>,
      },
      // All shows each row's status in the room of the quantity (the table still fits at 1280 px); Scheduled, when each
      // order's preparation starts and its slot's hours (decisions/delivery-slots.md), on the card too.
      ...(scheduledTab
        ? [
            {
              key: 'prepareFrom',
              header: t('columns.prepareFrom'),
              render: (order: Order) => {
                const from = prepareFromText(order, now, language, translate);
                const slot = orderSlot(order);
                return (
                  <span className={styles.dateCell}>
                    <bdi className={styles.nowrap}>{from ?? notAvailable}</bdi>
                    {slot ? <bdi className={styles.quiet}>{t('slot.delivery', { hours: slotHours(slot) })}</bdi> : null}
                  </span>
                );
              },
            },
          ]
        : allTab
          ? []
          : [{ key: 'quantity', header: t('columns.quantity'), show: 'table' as const, render: (order: Order) => <LtrText>{orderTotalQuantity(order)}</LtrText> }]),
      {
        key: 'amount',
        header: t('columns.amount'),
        render: (order) => {
          const amount = orderTotalAmount(order);
          return amount === null ? notAvailable : <LtrText>{formatKwd(amount)}</LtrText>;
        },
      },
      {
        key: 'customer',
        header: t('columns.customer'),
        render: (order) => {
          const phone = orderCustomer(order).phone;
          return (
            <span className={styles.customer}>
              <span>{customerName(order, language) ?? t('customer.unknown')}</span>
              <span className={styles.quiet}>{phone ? <PhoneLinks phone={phone} /> : notAvailable}</span>
            </span>
          );
        },
      },
      {
        key: 'payment',
        header: t('columns.payment'),
        show: 'table',
        render: (order) =>
          order.paymentMethod ? (
            <span className={styles.nowrap}>
              <StatusBadge>{paymentLabel(order.paymentMethod)}</StatusBadge>
            </span>
          ) : (
            notAvailable
          ),
      },
      {
        key: 'date',
        header: t('columns.date'),
        render: (order) => {
          const date = formatDateTime(order.createdAt, language, { timeZone: KUWAIT_TIME_ZONE });
          if (date === 'N/A') return notAvailable;
          // decisions/live-desk.md: in the tabs still waiting for staff, the order's age below its date, ticking,
          // amber and then red past config.js's thresholds (the spec's columns stay as they are); a scheduled order
          // waits from its preparation time (decisions/delivery-slots.md), and on the Scheduled tab does not wait yet.
          const since = waitingSince(order);
          const age = !scheduledTab && AGED_TABS.includes(rowStatus(order, status)) ? formatAge(since, now, language) : null;
          // decisions/delivery-slots.md: an order for a slot says which (the Scheduled tab says it in its own column).
          const slot = !scheduledTab && orderSlot(order) ? orderSlotText(order, language, translate) : null;
          return (
            <span className={styles.dateCell}>
              <LtrText className={styles.date}>{date}</LtrText>
              {age ? (
                <Badge appearance="tint" color={AGE_COLORS[ageLevel(since, now, thresholds)]} aria-label={`${t('columns.age')}: ${age}`}>
                  {age}
                </Badge>
              ) : null}
              {slot ? <bdi className={styles.quiet}>{t('slot.line', { slot })}</bdi> : null}
            </span>
          );
        },
      },
    ];
    const statusOfTab = tabStatus(status);
    if (statusOfTab !== null && !hasActionColumn(statusOfTab)) return all;
    return [
      ...(selectColumn ? [selectColumn] : []),
      ...all,
      {
        key: 'actions',
        header: t('columns.actions'),
        render: (order) => {
          const busy = busyIds.has(order.id);
          return (
            <fieldset className={styles.actions} aria-label={t('actions.group', { id: order.id })} data-order-id={order.id}>
              <Button size="small" className={styles.actionButton} icon={<EyeRegular />} onClick={() => view(order)} aria-haspopup="dialog">
                {t('actions.view')}
              </Button>
              {/* decisions/roles-and-audit.md: the moves of spec §4 only for those who may act on orders (the API refuses the rest). */}
              {(canAct ? TAB_ACTIONS[rowStatus(order, status)] : []).map((action) => {
                const destructive = isEndingAction(action);
                return (
                  <Button
                    key={action}
                    size="small"
                    appearance={destructive ? 'outline' : 'primary'}
                    className={mergeClasses(styles.actionButton, destructive && styles.danger)}
                    icon={ORDER_ACTION_ICONS[action]}
                    disabled={busy}
                    data-action={action}
                    onClick={() => request(order, action)}
                  >
                    {t(`actions.${action}`)}
                  </Button>
                );
              })}
            </fieldset>
          );
        },
      },
    ];
  }, [t, translate, language, status, allTab, scheduledTab, styles, notAvailable, paymentLabel, busyIds, request, view, freshIds, now, thresholds, canAct, selectColumn, claimBadge]);

  return (
    <section aria-labelledby="orders-title">
      <PageHeader title={<span id="orders-title">{t('page.title')}</span>} subtitle={t('page.subtitle')} />
      <OrderFiltersBar
        filters={filters.values}
        query={filters.query}
        onChange={filters.change}
        onApply={filters.apply}
        exportTo={{ query: new URLSearchParams({ ...ordersTabQuery(status), ...filters.applied }).toString(), total: list.totalCapped ? undefined : list.total }}
      />
      <OrderStatusTabs
        selected={status}
        counts={streamCounts ?? stats.data}
        onSelect={(next) => setParams((current) => {
          const updated = new URLSearchParams(current);
          updated.set('status', next);
          return updated;
        }, { replace: true })}
      />
      <div role="tabpanel" aria-labelledby={`orders-tab-${status}`} ref={focus.panelRef} className={styles.panel}>
        {list.isLoading && list.rows.length === 0 ? (
          <TableSkeleton rows={SKELETON.rows} columns={SKELETON.columns} ariaLabel={t('list.loading')} cardsUpTo="tablet" />
        ) : (
          <LoadMoreTable
            {...list}
            ariaLabel={allTab ? t('tabs.ALL') : t('list.ariaLabel', { status: scheduledTab ? t('slot.scheduled') : t(`status.${status}`) })}
            columns={columns}
            getRowKey={(order) => order.id}
            serialHeader={t('columns.serialNo')}
            things={t('list.things')}
            emptyTitle={filtered ? t('filters.noMatch') : t('list.empty')}
            emptyAction={
              filtered ? (
                <Button icon={<DismissRegular />} onClick={() => filters.change('clear')}>
                  {t('filters.clear')}
                </Button>
              ) : undefined
            }
            errorTitle={loadFailure ?? undefined}
            rowClassName={(order) => (freshIds.has(order.id) ? styles.fresh : undefined)}
            // Twelve columns need a laptop's width beside the navigation: on a tablet, cards too;
            // on a laptop each column as wide as its content (an address beside a quantity).
            cardsUpTo="tablet"
            columnWidths="content"
          />
        )}
        {/* decisions/reports-and-bulk.md: after the list, held at the window's foot while it scrolls (kit BulkDock). */}
        {bulkTab ? <OrderBulkActions ids={selection.ids} onClear={selection.clear} /> : null}
      </div>
      <OrderDetailDialog order={viewingOrder} onClose={() => setViewing(null)} />
      {confirmDialog}
    </section>
  );
}
