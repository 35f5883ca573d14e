import { FormField, presetReason, typedReason } from '@dukkan/shared/kit';
import { Button, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { ORDER_REASON_CODES, ORDER_REASON_MAX_LENGTH } from './order-types';
import type { OrderReasonFieldProps } from './OrderReasonField.types';
import { useOrderReasonFieldStyles } from './useOrderReasonFieldStyles.styles';

/**
 * decisions/ordering.md: why an order is rejected or cancelled, optional. A multi-line field (Enter makes a new
 * line, it never confirms) capped at the API's 500 characters with the count in sight, and the
 * common reasons as one-click buttons that put their text, in the current language, in the field.
 * A one-click reason goes as its code (each reader sees it in their language) until it is edited.
 */
export function OrderReasonField({ value, onChange, disabled = false }: OrderReasonFieldProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderReasonFieldStyles();
  return (
    <div className={styles.root}>
      <FormField label={t('confirm.reasonLabel')} hint={t('confirm.reasonCount', { length: value.text.length, max: ORDER_REASON_MAX_LENGTH })}>
        <Textarea
          value={value.text}
          maxLength={ORDER_REASON_MAX_LENGTH}
          resize="vertical"
          disabled={disabled}
          // maxLength stops typing and pasting; the cut also covers any other way text arrives.
          onChange={(_event, data) => onChange(typedReason(data.value.slice(0, ORDER_REASON_MAX_LENGTH)))}
        />
      </FormField>
      <fieldset className={styles.quickReasons}>
        <legend className={styles.caption}>{t('confirm.quickReasons')}</legend>
        {ORDER_REASON_CODES.map((code) => (
          <Button
            key={code}
            size="small"
            shape="circular"
            appearance={value.code === code ? 'primary' : 'outline'}
            aria-pressed={value.code === code}
            disabled={disabled}
            onClick={() => onChange(presetReason(code, t(`reasons.${code}`)))}
          >
            {t(`reasons.${code}`)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
