import { isApiError, useNotify } from '@dukkan/shared';
import { DialogFailure, FormDialog, FormInput, useRulesForm } from '@dukkan/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogFailure } from '../common/dialog-failure';
import { DISPATCH_NS } from '../i18n';
import { COURIER_FIELDS, courierBody, EMPTY_COURIER, validateCourier, type CourierField, type CourierValues } from './courier-rules';
import { useAssignDeliveryMutation } from './dispatch-board-api';

export interface CourierDialogProps {
  orderId: number;
  /** The live delivery this tab saw (null: none): handing over replaces it, as an assignment does. */
  replaces: number | null;
  onClose: () => void;
}

/** A 400 may name the courier's fields inside the body's object ('courier.company'): each message under its field. */
function withCourierFields(error: unknown): unknown {
  if (!isApiError(error) || !error.errors) return error;
  return { ...error, errors: Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field.replace(/^courier\./, ''), message])) };
}

/**
 * decisions/dispatch.md: "Hand to courier": an outside company carries the order — its name and reference, a tracking
 * link, its driver, what it costs us. Like an assignment it names the delivery it replaces, so of two leads acting at
 * once one wins; the other reads the API's message here.
 */
export function CourierDialog({ orderId, replaces, onClose }: CourierDialogProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const notify = useNotify();
  const [assign] = useAssignDeliveryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const texts = { failed: t('courier.failed', { id: orderId }) };
  const { form, formProps, errorOf, saving } = useRulesForm<CourierValues, CourierField>({
    defaultValues: EMPTY_COURIER,
    rules: validateCourier,
    ruleText: (key) => t(`courier.rules.${key}`),
    serverFields: COURIER_FIELDS,
    save: async (values) => {
      setFailure(null);
      try {
        await assign({ orderId, body: courierBody(values, replaces) }).unwrap();
      } catch (caught) {
        const error = withCourierFields(caught);
        setFailure(dialogFailure(error, texts, COURIER_FIELDS));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('courier.done', { id: orderId, company: form.getValues('company').trim() }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  const field = (name: CourierField, extra: { required?: boolean; dir?: 'ltr' | 'auto'; type?: 'url' | 'tel'; inputMode?: 'decimal' | 'tel' | 'url' } = {}) => (
    <FormInput control={form.control} name={name} label={t(`courier.${name}`)} error={errorOf(name)} disabled={saving} dir={extra.dir ?? 'auto'} {...extra} />
  );
  return (
    <FormDialog title={t('courier.title', { id: orderId })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('courier.submit')}>
      {field('company', { required: true })}
      {field('reference', { required: true, dir: 'ltr' })}
      {field('trackingUrl', { dir: 'ltr', type: 'url', inputMode: 'url' })}
      {field('driverName')}
      {field('driverPhone', { dir: 'ltr', type: 'tel', inputMode: 'tel' })}
      {field('cost', { required: true, dir: 'ltr', inputMode: 'decimal' })}
      <DialogFailure message={failure} />
    </FormDialog>
  );
}
