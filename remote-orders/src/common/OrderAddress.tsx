import { COMMON_NAMESPACE, LtrText, useLanguage } from '@dukkan/shared';
import { Link } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { Order } from './order-types';
import { addressExtras, orderAddress } from './order-view';
import { useOrderAddressStyles } from './useOrderAddressStyles.styles';

/**
 * issue 34: the order's address where there is room (the popup, the order page): the line in the reader's language
 * (the server's labelled one when it sent the model), then what a driver needs: the PACI number, the directions note
 * in its own direction, and the pin on the map in a new tab.
 */
export function OrderAddress({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderAddressStyles();
  const { paci, directions, mapUrl } = addressExtras(order);
  return (
    <span className={styles.root}>
      <bdi>{orderAddress(order, language) ?? t('value.notAvailable', { ns: COMMON_NAMESPACE })}</bdi>
      {paci ? (
        <span>
          <span className={styles.label}>{t('address.paci')}</span> <LtrText>{paci}</LtrText>
        </span>
      ) : null}
      {directions ? (
        <span>
          <span className={styles.label}>{t('address.directions')}</span> <span dir="auto">{directions}</span>
        </span>
      ) : null}
      {mapUrl ? (
        <Link href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.map}>
          <LocationRegular aria-hidden />
          {t('address.openMap')}
        </Link>
      ) : null}
    </span>
  );
}
