import { COMMON_NAMESPACE, formatDateTime, isOrderStatus, KUWAIT_TIME_ZONE, localizedName, LtrText, pictureUrl, useAppDispatch, useAppSelector, useCan, useLanguage, usePaymentLabel } from '@dukkan/shared';
import { BackLink, PageHeader, PhoneLinks, ResponsiveTable, StatusBadge, type ResponsiveTableColumn, type StatusTone } from '@dukkan/shared/kit';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, mergeClasses, Spinner, Text } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular, ImageRegular, PrintRegular, VehicleTruckRegular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useLocation, useParams } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import type { CustomerHistory, Order } from '../common/order-types';
import { ORDER_ACTION_ICONS, isEndingAction } from '../common/order-action-icons';
import { TAB_ACTIONS } from '../common/order-actions';
import { useClaimHolder } from '../common/order-claim';
import { OrderAddress } from '../common/OrderAddress';
import { OrderClaimPanel } from '../common/OrderClaimPanel';
import { OrderComplaints } from '../common/OrderComplaints';
import { OrderEscalation } from '../common/OrderEscalation';
import { OrderAmount, OrderItemMoney, OrderItemName, OrderItemPrice, useOrderChoiceDetail, useOrderLineRowClass, useOrderLines } from '../common/OrderItemName';
import type { OrderLine } from '../common/order-lines';
import { OrderMoney } from '../common/OrderMoney';
import { OrderNotes } from '../common/OrderNotes';
import { OrderShop } from '../common/OrderShop';
import { useOrderSlotDetail } from '../common/use-order-slot-detail';
import { useOrderTotalsDetail } from '../common/use-order-totals-detail';
import { OrderTimeline } from '../common/OrderTimeline';
import { customerName, itemName, orderCustomer, orderTotalQuantity } from '../common/order-view';
import { ordersApi, useGetOrderByIdQuery, useGetOrderCustomerHistoryQuery } from '../common/orders-api';
import { usePrintOrder } from '../common/print/use-print-order';
import { useLiveOrderClaims } from '../common/use-live-order-claims';
import { useOrderStatusChange } from '../common/use-order-status-change';
import { useOrderItemsPageStyles } from './useOrderItemsPageStyles.styles';

/** spec §2 /order-items/{id}: PENDING yellow, COMPLETED green, every other status red. */
export function orderPageTone(status: string | null | undefined): StatusTone {
  const value = (status ?? '').toUpperCase();
  if (value === 'PENDING') return 'warning';
  if (value === 'COMPLETED') return 'success';
  return 'danger';
}

/** decisions/picking.md: an accepted order's picking screen, for staff who may change it. */
function PickItemsLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderItemsPageStyles();
  const to = `/order-items/${orderId}/pick`;
  const href = useHref(to);
  const handleClick = useLinkClickHandler(to);
  return (
    <Button as="a" href={href} onClick={handleClick} appearance="primary" className={styles.action} icon={<ClipboardTaskListLtrRegular />}>
      {t('actions.pick')}
    </Button>
  );
}

/** decisions/dispatch.md: the statuses an order may have been handed to a driver or courier in (a returned one is cancelled). */
const HANDED_OVER_STATUSES = new Set(['ACCEPTED', 'INTRANSIT', 'DELIVERED', 'CANCELLED']);

/** decisions/dispatch.md: the order's deliveries (each attempt, how it ended, its proof) on the dispatch section's page. */
function DeliveryLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderItemsPageStyles();
  const to = `/dispatch/orders/${orderId}`;
  const href = useHref(to);
  const handleClick = useLinkClickHandler(to);
  return (
    <Button as="a" href={href} onClick={handleClick} className={styles.action} icon={<VehicleTruckRegular />}>
      {t('actions.delivery')}
    </Button>
  );
}

function BackToOrders() {
  const { t } = useTranslation(ORDERS_NS);
  return <BackLink to="/orders">{t('items.back')}</BackLink>;
}

/**
 * The moves the order's status allows (spec §4, the list's own table: TAB_ACTIONS) for staff who may act on orders,
 * its delivery's page for staff who read dispatch, and Print for everyone. A move asks as it does on the list (why, for a reject or cancel; first, over a colleague's
 * claim); its answer is the cached order, so the page shows the new status and its moves at once, and the focus goes
 * on to the first of them (the button pressed is gone).
 */
