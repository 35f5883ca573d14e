import { Select } from '@fluentui/react-components';
import { localizedName, otherLanguageName, useGetAreasQuery, useGetGovernoratesQuery, useLanguage, useNotify } from '@dukkan/shared';
import { Controller, FormDialog, FormField, FormInput, useRestoreFocus, useRulesForm } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import {
  canAddLocation,
  EMPTY_DRAFT,
  namesOf,
  validateLocationDraft,
  type LocationDraft,
  type LocationDraftField,
} from '../location-form-rules';
import { useAddLocation } from '../use-location-writes';
import type { AddLocationDialogProps } from './LocationDialogs.types';

const idOf = (value: string): number | null => (value ? Number(value) : null);

/** spec §2: the Add Governorate, Add Area and Add Block dialogs, one form for the three levels. */
export function AddLocationDialog({ kind, onClose, onAdded }: AddLocationDialogProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const notify = useNotify();
  const language = useLanguage();
  // A place as the reader reads it: their language's name, the other in brackets.
  const placeLabel = (place: { name: string; name_ar?: string | null }) => {
    const other = otherLanguageName(place, language);
    return other ? `${localizedName(place, language)} (${other})` : localizedName(place, language);
  };
  // Mounted while open: the focus goes back to the Add button when it unmounts.
  useRestoreFocus(true);
  const { add } = useAddLocation();
  const rulesForm = useRulesForm<LocationDraft, LocationDraftField>({
    defaultValues: EMPTY_DRAFT,
    rules: (draft) => validateLocationDraft(kind, draft),
    ruleText: (key) => key,
    serverFields: [],
    save: async (draft) => {
      const node = await add(kind, draft, namesOf(draft));
      notify.success(t(`added.${kind}`));
      onAdded(node);
    },
    onSaved: () => {},
    failureTexts: { failed: t(`failed.add.${kind}`), errored: t(`error.add.${kind}`) },
    onFailure: notify.error,
    guardsNavigation: false,
  });
  const { form } = rulesForm;
  const { control } = form;
  const draft = form.watch();

  const needsGovernorate = kind !== 'governorate';
  const needsArea = kind === 'block';
  // The same cached reads as the tree (and the shop form): no extra call when already loaded.
  const governorates = useGetGovernoratesQuery(undefined, { skip: !needsGovernorate });
  const areas = useGetAreasQuery(draft.governorateId ?? 0, { skip: !needsArea || draft.governorateId === null });

  return (
    <FormDialog title={t(`add.${kind}`)} form={rulesForm} onClose={onClose} submitLabel={t('form.add')} submitDisabled={!canAddLocation(kind, draft)}>
      {needsGovernorate ? (
        <Controller
          name="governorateId"
          control={control}
          render={({ field }) => (
            <FormField label={t('form.governorate')} required>
              <Select
                value={field.value === null ? '' : String(field.value)}
                onChange={(_event, data) => {
                  field.onChange(idOf(data.value));
                  // Another governorate means another list of areas: the area choice starts over.
                  form.setValue('areaId', null);
                }}
              >
                <option value="">{t('form.chooseGovernorate')}</option>
                {governorates.data?.map((governorate) => (
                  <option key={governorate.id} value={governorate.id}>
                    {placeLabel(governorate)}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
      ) : null}
      {needsArea ? (
        <Controller
          name="areaId"
          control={control}
          render={({ field }) => (
            <FormField label={t('form.area')} required>
              <Select
                // spec §2: disabled until a governorate is chosen.
                disabled={draft.governorateId === null}
                value={field.value === null ? '' : String(field.value)}
                onChange={(_event, data) => field.onChange(idOf(data.value))}
              >
                <option value="">{t('form.chooseArea')}</option>
                {draft.governorateId !== null &&
                  areas.data?.map((area) => (
                    <option key={area.id} value={area.id}>
                      {placeLabel(area)}
                    </option>
                  ))}
              </Select>
            </FormField>
          )}
        />
      ) : null}
      <FormInput control={control} name="name" label={t('form.name')} required />
      <FormInput control={control} name="name_ar" label={t('form.nameAr')} dir="rtl" lang="ar" />
    </FormDialog>
  );
}
