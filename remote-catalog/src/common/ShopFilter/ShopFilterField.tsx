import { localizedName, useLanguage } from '@dukkan/shared';
import { Field, Select } from '@fluentui/react-components';
import { useGetAllShopsQuery } from '../shop-choices-api';

export interface ShopFilterFieldProps {
  label: string;
  /** The first option, for every shop. */
  anyLabel: string;
  /** The chosen shop's id as the address holds it; '' for every shop. */
  value: string;
  onChange: (shopId: string) => void;
  className?: string;
}

/** A list's shop filter (issue 17): every shop by its name in the UI's language. */
export function ShopFilterField({ label, anyLabel, value, onChange, className }: ShopFilterFieldProps) {
  const language = useLanguage();
  const shops = useGetAllShopsQuery();
  return (
    <Field label={label} className={className}>
      <Select value={value} onChange={(_event, data) => onChange(data.value)}>
        <option value="">{anyLabel}</option>
        {(shops.data ?? []).map((shop) => (
          <option key={shop.id} value={String(shop.id)}>
            {localizedName(shop, language)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
