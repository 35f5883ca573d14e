import { isValidLocalPhone } from '@dukkan/shared';

/** The shop form as it is being edited: text as typed, ids as the selects hold them ('' = none). */
export interface ShopFormValues {
  name: string;
  name_ar: string;
  /** The 8 local digits, without +965 (spec §3: shown without the prefix). */
  phone: string;
  freeDelivery: boolean;
  isOpen: boolean;
  governorateId: string;
  areaId: string;
  blockId: string;
  openTime: string;
  closeTime: string;
}

export type ShopFormField = keyof ShopFormValues | 'image';

/** The keys of `shops.rules.*` in the catalogue (spec §5 'Shop form', word for word in English). */
export type ShopRuleKey =
  | 'nameRequired'
  | 'phoneRequired'
  | 'phoneLength'
  | 'governorateRequired'
  | 'areaRequired'
  | 'blockRequired'
  | 'openTimeRequired'
  | 'imageRequired';

export type ShopFormErrors = Partial<Record<ShopFormField, ShopRuleKey>>;

export const EMPTY_SHOP_FORM: ShopFormValues = {
  name: '',
  name_ar: '',
  phone: '',
  freeDelivery: false,
  isOpen: true,
  governorateId: '',
  areaId: '',
  blockId: '',
  openTime: '',
  closeTime: '',
};

/**
 * spec §5 'Shop form': name, phone (exactly 8 digits), governorate, area, block and open time are
 * required, and an image unless the shop already has one. The Arabic name is labelled required
 * but not enforced, and the close time is optional.
 */
export function validateShopForm(values: ShopFormValues, image: { chosen: boolean; existing: boolean }): ShopFormErrors {
  const errors: ShopFormErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.phone) errors.phone = 'phoneRequired';
  else if (!isValidLocalPhone(values.phone)) errors.phone = 'phoneLength';
  if (!values.governorateId) errors.governorateId = 'governorateRequired';
  if (!values.areaId) errors.areaId = 'areaRequired';
  if (!values.blockId) errors.blockId = 'blockRequired';
  if (!values.openTime) errors.openTime = 'openTimeRequired';
  if (!image.chosen && !image.existing) errors.image = 'imageRequired';
  return errors;
}
