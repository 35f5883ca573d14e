import { COMMON_NAMESPACE, useLanguage } from '@dukkan/shared';
import { PhoneLinks } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { Order } from './order-types';
import { orderShopName } from './order-view';

/** The shop an order was placed with, in the reader's language, and its phone to call (tel: and WhatsApp): the popup's and the order page's. */
export function OrderShop({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  return (
    <>
      <bdi>{orderShopName(order, language) ?? t('value.notAvailable', { ns: COMMON_NAMESPACE })}</bdi>
      {order.shop?.phone ? (
        <>
          {' · '}
          <PhoneLinks phone={order.shop.phone} />
        </>
      ) : null}
    </>
  );
}
