import { failureMessage, formatKwd, LtrText, useNotify } from '@dukkan/shared';
import { DialogFailure, FormDialog, FormInput, useRulesForm } from '@dukkan/shared/kit';
import { Spinner, Text } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogFailure } from '../common/dialog-failure';
import type { Driver, Shift } from '../common/dispatch-types';
import { typedKwd } from '../common/kwd-input';
import { DISPATCH_NS } from '../i18n';
import { useCloseDriverShiftMutation } from './drivers-api';
import { CLOSE_SHIFT_FIELDS, validateCloseShift, type CloseShiftField, type CloseShiftValues } from './shift-rules';
import { useDriverShift } from './use-driver-shift';
import { useDriversPageStyles } from './useDriversPageStyles.styles';

export interface CloseShiftDialogProps {
  driver: Driver;
  onClose: () => void;
  /** The counted cash differed from the ledger's: the shift stays open until a lead explains it (ResolveShiftDialog). */
  onDiscrepancy: (shift: Shift) => void;
}

/**
 * decisions/dispatch.md: "Close shift": what the ledger expects for the cash orders the driver delivered, what the driver
 * recorded collecting, and the cash a lead counts. The same: the shift is closed. Different: a discrepancy, resolved
 * with a note before the shift closes. A driver still holding deliveries is the API's 409, said here.
 */
export function CloseShiftDialog({ driver, onClose, onDiscrepancy }: CloseShiftDialogProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const notify = useNotify();
  const styles = useDriversPageStyles();
  const [close] = useCloseDriverShiftMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<Shift | null>(null);
  const { shift, isLoading, error } = useDriverShift(driver.id, driver.shift?.id);
  const texts = { failed: t('drivers.close.failed') };
  const { form, formProps, errorOf, saving } = useRulesForm<CloseShiftValues, CloseShiftField>({
    defaultValues: { countedCash: '' },
    rules: validateCloseShift,
    ruleText: (key) => t(`drivers.close.rules.${key}`),
    serverFields: CLOSE_SHIFT_FIELDS,
    save: async ({ countedCash }) => {
      setFailure(null);
      try {
        answer.current = await close({ id: driver.id, countedCash: typedKwd(countedCash) ?? 0 }).unwrap();
      } catch (caught) {
        setFailure(dialogFailure(caught, texts, CLOSE_SHIFT_FIELDS));
        throw caught;
      }
    },
    onSaved: () => {
      const closed = answer.current;
      if (closed && closed.state === 'discrepancy') {
        onDiscrepancy(closed);
        return;
      }
      notify.success(t('drivers.close.closed', { name: driver.name }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  const figure = (term: string, value: string) => (
    <>
      <dt>{term}</dt>
      <dd className={styles.figure}>
        <LtrText>{value}</LtrText>
      </dd>
    </>
  );
  return (
    <FormDialog title={t('drivers.close.title', { name: driver.name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('drivers.close.submit')}>
      {shift ? (
        <dl className={styles.figures}>
          {figure(t('drivers.close.delivered'), String(shift.delivered))}
          {figure(t('drivers.close.expected'), formatKwd(shift.expectedCash))}
          {figure(t('drivers.close.collected'), formatKwd(shift.collectedCash))}
        </dl>
      ) : isLoading ? (
        <Spinner size="small" label={t('drivers.close.loading')} />
      ) : error ? (
        <Text className={styles.quiet}>{failureMessage(error, { failed: t('drivers.close.fetchFailed') })}</Text>
      ) : null}
      <FormInput
        control={form.control}
        name="countedCash"
        label={t('drivers.close.counted')}
        required
        error={errorOf('countedCash')}
        dir="ltr"
        inputMode="decimal"
        disabled={saving}
      />
      <DialogFailure message={failure} />
    </FormDialog>
  );
}
