import { useNotify } from '@dukkan/shared';
import { FormDialog, FormInput, useRestoreFocus, useRulesForm } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import { editToSave, validateLocationNames } from '../location-form-rules';
import type { LocationNames } from '../locations-api';
import { useUpdateLocation } from '../use-location-writes';
import type { EditLocationDialogProps } from './LocationDialogs.types';

/** spec §2: the edit dialog of a governorate, area or block: its name and Arabic name. */
export function EditLocationDialog({ node, onClose, onUpdated }: EditLocationDialogProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const notify = useNotify();
  // Mounted while open: the focus goes back to the node's Edit button when it unmounts.
  useRestoreFocus(true);
  const { update } = useUpdateLocation();
  const rulesForm = useRulesForm<LocationNames, 'name'>({
    defaultValues: { name: node.name, name_ar: node.name_ar ?? '' },
    rules: validateLocationNames,
    ruleText: (key) => key,
    serverFields: [],
    save: async (names) => {
      const changed = editToSave(node, names);
      // spec §5: nothing changed, nothing sent; the dialog just closes.
      if (!changed) {
        onClose();
        return;
      }
      await update(node, changed);
      notify.success(t(`updated.${node.kind}`));
      onUpdated({ ...node, ...changed });
    },
    onSaved: () => {},
    failureTexts: { failed: t(`failed.update.${node.kind}`), errored: t(`error.update.${node.kind}`) },
    onFailure: notify.error,
    guardsNavigation: false,
  });
  const { control } = rulesForm.form;
  const name = rulesForm.form.watch('name');

  return (
    // spec §5: the English name is required here too.
    <FormDialog title={t(`edit.${node.kind}`)} form={rulesForm} onClose={onClose} submitLabel={t('form.save')} submitDisabled={!name.trim()}>
      <FormInput control={control} name="name" label={t('form.name')} required />
      <FormInput control={control} name="name_ar" label={t('form.nameAr')} dir="rtl" lang="ar" />
    </FormDialog>
  );
}
