import { useNotify } from '@dukkan/shared';
import { Controller, DialogFailure, FormDialog, FormField, FormTextarea, useRulesForm } from '@dukkan/shared/kit';
import { Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPATCH_NS } from '../i18n';
import { FAIL_FIELDS, failBody, validateFail, type FailField, type FailValues } from './delivery-rules';
import { dialogFailure } from './dialog-failure';
import { DELIVERY_FAIL_REASONS, DISPATCH_LIMITS, type DeliveryFailReason, type FailDeliveryBody } from './dispatch-types';

export interface FailDeliveryDialogProps {
  orderId: number;
  /** Sends the body; a rejection is the call's failure (the ApiError). */
  save: (body: FailDeliveryBody) => Promise<unknown>;
  /** Closes it (Cancel, Escape, or once marked); never while it is being sent. */
  onClose: () => void;
}

/**
 * decisions/dispatch.md: "Failed": what happened, one of the presets (kept as its code, so each reader sees it in their
 * language) or something else said in words. The order stays in transit: the desk retries it or returns it to the shop.
 */
export function FailDeliveryDialog({ orderId, save, onClose }: FailDeliveryDialogProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const texts = { failed: t('fail.failed', { id: orderId }) };
  const { form, formProps, errorOf, saving } = useRulesForm<FailValues, FailField>({
    defaultValues: { reasonCode: '', note: '' },
    rules: validateFail,
    ruleText: (key) => t(`fail.rules.${key}`),
    serverFields: FAIL_FIELDS,
    save: async (values) => {
      setFailure(null);
      try {
        await save(failBody(values));
      } catch (error) {
        setFailure(dialogFailure(error, texts, FAIL_FIELDS));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('fail.done', { id: orderId }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  return (
    <FormDialog title={t('fail.title', { id: orderId })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('fail.submit')}>
      <Controller
        name="reasonCode"
        control={form.control}
        render={({ field }) => (
          <FormField label={t('fail.reason')} required error={errorOf('reasonCode')}>
            <RadioGroup value={field.value} disabled={saving} onChange={(_event, data) => field.onChange(data.value as DeliveryFailReason)}>
              {DELIVERY_FAIL_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={t(`fail.reasons.${reason}`)} />
              ))}
            </RadioGroup>
          </FormField>
        )}
      />
      <FormTextarea control={form.control} name="note" label={t('fail.note')} error={errorOf('note')} limit={DISPATCH_LIMITS.note} disabled={saving} />
      <DialogFailure message={failure} />
    </FormDialog>
  );
}
