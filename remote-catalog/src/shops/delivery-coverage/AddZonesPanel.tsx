import { localizedName, useGetAreasQuery, useGetBlocksQuery, useGetGovernoratesQuery, useLanguage } from '@dukkan/shared';
import { Button, Field, mergeClasses, Select, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZonePlace } from './coverage-draft';
import { CATALOG_NS } from './coverage-i18n';
import { EMPTY_TERMS, validateZoneTerms, type ZoneTerms, type ZoneTermsErrors, type ZoneTermsField } from './coverage-rules';
import { useCoverageStyles } from './useCoverageStyles.styles';
import { ZoneTermField } from './ZoneTermField';

/** The area select's bulk choice: every area of the chosen governorate. */
const ALL_AREAS = 'all';
const TERMS: readonly ZoneTermsField[] = ['deliveryFee', 'minBasket', 'etaMinutes'];

export interface AddZonesPanelProps {
  /** Adds the places on these terms to the editor's rows. */
  onAdd: (places: ZonePlace[], terms: ZoneTerms) => void;
}

/**
 * "Add areas" with the location tree: a governorate, then all of its areas or one of them, then the whole area or one
 * block of it; on one fee, minimum basket and ETA. As in the shop form, a choice higher in the tree clears the ones
 * below it.
 */
export function AddZonesPanel({ onAdd }: AddZonesPanelProps) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useCoverageStyles();
  const [governorateId, setGovernorateId] = useState('');
  const [areaChoice, setAreaChoice] = useState('');
  const [blockId, setBlockId] = useState('');
  const [terms, setTerms] = useState<ZoneTerms>(EMPTY_TERMS);
  const [errors, setErrors] = useState<ZoneTermsErrors>({});
  const oneArea = areaChoice !== '' && areaChoice !== ALL_AREAS;

  const governorates = useGetGovernoratesQuery();
  const areas = useGetAreasQuery(Number(governorateId), { skip: !governorateId });
  const blocks = useGetBlocksQuery(Number(areaChoice), { skip: !oneArea });
  const governorate = governorates.data?.find((candidate) => String(candidate.id) === governorateId);

  const places = (): ZonePlace[] => {
    const areaRows = governorateId ? (areas.data ?? []) : [];
    if (areaChoice === ALL_AREAS) return areaRows.map((area) => ({ area, block: null }));
    const area = areaRows.find((candidate) => String(candidate.id) === areaChoice);
    if (!area) return [];
    const block = blockId ? blocks.data?.find((candidate) => String(candidate.id) === blockId) : undefined;
    return [{ area, block: block ?? null }];
  };
  const chosen = places();

  const add = () => {
    const found = validateZoneTerms(terms);
    setErrors(found);
    if (Object.keys(found).length > 0 || chosen.length === 0) return;
    onAdd(chosen, terms);
    // The next place is often added on the same terms: they stay, the place is chosen again.
    setAreaChoice('');
    setBlockId('');
  };

  const failed = (query: { isError: boolean }, key: string) => (query.isError ? t(`shops.coverage.add.${key}`) : undefined);

  return (
    <fieldset className={styles.add}>
      <legend className={styles.legend}>{t('shops.coverage.add.title')}</legend>
      <Text className={mergeClasses(styles.hint, styles.wide)}>{t('shops.coverage.add.hint')}</Text>
      <Field label={t('shops.coverage.add.governorate')} validationMessage={failed(governorates, 'governoratesFailed')}>
        <Select
          value={governorateId}
          onChange={(_event, data) => {
            setGovernorateId(data.value);
            setAreaChoice('');
            setBlockId('');
          }}
        >
          <option value="">{t('shops.coverage.add.selectGovernorate')}</option>
          {(governorates.data ?? []).map((place) => (
            <option key={place.id} value={String(place.id)}>
              {localizedName(place, language)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('shops.coverage.add.area')} validationMessage={failed(areas, 'areasFailed')}>
        <Select
          value={areaChoice}
          disabled={!governorateId}
          onChange={(_event, data) => {
            setAreaChoice(data.value);
            setBlockId('');
          }}
        >
          <option value="">{t('shops.coverage.add.selectArea')}</option>
          {governorate && (areas.data ?? []).length > 0 ? (
            <option value={ALL_AREAS}>{t('shops.coverage.add.allOf', { governorate: localizedName(governorate, language) })}</option>
          ) : null}
          {(governorateId ? (areas.data ?? []) : []).map((place) => (
            <option key={place.id} value={String(place.id)}>
              {localizedName(place, language)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('shops.coverage.add.block')} validationMessage={oneArea ? failed(blocks, 'blocksFailed') : undefined}>
        <Select value={blockId} disabled={!oneArea} onChange={(_event, data) => setBlockId(data.value)}>
          <option value="">{t('shops.coverage.add.wholeArea')}</option>
          {(oneArea ? (blocks.data ?? []) : []).map((place) => (
            <option key={place.id} value={String(place.id)}>
              {localizedName(place, language)}
            </option>
          ))}
        </Select>
      </Field>
      {TERMS.map((field) => (
        <ZoneTermField
          key={field}
          field={field}
          value={terms[field]}
          label={t(`shops.coverage.columns.${field}`)}
          error={errors[field] ? t(`shops.coverage.rules.${errors[field]}`) : undefined}
          onChange={(value) => {
            const next = { ...terms, [field]: value };
            setTerms(next);
            // Once refused, a message follows the value.
            if (errors[field]) setErrors(validateZoneTerms(next));
          }}
        />
      ))}
      <div className={styles.actions}>
        <Button className={styles.button} icon={<AddRegular />} disabled={chosen.length === 0} onClick={add}>
          {t('shops.coverage.add.submit')}
        </Button>
      </div>
    </fieldset>
  );
}
