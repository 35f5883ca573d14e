import { localizedName, useGetAreasQuery, useGetGovernoratesQuery, useLanguage } from '@dukkan/shared';
import { Button, Checkbox, Field, Select, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPATCH_NS } from '../i18n';
import type { AreaChoice } from './driver-profile-rules';
import { useDriversPageStyles } from './useDriversPageStyles.styles';

export interface AreasFieldProps {
  /** The areas chosen, with their names. */
  value: readonly AreaChoice[];
  onChange: (areas: AreaChoice[]) => void;
  /** The server's message for the areas (400 'Choose areas from the list'). */
  error?: string;
  disabled?: boolean;
}

/**
 * The areas a driver covers (their orders are suggested to them): the chosen ones as removable chips, and a
 * governorate's areas to tick — the location tree every form uses, read from the shared location cache.
 */
export function AreasField({ value, onChange, error, disabled = false }: AreasFieldProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const language = useLanguage();
  const styles = useDriversPageStyles();
  const errorId = useId();
  const [governorateId, setGovernorateId] = useState('');
  const governorates = useGetGovernoratesQuery();
  const areas = useGetAreasQuery(Number(governorateId), { skip: !governorateId });
  const governorate = governorates.data?.find((candidate) => String(candidate.id) === governorateId);
  const chosen = new Set(value.map((area) => area.id));
  const toggle = (area: AreaChoice, on: boolean) => onChange(on ? [...value, area] : value.filter((each) => each.id !== area.id));

  return (
    <fieldset className={styles.areas} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('drivers.edit.areas')}</legend>
      {value.length === 0 ? (
        <Text className={styles.quiet}>{t('drivers.edit.noAreas')}</Text>
      ) : (
        <ul className={styles.chosen}>
          {value.map((area) => (
            <li key={area.id} className={styles.chip}>
              {localizedName(area, language)}
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                disabled={disabled}
                aria-label={t('drivers.edit.removeArea', { name: localizedName(area, language) })}
                onClick={() => toggle(area, false)}
              />
            </li>
          ))}
        </ul>
      )}
      <Field label={t('drivers.edit.governorate')}>
        <Select value={governorateId} disabled={disabled} onChange={(_event, data) => setGovernorateId(data.value)}>
          <option value="">{t('drivers.edit.selectGovernorate')}</option>
          {(governorates.data ?? []).map((place) => (
            <option key={place.id} value={String(place.id)}>
              {localizedName(place, language)}
            </option>
          ))}
        </Select>
      </Field>
      {governorate ? (
        <fieldset aria-label={t('drivers.edit.areasOf', { governorate: localizedName(governorate, language) })} className={styles.choices}>
          {areas.isError ? <Text className={styles.fieldError}>{t('drivers.edit.areasFailed')}</Text> : null}
          {(areas.data ?? []).map((area) => (
            <Checkbox
              key={area.id}
              label={localizedName(area, language)}
              checked={chosen.has(area.id)}
              disabled={disabled}
              onChange={(_event, data) => toggle({ id: area.id, name: area.name, name_ar: area.name_ar ?? undefined }, data.checked === true)}
            />
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <Text id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
