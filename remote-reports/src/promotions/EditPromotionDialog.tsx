import { formatKwd, useLanguage, useNotify } from '@dukkan/shared';
import { FormDialog, useRulesForm } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import {
  PROMOTION_EDIT_FIELDS,
  type PromotionEditField,
  type PromotionEditValues,
  promotionEditValues,
  promotionPatch,
  validatePromotionEdit,
} from './promotion-form-rules';
import { promotionName } from './promotion-facts';
import { PromotionInput } from './PromotionInput';
import { type Promotion, useUpdatePromotionMutation } from './promotions-api';
import { usePromotionsStyles } from './usePromotionsStyles.styles';

/**
 * decisions/promotions.md: Edit (money.manage) changes only what does not change what a customer pays — the end, the
 * budget (never below what it has given away), the most redemptions, the names — through PATCH, sending only what
 * changed. Its terms stay as created: said in the dialog, so nobody looks for them.
 */
export function EditPromotionDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = usePromotionsStyles();
  const notify = useNotify();
  const [updatePromotion] = useUpdatePromotionMutation();
  const initial = useMemo(() => promotionEditValues(promotion), [promotion]);
  const name = promotionName(promotion, language);
  const { form, formProps, errorOf, saving } = useRulesForm<PromotionEditValues, PromotionEditField>({
    defaultValues: initial,
    rules: (values) => validatePromotionEdit(values, promotion),
    ruleText: (key) => t(`promotions.rules.${key}`),
    serverFields: PROMOTION_EDIT_FIELDS,
    save: async (values) => {
      const patch = promotionPatch(values, promotion);
      // Nothing changed: nothing to send.
      if (Object.keys(patch).length > 0) await updatePromotion({ id: promotion.id, patch }).unwrap();
    },
    onSaved: () => {
      notify.success(t('promotions.edit.saved', { name }));
      onClose();
    },
    failureTexts: { failed: t('promotions.edit.failed') },
    onFailure: notify.error,
    guardsNavigation: false,
  });
  const { control } = form;
  const text = (field: PromotionEditField, options: { required?: boolean; number?: boolean; time?: boolean; hint?: string } = {}) => (
    <PromotionInput
      control={control}
      name={field}
      label={t(`promotions.form.${field}`)}
      hint={options.required ? undefined : (options.hint ?? t(`promotions.form.hints.${field}`))}
      required={options.required}
      error={errorOf(field)}
      inputMode={options.number ? 'decimal' : undefined}
      type={options.time ? 'datetime-local' : undefined}
      dir={options.number || options.time ? 'ltr' : undefined}
      disabled={saving}
    />
  );

  return (
    <FormDialog title={t('promotions.edit.title', { name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('promotions.edit.submit')}>
      <Text className={styles.quiet}>{t('promotions.edit.fixed')}</Text>
      <div className={styles.form}>
        {text('name', { required: true })}
        {text('nameAr', { required: true })}
        {text('endsAt', { time: true })}
        {/* A budget only grows from what it has given away. */}
        {text('budget', { number: true, hint: t('promotions.edit.budgetHint', { spent: formatKwd(promotion.spent) }) })}
        {text('maxRedemptions', { number: true })}
      </div>
    </FormDialog>
  );
}
