import { COMMON_NAMESPACE, formatDateTime, formatKwd, localizedName, LtrText, pictureUrl, useAppDispatch, useAppSelector, useLanguage } from '@dukkan/shared';
import { PageHeader, PhoneLinks, ResponsiveTable, StatusBadge, type ResponsiveTableColumn, type StatusTone } from '@dukkan/shared/kit';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, ImageRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useLocation, useParams } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import type { Order, OrderItem } from '../common/order-types';
import { OrderClaimPanel } from '../common/OrderClaimPanel';
import { OrderNotes } from '../common/OrderNotes';
import { OrderShop } from '../common/OrderShop';
import { OrderTimeline } from '../common/OrderTimeline';
import { customerName, itemLineTotal, itemName, itemQuantity, itemUnitPrice, orderCustomer, orderItems } from '../common/order-view';
import { ordersApi, useGetOrderByIdQuery } from '../common/orders-api';
import { useLiveOrderClaims } from '../common/use-live-order-claims';
import { useOrderItemsPageStyles } from './useOrderItemsPageStyles.styles';

/** spec §2 /order-items/{id}: PENDING yellow, COMPLETED green, every other status red. */
export function orderPageTone(status: string | null | undefined): StatusTone {
  const value = (status ?? '').toUpperCase();
  if (value === 'PENDING') return 'warning';
  if (value === 'COMPLETED') return 'success';
  return 'danger';
}

function BackToOrders() {
  const { t } = useTranslation(ORDERS_NS);
  const href = useHref('/orders');
  const handleClick = useLinkClickHandler('/orders');
  const rtl = useLanguage() === 'ar';
  return (
    <Button as="a" href={href} onClick={handleClick} icon={rtl ? <ArrowRightRegular /> : <ArrowLeftRegular />}>
      {t('items.back')}
    </Button>
  );
}

function OrderItemsTable({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderItemsPageStyles();
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });
  const money = (value: number | null) => (value === null ? notAvailable : <LtrText>{formatKwd(value)}</LtrText>);
  const items = orderItems(order);
  const columns: ResponsiveTableColumn<OrderItem>[] = [
    {
      key: 'product',
      header: t('items.product'),
      cardTitle: true,
      render: (item) => {
        const image = pictureUrl(item.product, 'thumbnail');
        return (
          <span className={styles.product}>
            {image ? (
              <img className={styles.image} src={image} alt="" loading="lazy" />
            ) : (
              <span className={styles.noImage} aria-hidden>
                <ImageRegular />
              </span>
            )}
            <span>{itemName(item, language) || notAvailable}</span>
          </span>
        );
      },
    },
    { key: 'category', header: t('items.category'), render: (item) => localizedName(item.product?.category, language) || notAvailable },
    { key: 'quantity', header: t('items.quantity'), align: 'end', render: (item) => <LtrText>{itemQuantity(item)}</LtrText> },
    { key: 'price', header: t('items.price'), align: 'end', render: (item) => money(itemUnitPrice(item)) },
    { key: 'total', header: t('items.total'), align: 'end', render: (item) => money(itemLineTotal(item)) },
  ];
  return (
    // Columns sized by their content, as in the order popup; on a phone the items are cards.
    <div className={styles.items}>
      <ResponsiveTable
        ariaLabel={t('items.tableLabel', { id: order.id })}
        columns={columns}
        rows={items}
        getRowKey={(item) => item.id ?? items.indexOf(item)}
        serialHeader={t('items.serialNo')}
      />
    </div>
  );
}

/**
 * spec §2 /order-items/{id}: the order page. It shows the order passed in navigation state (the
 * popup's link); after a reload there is none, so it loads orders/{id}, and only when that fails
 * says 'No order data found.'. decisions/ordering.md: the order's history, folded, under the items.
 * decisions/order-workspace.md: its claim above the items, its internal notes below them.
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

  const date = formatDateTime(order.createdAt, language);
  const status = order.status ?? '';
  const statusKey = `status.${status.toUpperCase()}`;
  const phone = orderCustomer(order).phone;
  return (
    <section aria-labelledby="order-items-title">
      <PageHeader title={<span id="order-items-title">{t('items.heading', { id: order.id })}</span>} actions={<BackToOrders />} />
      <dl className={styles.meta}>
        <div className={styles.metaItem}>
          <dt className={styles.term}>{t('items.customer')}</dt>
          <dd className={styles.value}>
            <span>{customerName(order, language) ?? t('customer.unknown')}</span>
            {phone ? (
              <>
                {' · '}
                <PhoneLinks phone={phone} />
              </>
            ) : null}
          </dd>
        </div>
        <div className={styles.metaItem}>
          <dt className={styles.term}>{t('items.shop')}</dt>
          <dd className={styles.value}>
            <OrderShop order={order} />
          </dd>
        </div>
        <div className={styles.metaItem}>
          <dt className={styles.term}>{t('items.status')}</dt>
          <dd className={styles.value}>
            {status ? <StatusBadge tone={orderPageTone(status)}>{t(statusKey, { defaultValue: status })}</StatusBadge> : notAvailable}
          </dd>
        </div>
        <div className={styles.metaItem}>
          <dt className={styles.term}>{t('items.orderDate')}</dt>
          <dd className={styles.value}>{date === 'N/A' ? notAvailable : <LtrText>{date}</LtrText>}</dd>
        </div>
      </dl>
      <OrderClaimPanel order={order} className={styles.claim} />
      <OrderItemsTable order={order} />
      <section aria-labelledby="order-notes-title" className={styles.notes}>
        <Text as="h2" id="order-notes-title" size={500} weight="semibold">
          {t('notes.title')}
        </Text>
        <OrderNotes orderId={order.id} />
      </section>
      {/* decisions/ordering.md: the history is fetched when unfolded, so a page handed its order still makes no call. */}
      <Accordion collapsible className={styles.history}>
        <AccordionItem value="history">
          <AccordionHeader as="h2" size="large">
            {t('timeline.title')}
          </AccordionHeader>
          <AccordionPanel>
            <OrderTimeline orderId={order.id} />
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </section>
  );
}