function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderItemsPageStyles();
  const canAct = useCan('orders.act');
  const canReadDispatch = useCan('dispatch.read');
  const print = usePrintOrder();
  const { holder } = useClaimHolder(order);
  // The status a move left (or found already left: a 409), until the page shows another.
  const movedFrom = useRef<string | null>(null);
  const status = order.status ?? null;
  const moved = useCallback(() => {
    movedFrom.current = status;
  }, [status]);
  const { request, busyIds, dialog } = useOrderStatusChange(moved);
  const moves = canAct && isOrderStatus(status) ? TAB_ACTIONS[status] : [];
  const busy = busyIds.has(order.id);
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (movedFrom.current === null || busy || status === movedFrom.current) return;
    movedFrom.current = null;
    group.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [busy, status]);
  return (
    <>
      <fieldset ref={group} aria-label={t('actions.group', { id: order.id })} className={styles.actions}>
        {/* Picking comes between accepted and shipped: first among the moves. */}
        {canAct && status === 'ACCEPTED' ? <PickItemsLink orderId={order.id} /> : null}
        {moves.map((action) => (
          <Button
            key={action}
            appearance={isEndingAction(action) ? 'outline' : 'primary'}
            className={mergeClasses(styles.action, isEndingAction(action) && styles.danger)}
            icon={ORDER_ACTION_ICONS[action]}
            disabled={busy}
            onClick={() => request(order.id, action, holder)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        {canReadDispatch && HANDED_OVER_STATUSES.has(status ?? '') ? <DeliveryLink orderId={order.id} /> : null}
        <Button className={styles.action} icon={<PrintRegular />} onClick={() => print(order)}>
          {t('detail.print')}
        </Button>
      </fieldset>
      {dialog}
    </>
  );
}

/** '3 earlier orders · 2 delivered · 1 cancelled', or 'First order'; the parts that are none are left out. */
export function customerHistoryText(history: CustomerHistory, t: TFunction): string {
  const count = (value: unknown) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : 0;
  };
  const earlier = count(history.orders);
  if (earlier === 0) return t('customerHistory.first');
  const delivered = count(history.delivered);
  const cancelled = count(history.cancelled);
  return [
    t('customerHistory.earlier', { count: earlier }),
    delivered > 0 ? t('customerHistory.delivered', { count: delivered }) : null,
    cancelled > 0 ? t('customerHistory.cancelled', { count: cancelled }) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** One fact of the page's header: its term and value. */
function MetaItem({ term, children }: { term: string; children: ReactNode }) {
  const styles = useOrderItemsPageStyles();
  return (
    <div className={styles.metaItem}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The customer's past orders: said once known; while loading, or when the API cannot say, the page goes without. */
function PastOrders({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const { data } = useGetOrderCustomerHistoryQuery(orderId);
  if (!data) return null;
  return <MetaItem term={t('customerHistory.label')}>{customerHistoryText(data, t)}</MetaItem>;
}

/** What the popup shows beside the header's facts: the address (with PACI, directions and the pin), the delivery slot, payment, quantity, amount. */
function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderItemsPageStyles();
  const paymentLabel = usePaymentLabel();
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });
  const choice = useOrderChoiceDetail(order);
  const slot = useOrderSlotDetail(order);
  const totals = useOrderTotalsDetail(order);
  // Keyed by the term's catalogue key (its words, unless it brings its own term).
  const details: { key: string; term?: string; value: ReactNode }[] = [
    { key: 'detail.address', value: <OrderAddress order={order} /> },
    // decisions/delivery-slots.md: when the customer wants it.
    ...slot,
    { key: 'detail.payment', value: order.paymentMethod ? <StatusBadge>{paymentLabel(order.paymentMethod)}</StatusBadge> : notAvailable },
    { key: 'detail.quantity', value: <LtrText>{orderTotalQuantity(order)}</LtrText> },
    // decisions/promotions.md: the delivery fee and a promotion's discount, just above the amount they make up.
    ...totals,
    // decisions/picking.md: the amount now, and as ordered when picking changed it.
    { key: 'detail.amount', value: <OrderAmount order={order} /> },
    // decisions/grocery-products.md: what the customer wants for the items that say nothing of their own.
    ...choice,
  ];
  return (
    <section aria-labelledby="order-details-title" className={styles.card}>
      <Text as="h2" id="order-details-title" size={400} weight="semibold">
        {t('items.details')}
      </Text>
      <dl className={styles.details}>
        {details.map(({ key, term, value }) => (
          <div key={key} className={styles.pair}>
            <dt className={styles.term}>{term ?? t(key)}</dt>
            <dd className={styles.detailValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OrderItemsTable({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderItemsPageStyles();
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });
  // decisions/picking.md: the lines as they will be delivered and billed.
  const lines = useOrderLines(order);
  const rowClass = useOrderLineRowClass();
  const columns: ResponsiveTableColumn<OrderLine>[] = [
    {
      key: 'product',
      header: t('items.product'),
      cardTitle: true,
      render: (line) => {
        const image = pictureUrl(line.item.product, 'thumbnail');
        return (
          <span className={styles.product}>
            {image ? (
              <img className={styles.image} src={image} alt="" loading="lazy" />
            ) : (
              <span className={styles.noImage} aria-hidden>
                <ImageRegular />
              </span>
            )}
            <OrderItemName line={line} name={itemName(line.item, language) || notAvailable} />
          </span>
        );
      },
    },
    { key: 'category', header: t('items.category'), render: ({ item }) => localizedName(item.product?.category, language) || notAvailable },
    { key: 'quantity', header: t('items.quantity'), align: 'end', render: (line) => line.quantity },
    { key: 'price', header: t('items.price'), align: 'end', render: (line) => <OrderItemPrice line={line} /> },
    { key: 'total', header: t('items.total'), align: 'end', render: (line) => <OrderItemMoney amount={line.total} /> },
  ];
  return (
    // Columns sized by their content, as in the order popup; on a phone the items are cards.
    <div className={styles.items}>
      <ResponsiveTable
        ariaLabel={t('items.tableLabel', { id: order.id })}
        columns={columns}
        rows={lines}
        getRowKey={(line) => line.item.id ?? lines.indexOf(line)}
        rowClassName={rowClass}
        serialHeader={t('items.serialNo')}
      />
    </div>
  );
}

/**
 * spec §2 /order-items/{id}: the order page. It shows the order passed in navigation state (the
 * popup's link); after a reload there is none, so it loads orders/{id}, and only when that fails
 * says 'No order data found.'. issue 34: the workspace. Beside the spec's header (with the customer's past orders
 * and an escalation), the moves its status allows and Print, its claim (decisions/order-workspace.md) and what the
 * popup shows; beside them the items, the money, the order's complaints with "Log a complaint" (decisions/complaints.md),
 * the internal notes and the history, open (decisions/ordering.md).
 * Two columns on a wide screen, one on a phone with the moves first.
 */
export function OrderItemsPage() {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderItemsPageStyles();
  const { id: idParam } = useParams();
  const location = useLocation();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const passed = (location.state as { order?: Order } | null)?.order;
  const fromState = passed && String(passed.id) === idParam ? passed : undefined;
  // decisions/order-workspace.md: the order handed over becomes the cached order without asking the API, so
  // its claim follows the stream (useLiveOrderClaims writes the cached order) like an order loaded here.
  const dispatch = useAppDispatch();
  const cached = useAppSelector((state) => validId && ordersApi.endpoints.getOrderById.select(id)(state).data !== undefined);
  useEffect(() => {
    if (fromState && !cached) dispatch(ordersApi.util.upsertQueryEntries([{ endpointName: 'getOrderById', arg: id, value: fromState }]));
  }, [dispatch, fromState, cached, id]);
  useLiveOrderClaims();
  const query = useGetOrderByIdQuery(id, { skip: (Boolean(fromState) && !cached) || !validId });
  const order = query.data ?? fromState;
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });

  if (!order) {
    const loading = validId && !fromState && (query.isLoading || query.isFetching);
    return (
      <section className={styles.message} aria-busy={loading}>
        {loading ? (
          <Spinner label={t('items.loading')} />
        ) : (
          <>
            <Text role="alert" size={500} weight="semibold">
              {t('items.notFound')}
            </Text>
            <BackToOrders />
          </>
        )}
      </section>
    );
  }

  const date = formatDateTime(order.createdAt, language, { timeZone: KUWAIT_TIME_ZONE });
  const status = order.status ?? '';
  const statusKey = `status.${status.toUpperCase()}`;
  const phone = orderCustomer(order).phone;
  return (
    <section aria-labelledby="order-items-title">
      <PageHeader title={<span id="order-items-title">{t('items.heading', { id: order.id })}</span>} actions={<BackToOrders />} />
      <dl className={styles.meta}>
        <MetaItem term={t('items.customer')}>
          <span>{customerName(order, language) ?? t('customer.unknown')}</span>
          {phone ? (
            <>
              {' · '}
              <PhoneLinks phone={phone} />
            </>
          ) : null}
        </MetaItem>
        <PastOrders orderId={order.id} />
        <MetaItem term={t('items.shop')}>
          <OrderShop order={order} />
        </MetaItem>
        <MetaItem term={t('items.status')}>
          <span className={styles.badges}>
            {status ? <StatusBadge tone={orderPageTone(status)}>{t(statusKey, { defaultValue: status })}</StatusBadge> : notAvailable}
            <OrderEscalation order={order} />
          </span>
        </MetaItem>
        <MetaItem term={t('items.orderDate')}>{date === 'N/A' ? notAvailable : <LtrText>{date}</LtrText>}</MetaItem>
      </dl>
      <div className={styles.workspace}>
        <div className={styles.side}>
          <OrderActions order={order} />
          <OrderClaimPanel order={order} />
          <OrderDetails order={order} />
        </div>
        <div className={styles.main}>
          <OrderItemsTable order={order} />
          <OrderMoney order={order} />
          <OrderComplaints orderId={order.id} />
          <section aria-labelledby="order-notes-title" className={styles.notes}>
            <Text as="h2" id="order-notes-title" size={500} weight="semibold">
              {t('notes.title')}
            </Text>
            <OrderNotes orderId={order.id} />
          </section>
          {/* issue 34: the history open from the start (the workspace shows how the order got here), still foldable. */}
          <Accordion collapsible defaultOpenItems="history">
            <AccordionItem value="history">
              <AccordionHeader as="h2" size="large">
                {t('timeline.title')}
              </AccordionHeader>
              <AccordionPanel>
                <OrderTimeline orderId={order.id} />
              </AccordionPanel>
            </AccordionItem>
          </Accordion>
        </div>
      </div>
    </section>
  );
}
