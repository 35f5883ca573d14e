import { COMMON_NAMESPACE, formatDateTime, formatKwd, LtrText, resolveAssetUrl, useLanguage } from '@dukkan/shared';
import { StatusBadge } from '@dukkan/shared/kit';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { ImageRegular, OpenRegular, PrintRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import { usePrintOrder } from '../print/use-print-order';
import type { OrderDetailDialogProps } from './OrderDetailDialog.types';
import type { Order } from './order-types';
import {
  customerName,
  itemLineTotal,
  itemName,
  itemQuantity,
  itemUnitPrice,
  orderAddress,
  orderCustomer,
  orderItems,
  orderTotalAmount,
  orderTotalQuantity,
} from './order-view';
import { usePaymentLabel } from './use-payment-label';
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
 * spec §2 /orders: the popup a product click opens. Order id, customer, address, date/time,
 * total quantity, amount, payment mode and the items; Print opens the print sheet.
 */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderDetailDialogStyles();
  const printOrder = usePrintOrder();
  const paymentLabel = usePaymentLabel();
  const notAvailable = t('value.notAvailable', { ns: COMMON_NAMESPACE });

  const money = (value: number | null) => (value === null ? notAvailable : <LtrText>{formatKwd(value)}</LtrText>);

  let content: ReactNode = null;
  if (order) {
    const customer = orderCustomer(order);
    const date = formatDateTime(order.createdAt);
    const details: [string, ReactNode][] = [
      [t('detail.orderId'), <LtrText>#{order.id}</LtrText>],
      [
        t('detail.customer'),
        <>
          {customerName(order, language) ?? t('customer.unknown')}
          {customer.phone ? (
            <>
              {' · '}
              <LtrText>{customer.phone}</LtrText>
            </>
          ) : null}
        </>,
      ],
      [t('detail.address'), <bdi>{orderAddress(order) ?? notAvailable}</bdi>],
      [t('detail.date'), date === 'N/A' ? notAvailable : <LtrText>{date}</LtrText>],
      [t('detail.quantity'), <LtrText>{orderTotalQuantity(order)}</LtrText>],
      [t('detail.amount'), money(orderTotalAmount(order))],
      [t('detail.payment'), order.paymentMethod ? <StatusBadge>{paymentLabel(order.paymentMethod)}</StatusBadge> : notAvailable],
    ];
    content = (
      <>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} className={styles.pair}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text as="h3" weight="semibold" size={400} className={styles.itemsTitle}>
          {t('detail.items')}
        </Text>
        <div className={styles.scroller}>
          <Table aria-label={t('detail.items')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('detail.image')}</TableHeaderCell>
                <TableHeaderCell>{t('detail.name')}</TableHeaderCell>
                <TableHeaderCell className={styles.numberHeader}>{t('detail.itemQuantity')}</TableHeaderCell>
                <TableHeaderCell className={styles.numberHeader}>{t('detail.price')}</TableHeaderCell>
                <TableHeaderCell className={styles.numberHeader}>{t('detail.lineTotal')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orderItems(order).map((item, index) => {
                const name = itemName(item, language);
                const image = resolveAssetUrl(item.product?.image);
                return (
                  <TableRow key={item.id ?? index}>
                    <TableCell>
                      {image ? (
                        <img className={styles.image} src={image} alt={name} loading="lazy" />
                      ) : (
                        <span className={styles.noImage} role="img" aria-label={t('detail.noImage')}>
                          <ImageRegular />
                        </span>
                      )}
                    </TableCell>
                    <TableCell>{name || notAvailable}</TableCell>
                    <TableCell className={styles.number}>
                      <LtrText>{itemQuantity(item)}</LtrText>
                    </TableCell>
                    <TableCell className={styles.number}>{money(itemUnitPrice(item))}</TableCell>
                    <TableCell className={styles.number}>{money(itemLineTotal(item))}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      </>
    );
  }

  return (
    <Dialog open={order !== null} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{order ? t('detail.title', { id: order.id }) : null}</DialogTitle>
          <DialogContent>{content}</DialogContent>
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
