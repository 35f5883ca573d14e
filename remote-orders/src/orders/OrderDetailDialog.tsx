import { COMMON_NAMESPACE, formatDateTime, KUWAIT_TIME_ZONE, LtrText, pictureUrl, useLanguage, usePaymentLabel } from '@dukkan/shared';
import { PhoneLinks, ResponsiveTable, StatusBadge, useRestoreFocus, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { ImageRegular, OpenRegular, PrintRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import { usePrintOrder } from '../common/print/use-print-order';
import type { OrderDetailDialogProps } from './OrderDetailDialog.types';
import type { Order } from '../common/order-types';
import type { OrderLine } from '../common/order-lines';
import { OrderAddress } from '../common/OrderAddress';
import { OrderClaimPanel } from '../common/OrderClaimPanel';
import { OrderEscalation } from '../common/OrderEscalation';
import { OrderAmount, OrderItemMoney, OrderItemName, OrderItemPrice, useOrderChoiceDetail, useOrderLineRowClass, useOrderLines } from '../common/OrderItemName';
import { OrderNotesSummary } from '../common/OrderNotes';
import { OrderShop } from '../common/OrderShop';
import { useOrderSlotDetail } from '../common/use-order-slot-detail';
import { useOrderTotalsDetail } from '../common/use-order-totals-detail';
import { OrderTimeline } from '../common/OrderTimeline';
import { customerName, itemName, orderCustomer, orderTotalQuantity } from '../common/order-view';
import { useOrderDetailDialogStyles } from './useOrderDetailDialogStyles.styles';

/** The order page's address: the order travels in navigation state (spec §2 /order-items/{id}). */
function OpenOrderPageButton({ order, children }: { order: Order; children: ReactNode }) {
  const to = `/order-items/${order.id}`;
  const href = useHref(to);
  const handleClick = useLinkClickHandler(to, { state: { order } });
  return (
    <Button as="a" href={href} icon={<OpenRegular />} onClick={handleClick}>
      {children}
    </Button>
  );
}

/**
 * spec §2 /orders: the popup a product click opens. Order id, status, customer, address, date/time,
 * total quantity, amount, payment mode and the items; Print opens the print sheet. decisions/ordering.md:
 * the order's history below the items. decisions/order-workspace.md: its claim first, its notes among the details.
 */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderDetailDialogStyles();
  const printOrder = usePrintOrder();
  const paymentLabel = usePaymentLabel();
  const choice = useOrderChoiceDetail(order);
  const slot = useOrderSlotDetail(order);
  const totals = useOrderTotalsDetail(order);
  // decisions/picking.md: the lines as they will be delivered and billed.
  const lines = useOrderLines(order);
  const rowClass = useOrderLineRowClass();
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });
  // Opened from a row's product or View: the focus goes back there when it closes.
  useRestoreFocus(order !== null);

  const itemColumns: ResponsiveTableColumn<OrderLine>[] = [
    {
      key: 'image',
      header: t('detail.image'),
      render: ({ item }) => {
        const image = pictureUrl(item.product, 'thumbnail');
        return image ? (
          <img className={styles.image} src={image} alt={itemName(item, language)} loading="lazy" />
        ) : (
          <span className={styles.noImage} role="img" aria-label={t('detail.noImage')}>
            <ImageRegular />
          </span>
        );
      },
    },
    { key: 'name', header: t('detail.name'), cardTitle: true, render: (line) => <OrderItemName line={line} name={itemName(line.item, language) || notAvailable} /> },
    { key: 'quantity', header: t('detail.itemQuantity'), align: 'end', render: (line) => line.quantity },
    { key: 'price', header: t('detail.price'), align: 'end', render: (line) => <OrderItemPrice line={line} /> },
    { key: 'total', header: t('detail.lineTotal'), align: 'end', render: (line) => <OrderItemMoney amount={line.total} /> },
  ];

  let content: ReactNode = null;
  if (order) {
    const customer = orderCustomer(order);
    const date = formatDateTime(order.createdAt, language, { timeZone: KUWAIT_TIME_ZONE });
    // Each row names its term and value; keyed by the term's catalogue key (its words, unless it brings its own term).
    const details: { key: string; term?: string; value: ReactNode }[] = [
      { key: 'detail.orderId', value: <LtrText>#{order.id}</LtrText> },
      // issue 34: the status, and an escalation beside it (the list's tab or row says it too; All, every status).
      {
        key: 'detail.status',
        value: (
          <span className={styles.badges}>
            {order.status ? <StatusBadge>{t(`status.${order.status}`, { defaultValue: order.status })}</StatusBadge> : notAvailable}
            <OrderEscalation order={order} />
          </span>
        ),
      },
      { key: 'detail.shop', value: <OrderShop order={order} /> },
      {
        key: 'detail.customer',
        value: (
          <>
            {customerName(order, language) ?? t('customer.unknown')}
            {customer.phone ? (
              <>
                {' · '}
                <PhoneLinks phone={customer.phone} />
              </>
            ) : null}
          </>
        ),
      },
      // issue 34: the line in the reader's language, its PACI number, directions and the map pin.
      { key: 'detail.address', value: <OrderAddress order={order} /> },
      { key: 'detail.date', value: date === 'N/A' ? notAvailable : <LtrText>{date}</LtrText> },
      // decisions/delivery-slots.md: when the customer wants it.
      ...slot,
      { key: 'detail.quantity', value: <LtrText>{orderTotalQuantity(order)}</LtrText> },
      // decisions/promotions.md: the delivery fee and a promotion's discount, just above the amount they make up.
      ...totals,
      // decisions/picking.md: the amount now, and as ordered when picking changed it.
      { key: 'detail.amount', value: <OrderAmount order={order} /> },
      { key: 'detail.payment', value: order.paymentMethod ? <StatusBadge>{paymentLabel(order.paymentMethod)}</StatusBadge> : notAvailable },
      // decisions/grocery-products.md: what the customer wants for the items that say nothing of their own.
      ...choice,
      // decisions/order-workspace.md: how many internal notes, and the latest (the order page has them all).
      { key: 'notes.title', value: <OrderNotesSummary orderId={order.id} /> },
    ];
    content = (
      <>
        {/* decisions/order-workspace.md: who works on it, and Claim, Release, Assign. */}
        <OrderClaimPanel order={order} className={styles.claim} />
        <dl className={styles.details}>
          {details.map(({ key, term, value }) => (
            <div key={key} className={styles.pair}>
              <dt className={styles.term}>{term ?? t(key)}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text as="h3" weight="semibold" size={400} className={styles.itemsTitle}>
          {t('detail.items')}
        </Text>
        {/* On a phone the items stack as cards, so price and total never share a line. */}
        <div className={styles.items}>
          <ResponsiveTable
            ariaLabel={t('detail.items')}
            columns={itemColumns}
            rows={lines}
            getRowKey={(line) => line.item.id ?? lines.indexOf(line)}
            rowClassName={rowClass}
            numbered={false}
            size="small"
          />
        </div>
        <Text as="h3" weight="semibold" size={400} className={styles.sectionTitle}>
          {t('timeline.title')}
        </Text>
        <OrderTimeline orderId={order.id} />
      </>
    );
  }

  return (
    <Dialog open={order !== null} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{order ? t('detail.title', { id: order.id }) : null}</DialogTitle>
          {/* On a phone the details scroll inside the popup: the region takes the focus, so the
              keyboard scrolls it too (axe scrollable-region-focusable), and says what it holds. */}
          <DialogContent tabIndex={0} role="region" aria-label={order ? t('detail.contentLabel', { id: order.id }) : undefined} className={styles.content}>
            {content}
          </DialogContent>
          {order ? (
            <DialogActions position="start">
              <Button appearance="primary" icon={<PrintRegular />} onClick={() => printOrder(order)}>
                {t('detail.print')}
              </Button>
              <OpenOrderPageButton order={order}>{t('detail.openPage')}</OpenOrderPageButton>
            </DialogActions>
          ) : null}
          <DialogActions position="end">
            <Button onClick={onClose}>{t('actions.close', { ns: COMMON_NAMESPACE })}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
