import { useNotify } from '@dukkan/shared';
import { Controller, FormDialog, FormField, ShopPicker, useRulesForm } from '@dukkan/shared/kit';
import { Checkbox, Select } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { emptyPromotion, PROMOTION_FIELDS, type PromotionField, type PromotionValues, promotionBody, validatePromotion } from './promotion-form-rules';
import { PromotionInput } from './PromotionInput';
import { type PromotionFunder, type PromotionKind, useCreatePromotionMutation } from './promotions-api';
import { usePromotionsStyles } from './usePromotionsStyles.styles';

const KINDS: readonly PromotionKind[] = ['percent', 'fixed', 'free_delivery'];
const FUNDERS: readonly PromotionFunder[] = ['platform', 'shop'];

/**
 * decisions/promotions.md: New promotion (money.manage), every term of it in one dialog: its names, code (none: an
 * automatic offer), what it gives, who may have it, its limits and budget, who pays for it and where, and when. The
 * API's rules are checked as typed, in its words; what it refuses shows under the field it names (a code in use too),
 * and nothing typed is lost. The kind's own terms show for that kind only.
 */
export function NewPromotionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = usePromotionsStyles();
  const notify = useNotify();
  const [createPromotion] = useCreatePromotionMutation();
  const empty = useMemo(() => emptyPromotion(new Date()), []);
  const { form, formProps, errorOf, saving } = useRulesForm<PromotionValues, PromotionField>({
    defaultValues: empty,
    rules: validatePromotion,
    ruleText: (key) => t(`promotions.rules.${key}`),
    serverFields: PROMOTION_FIELDS,
    save: (values) => createPromotion(promotionBody(values)).unwrap(),
    onSaved: () => {
      notify.success(t('promotions.form.created'));
      onClose();
    },
    failureTexts: { failed: t('promotions.form.createFailed') },
    onFailure: notify.error,
    // A dialog: closing it is how its form is left.
    guardsNavigation: false,
  });
  const { control } = form;
  const kind = form.watch('kind');
  const text = (name: PromotionField, options: { required?: boolean; hint?: boolean; number?: boolean; time?: boolean } = {}) => (
    <PromotionInput
      control={control}
      name={name}
      label={t(`promotions.form.${name}`)}
      hint={options.hint ? t(`promotions.form.hints.${name}`) : undefined}
      required={options.required}
      error={errorOf(name)}
      inputMode={options.number ? 'decimal' : undefined}
      type={options.time ? 'datetime-local' : undefined}
      dir={options.number || options.time ? 'ltr' : undefined}
      disabled={saving}
    />
  );
  // A choice that always has a value (no "nothing chosen" option).
  const choice = <Value extends string>(name: 'kind' | 'fundedBy', values: readonly Value[], label: (value: Value) => string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField label={t(`promotions.form.${name}`)} required error={errorOf(name)}>
          <Select value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={saving}>
            {values.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
    />
  );

  return (
    <FormDialog title={t('promotions.form.title')} form={{ formProps, saving }} onClose={onClose} submitLabel={t('promotions.form.submit')}>
      <div className={styles.form}>
        {text('name', { required: true })}
        {text('nameAr', { required: true })}
        <PromotionInput
          control={control}
          name="code"
          label={t('promotions.form.code')}
          hint={t('promotions.form.hints.code')}
          error={errorOf('code')}
          dir="ltr"
          autoComplete="off"
          disabled={saving}
        />
        {choice('kind', KINDS, (value) => t(`promotions.kinds.${value}`))}
        {kind === 'percent' ? (
          <>
            {text('percent', { required: true, number: true })}
            {text('maxDiscount', { hint: true, number: true })}
          </>
        ) : null}
        {kind === 'fixed' ? text('amount', { required: true, number: true }) : null}
        {text('minBasket', { hint: true, number: true })}
        <Controller
          name="firstOrderOnly"
          control={control}
          render={({ field }) => (
            <Checkbox
              className={styles.checkbox}
              label={t('promotions.form.firstOrderOnly')}
              checked={field.value}
              onChange={(_event, data) => field.onChange(data.checked === true)}
              disabled={saving}
            />
          )}
        />
        {text('perCustomerLimit', { hint: true, number: true })}
        {text('maxRedemptions', { hint: true, number: true })}
        {text('budget', { hint: true, number: true })}
        {choice('fundedBy', FUNDERS, (value) => t(`promotions.funders.${value}`))}
        <Controller
          name="shopId"
          control={control}
          render={({ field }) => (
            <ShopPicker
              label={t('promotions.form.shopId')}
              placeholder={t('promotions.allShops')}
              failedText={t('promotions.filters.shopsFailed')}
              value={field.value}
              onChange={field.onChange}
              error={errorOf('shopId')}
              disabled={saving}
            />
          )}
        />
        {text('startsAt', { required: true, time: true })}
        {text('endsAt', { hint: true, time: true })}
      </div>
    </FormDialog>
  );
}
