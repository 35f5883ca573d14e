import { formatKwd, LtrText, useNotify } from '@dukkan/shared';
import { DialogFailure, FormDialog, FormTextarea, useRulesForm } from '@dukkan/shared/kit';
import { Spinner, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { dialogFailure } from '../common/dialog-failure';
import { DISPATCH_LIMITS, type Shift } from '../common/dispatch-types';
import { signedKwd } from '../common/kwd-input';
import { DISPATCH_NS } from '../i18n';
import { useResolveShiftMutation } from './drivers-api';
import { RESOLVE_SHIFT_FIELDS, validateResolveShift, type ResolveShiftField, type ResolveShiftValues } from './shift-rules';
import { useDriverShift } from './use-driver-shift';

export interface ResolveShiftDialogProps {
  driver: { id: number; name: string };
  shiftId: number;
  /** The shift as closing it answered (counted, expected, difference); else it is read from the driver's shifts. */
  known?: Shift;
  onClose: () => void;
}

/**
 * decisions/dispatch.md: a shift whose counted cash differs from the ledger's stays open until a lead says why: the
 * difference, then the note (3 to 500 characters). Resolving closes the shift; the audit keeps who and when.
 */
export function ResolveShiftDialog({ driver, shiftId, known, onClose }: ResolveShiftDialogProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const notify = useNotify();
  const [resolve] = useResolveShiftMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = useDriverShift(driver.id, shiftId);
  const shift = known ?? loaded.shift;
  const texts = { failed: t('drivers.resolve.failed') };
  const { form, formProps, errorOf, saving } = useRulesForm<ResolveShiftValues, ResolveShiftField>({
    defaultValues: { note: '' },
    rules: validateResolveShift,
    ruleText: (key) => t(`drivers.resolve.rules.${key}`),
    serverFields: RESOLVE_SHIFT_FIELDS,
    save: async ({ note }) => {
      setFailure(null);
      try {
        await resolve({ shiftId, driverId: driver.id, note: note.trim() }).unwrap();
      } catch (error) {
        setFailure(dialogFailure(error, texts, RESOLVE_SHIFT_FIELDS));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('drivers.resolve.done', { name: driver.name }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  const counted = shift?.countedCash ?? null;
  return (
    <FormDialog title={t('drivers.resolve.title', { name: driver.name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('drivers.resolve.submit')}>
      {shift && counted !== null ? (
        <Text>
          <Trans
            t={t}
            i18nKey="drivers.resolve.difference"
            values={{ counted: formatKwd(counted), expected: formatKwd(shift.expectedCash), difference: signedKwd(shift.discrepancy ?? counted - shift.expectedCash, formatKwd) }}
            components={{ ltr: <LtrText /> }}
          />
        </Text>
      ) : loaded.isLoading ? (
        <Spinner size="small" label={t('drivers.close.loading')} />
      ) : null}
      <FormTextarea control={form.control} name="note" label={t('drivers.resolve.note')} required error={errorOf('note')} limit={DISPATCH_LIMITS.note} disabled={saving} />
      <DialogFailure message={failure} />
    </FormDialog>
  );
}
