import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Select,
  Spinner,
} from '@fluentui/react-components';
import { useGetAreasQuery, useGetGovernoratesQuery, useNotify } from '@dukkan/shared';
import { FormField } from '@dukkan/shared/kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import { locationFailureMessage } from '../location-failure';
import { canAddLocation, EMPTY_DRAFT, namesOf, type LocationDraft } from '../location-form-rules';
import { useAddLocation } from '../use-location-writes';
import type { AddLocationDialogProps } from './LocationDialogs.types';
import { useLocationDialogStyles } from './useLocationDialogStyles.styles';

// FormField's render-function form: the Field lives in the shared singleton (the host's copy of
// Fluent) and the control in this remote's copy, so Field's context would not reach the control;
// props do, and keep the label, required mark and messages linked to it in production.

const idOf = (value: string): number | null => (value ? Number(value) : null);

/** spec §2: the Add Governorate, Add Area and Add Block dialogs, one form for the three levels. */
export function AddLocationDialog({ kind, onClose, onAdded }: AddLocationDialogProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const { t: common } = useTranslation();
  const styles = useLocationDialogStyles();
  const notify = useNotify();
  const { add, busy } = useAddLocation();
  const [draft, setDraft] = useState<LocationDraft>(EMPTY_DRAFT);

  const needsGovernorate = kind !== 'governorate';
  const needsArea = kind === 'block';
  // The same cached reads as the tree (and the shop form): no extra call when already loaded.
  const governorates = useGetGovernoratesQuery(undefined, { skip: !needsGovernorate });
  const areas = useGetAreasQuery(draft.governorateId ?? 0, { skip: !needsArea || draft.governorateId === null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // spec §5: without the required choices nothing happens and no message is shown.
    if (busy || !canAddLocation(kind, draft)) return;
    try {
      const node = await add(kind, draft, namesOf(draft));
      notify.success(t(`added.${kind}`));
      onAdded(node);
    } catch (error) {
      const message = locationFailureMessage(error, { failed: t(`failed.add.${kind}`), errored: t(`error.add.${kind}`) });
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
            <DialogTitle>{t(`add.${kind}`)}</DialogTitle>
            <DialogContent className={styles.fields}>
              {needsGovernorate ? (
                <FormField label={t('form.governorate')} required>
                  {(control) => (
                    <Select
                      {...control}
                      value={draft.governorateId === null ? '' : String(draft.governorateId)}
                      onChange={(_event, data) =>
                        // Another governorate means another list of areas: the area choice starts over.
                        setDraft((current) => ({ ...current, governorateId: idOf(data.value), areaId: null }))
                      }
                    >
                      <option value="">{t('form.chooseGovernorate')}</option>
                      {governorates.data?.map((governorate) => (
                        <option key={governorate.id} value={governorate.id}>
                          {governorate.name}
                          {governorate.name_ar ? ` (${governorate.name_ar})` : ''}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              ) : null}
              {needsArea ? (
                <FormField label={t('form.area')} required>
                  {(control) => (
                    <Select
                      {...control}
                      // spec §2: disabled until a governorate is chosen.
                      disabled={draft.governorateId === null}
                      value={draft.areaId === null ? '' : String(draft.areaId)}
                      onChange={(_event, data) => setDraft((current) => ({ ...current, areaId: idOf(data.value) }))}
                    >
                      <option value="">{t('form.chooseArea')}</option>
                      {draft.governorateId !== null &&
                        areas.data?.map((area) => (
                          <option key={area.id} value={area.id}>
                            {area.name}
                            {area.name_ar ? ` (${area.name_ar})` : ''}
                          </option>
                        ))}
                    </Select>
                  )}
                </FormField>
              ) : null}
              <FormField label={t('form.name')} required>
                {(control) => (
                  <Input
                    {...control}
                    value={draft.name}
                    onChange={(_event, data) => setDraft((current) => ({ ...current, name: data.value }))}
                  />
                )}
              </FormField>
              <FormField label={t('form.nameAr')}>
                {(control) => (
                  <Input
                    {...control}
                    dir="rtl"
                    lang="ar"
                    value={draft.name_ar}
                    onChange={(_event, data) => setDraft((current) => ({ ...current, name_ar: data.value }))}
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
                disabled={busy || !canAddLocation(kind, draft)}
                icon={busy ? <Spinner size="tiny" /> : undefined}
              >
                {t('form.add')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
