import { FormField } from '@dukkan/shared/kit';
import { Button, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { ORDER_REASON_MAX_LENGTH } from '../common/order-types';
import { QUICK_REASONS } from './order-actions';
import type { OrderReasonFieldProps } from './OrderReasonField.types';
import { useOrderReasonFieldStyles } from './useOrderReasonFieldStyles.styles';

/**
 * issue 14: why an order is rejected or cancelled, optional. A multi-line field (Enter makes a new
 * line, it never confirms) capped at the API's 500 characters with the count in sight, and the
 * common reasons as one-click buttons that put their text, in the current language, in the field.
 */
export function OrderReasonField({ value, onChange, disabled = false }: OrderReasonFieldProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderReasonFieldStyles();
  return (
    <div className={styles.root}>
      <FormField label={t('confirm.reasonLabel')} hint={t('confirm.reasonCount', { length: value.length, max: ORDER_REASON_MAX_LENGTH })}>
        <Textarea
          value={value}
          maxLength={ORDER_REASON_MAX_LENGTH}
          resize="vertical"
          disabled={disabled}
          // maxLength stops typing and pasting; the cut also covers any other way text arrives.
          onChange={(_event, data) => onChange(data.value.slice(0, ORDER_REASON_MAX_LENGTH))}
        />
      </FormField>
      <fieldset className={styles.quickReasons}>
        <legend className={styles.caption}>{t('confirm.quickReasons')}</legend>
        {QUICK_REASONS.map((key) => (
          <Button key={key} size="small" shape="circular" appearance="outline" disabled={disabled} onClick={() => onChange(t(`reasons.${key}`))}>
            {t(`reasons.${key}`)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
