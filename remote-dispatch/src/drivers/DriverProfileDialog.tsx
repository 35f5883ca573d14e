import { useNotify } from '@dukkan/shared';
import { Controller, DialogFailure, FormDialog, FormInput, FormPhoneInput, useRulesForm } from '@dukkan/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogFailure } from '../common/dialog-failure';
import type { Driver } from '../common/dispatch-types';
import { DISPATCH_NS } from '../i18n';
import { AreasField } from './AreasField';
import { DRIVER_PROFILE_FIELDS, driverProfileBody, profileValues, validateDriverProfile, type DriverProfileField, type DriverProfileValues } from './driver-profile-rules';
import { useUpdateDriverProfileMutation } from './drivers-api';

export interface DriverProfileDialogProps {
  driver: Driver;
  onClose: () => void;
}

/** decisions/dispatch.md: "Edit" a driver: phone, vehicle, how many orders they carry at once, the areas they cover. */
export function DriverProfileDialog({ driver, onClose }: DriverProfileDialogProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const notify = useNotify();
  const [update] = useUpdateDriverProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const texts = { failed: t('drivers.edit.failed', { name: driver.name }) };
  const { form, formProps, errorOf, saving } = useRulesForm<DriverProfileValues, DriverProfileField>({
    defaultValues: profileValues(driver),
    rules: validateDriverProfile,
    ruleText: (key) => t(`drivers.edit.rules.${key}`),
    serverFields: DRIVER_PROFILE_FIELDS,
    save: async (values) => {
      setFailure(null);
      try {
        await update({ id: driver.id, body: driverProfileBody(values) }).unwrap();
      } catch (error) {
        setFailure(dialogFailure(error, texts, DRIVER_PROFILE_FIELDS));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('drivers.edit.saved', { name: driver.name }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  return (
    <FormDialog title={t('drivers.edit.title', { name: driver.name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('drivers.edit.submit')}>
      <FormPhoneInput control={form.control} name="phone" label={t('drivers.edit.phone')} required error={errorOf('phone')} disabled={saving} />
      <FormInput control={form.control} name="vehicle" label={t('drivers.edit.vehicle')} error={errorOf('vehicle')} dir="auto" disabled={saving} />
      <FormInput control={form.control} name="capacity" label={t('drivers.edit.capacity')} required error={errorOf('capacity')} dir="ltr" inputMode="numeric" disabled={saving} />
      <Controller
        name="areaIds"
        control={form.control}
        render={({ field }) => <AreasField value={field.value} onChange={field.onChange} error={errorOf('areaIds')} disabled={saving} />}
      />
      <DialogFailure message={failure} />
    </FormDialog>
  );
}
