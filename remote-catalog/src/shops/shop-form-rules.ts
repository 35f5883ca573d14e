import { isValidLocalPhone, toScreenPhone, toWirePhone } from '@dukkan/shared';
import type { Shop, ShopSave, SubstitutePolicy } from './shops-api';

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
  /** decisions/picking.md: what a pricier substitute does: 'cap' (the default) or 'ask'. */
  substitutePolicy: SubstitutePolicy;
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
  substitutePolicy: 'cap',
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

/** The form's values for a loaded shop (or the empty form): phone without +965, ids as the selects hold them. */
export function shopFormValues(shop?: Shop): ShopFormValues {
  if (!shop) return EMPTY_SHOP_FORM;
  return {
    name: shop.name ?? '',
    name_ar: shop.name_ar ?? '',
    phone: toScreenPhone(shop.phone),
    freeDelivery: Boolean(shop.freeDelivery),
    isOpen: Boolean(shop.isOpen),
    governorateId: shop.governorateId ? String(shop.governorateId) : '',
    areaId: shop.areaId ? String(shop.areaId) : '',
    blockId: shop.blockId ? String(shop.blockId) : '',
    openTime: shop.openTime?.slice(0, 5) ?? '',
    closeTime: shop.closeTime?.slice(0, 5) ?? '',
    substitutePolicy: shop.substitutePolicy ?? EMPTY_SHOP_FORM.substitutePolicy,
  };
}

/** What the form sends (spec §7 POST/PUT shop): trimmed names, the phone with +965, ids as numbers. */
export function toShopSave(values: ShopFormValues, file: File | null): ShopSave {
  return {
    name: values.name.trim(),
    name_ar: values.name_ar.trim(),
    phone: toWirePhone(values.phone),
    freeDelivery: values.freeDelivery,
    isOpen: values.isOpen,
    governorateId: Number(values.governorateId),
    areaId: Number(values.areaId),
    blockId: Number(values.blockId),
    openTime: values.openTime,
    closeTime: values.closeTime,
    substitutePolicy: values.substitutePolicy,
    file,
  };
}

/** Every field of the form; a 400's messages for them show under the field. */
export const SHOP_FORM_FIELDS: readonly ShopFormField[] = [
  'name', 'name_ar', 'phone', 'freeDelivery', 'isOpen', 'governorateId', 'areaId', 'blockId', 'openTime', 'closeTime', 'substitutePolicy', 'image',
];
