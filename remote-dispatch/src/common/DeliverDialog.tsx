import { formatKwd, LtrText, useNotify } from '@dukkan/shared';
import { DialogFailure, FormDialog, FormImagePicker, FormInput, useRulesForm } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DISPATCH_NS } from '../i18n';
import { DELIVER_FIELDS, deliverBody, typedCode, validateDeliver, type DeliverField, type DeliverValues } from './delivery-rules';
import { dialogFailure } from './dialog-failure';
import type { DeliverBody } from './dispatch-types';
import { kwdFieldText } from './kwd-input';

export interface DeliverDialogProps {
  orderId: number;
  /**
   * Our driver's delivery: the customer's code proves it, or a photo taken at the door instead (the back camera). A
   * courier's is marked on the courier's word; a photo they sent may be added (chosen from the files), never needed.
   */
  withCode: boolean;
  /** What to collect at the door (the field starts with it); null for an order paid before: no cash field. */
  cashToCollect: number | null;
  /** Sends the body, with the photo when one was chosen (sent as multipart); a rejection is the call's failure (the ApiError). */
  save: (body: DeliverBody, photo: File | null) => Promise<unknown>;
  /** Closes it (Cancel, Escape, or once delivered); never while it is being sent. */
  onClose: () => void;
}

/**
 * decisions/dispatch.md: "Delivered": the 4-digit code the customer reads out (a phone's number pad, the code offered
 * from a message) or, instead, a photo taken at the door (the phone's back camera, previewed) — for a courier's
 * delivery, on the courier's word, with their photo if staff add one — and, for a cash order, the cash collected,
 * starting at what there is to collect. A wrong code is the API's 400 at the code; too many wrong codes its 429, a
 * picture the API refuses its message, said here.
 */
export function DeliverDialog({ orderId, withCode, cashToCollect, save, onClose }: DeliverDialogProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const asks = { withCode, cashOrder: cashToCollect !== null };
  const texts = { failed: t('deliver.failed', { id: orderId }) };
  const { form, formProps, errorOf, saving } = useRulesForm<DeliverValues, DeliverField>({
    defaultValues: { code: '', photo: null, cashCollected: cashToCollect === null ? '' : kwdFieldText(cashToCollect) },
    rules: (values) => validateDeliver(values, asks),
    ruleText: (key) => t(`deliver.rules.${key}`),
    serverFields: DELIVER_FIELDS,
    save: async (values) => {
      setFailure(null);
      try {
        await save(deliverBody(values, asks), values.photo);
      } catch (error) {
        setFailure(dialogFailure(error, texts, DELIVER_FIELDS));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('deliver.done', { id: orderId }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  const photo = form.watch('photo');
  // A photo proves it instead of the code: what was said of the code no longer applies.
  useEffect(() => {
    if (photo) form.clearErrors('code');
  }, [photo, form]);
  return (
    <FormDialog title={t('deliver.title', { id: orderId })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('deliver.submit')}>
      {withCode ? (
        <>
          <Text>{t('deliver.codeHint')}</Text>
          <FormInput
            control={form.control}
            name="code"
            label={t('deliver.code')}
            required={!photo}
            error={errorOf('code')}
            parse={typedCode}
            size="large"
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={4}
            disabled={saving}
          />
        </>
      ) : (
        <Text>{t('deliver.courierHint')}</Text>
      )}
      {/* The driver at the door takes it with the back camera; the desk picks the picture a courier sent. */}
      <FormImagePicker
        control={form.control}
        name="photo"
        label={t(withCode ? 'deliver.photo' : 'deliver.courierPhoto')}
        capture={withCode ? 'environment' : undefined}
        error={errorOf('photo')}
        disabled={saving}
      />
      {photo ? (
        <Button appearance="subtle" disabled={saving} onClick={() => form.setValue('photo', null, { shouldDirty: true })}>
          {t('deliver.removePhoto')}
        </Button>
      ) : null}
      {cashToCollect !== null ? (
        <>
          <Text>
            <Trans t={t} i18nKey="deliver.toCollect" values={{ amount: formatKwd(cashToCollect) }} components={{ ltr: <LtrText /> }} />
          </Text>
          <FormInput
            control={form.control}
            name="cashCollected"
            label={t('deliver.cash')}
            required
            error={errorOf('cashCollected')}
            size="large"
            dir="ltr"
            inputMode="decimal"
            disabled={saving}
          />
        </>
      ) : null}
      <DialogFailure message={failure} />
    </FormDialog>
  );
}
