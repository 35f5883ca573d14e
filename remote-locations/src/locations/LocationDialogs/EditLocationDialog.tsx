import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Spinner,
} from '@fluentui/react-components';
import { useNotify } from '@dukkan/shared';
import { FormField } from '@dukkan/shared/kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import { locationFailureMessage } from '../location-failure';
import { editToSave } from '../location-form-rules';
import type { LocationNames } from '../locations-api';
import { useUpdateLocation } from '../use-location-writes';
import type { EditLocationDialogProps } from './LocationDialogs.types';
import { useLocationDialogStyles } from './useLocationDialogStyles.styles';

// FormField's render-function form: the Field lives in the shared singleton (the host's copy of
// Fluent) and the control in this remote's copy, so Field's context would not reach the control;
// props do, and keep the label, required mark and messages linked to it in production.

/** spec §2: the edit dialog of a governorate, area or block: its name and Arabic name. */
export function EditLocationDialog({ node, onClose, onUpdated }: EditLocationDialogProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const { t: common } = useTranslation();
  const styles = useLocationDialogStyles();
  const notify = useNotify();
  const { update, busy } = useUpdateLocation();
  const [names, setNames] = useState<LocationNames>({ name: node.name, name_ar: node.name_ar ?? '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !names.name.trim()) return;
    const changed = editToSave(node, names);
    // spec §5: nothing changed, nothing sent; the dialog just closes.
    if (!changed) {
      onClose();
      return;
    }
    try {
      await update(node, changed);
      notify.success(t(`updated.${node.kind}`));
      onUpdated({ ...node, ...changed });
    } catch (error) {
      const message = locationFailureMessage(error, {
        failed: t(`failed.update.${node.kind}`),
        errored: t(`error.update.${node.kind}`),
      });
      if (message) notify.error(message);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(_event, data) => {
        if (!data.open && !busy) onClose();
      }}
    >
      <DialogSurface aria-busy={busy || undefined}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t(`edit.${node.kind}`)}</DialogTitle>
            <DialogContent className={styles.fields}>
              <FormField label={t('form.name')} required>
                {(control) => (
                  <Input
                    {...control}
                    value={names.name}
                    onChange={(_event, data) => setNames((current) => ({ ...current, name: data.value }))}
                  />
                )}
              </FormField>
              <FormField label={t('form.nameAr')}>
                {(control) => (
                  <Input
                    {...control}
                    dir="rtl"
                    lang="ar"
                    value={names.name_ar}
                    onChange={(_event, data) => setNames((current) => ({ ...current, name_ar: data.value }))}
                  />
                )}
              </FormField>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {common('actions.cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                // spec §5: the English name is required here too.
                disabled={busy || !names.name.trim()}
                icon={busy ? <Spinner size="tiny" /> : undefined}
              >
                {t('form.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
