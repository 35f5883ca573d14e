import type { Answer } from '../../http/type-provider';
import type { OrderRow } from './orders-repository';
import type { deliveryAddressSchema } from './orders-schemas';

// The one Kuwaiti delivery address (decisions/order-workspace.md): every order answer, the CSV and the print
// read an order's address from here, so it reads one way everywhere, in the reader's language.

export type DeliveryAddress = Answer<typeof deliveryAddressSchema>;
/** Its parts, before they are labelled (a mapped type: `Omit` would keep only the schema type's index signature). */
type AddressParts = { [Key in keyof DeliveryAddress as Key extends 'text' ? never : Key]: DeliveryAddress[Key] };
export type AddressLanguage = 'en' | 'ar';

/** What of an order the address is made of. */
export type AddressRow = Pick<
  OrderRow,
  | 'governorateId' | 'areaId' | 'blockId' | 'governorate' | 'area' | 'block' | 'governorateAr' | 'areaAr' | 'blockAr'
  | 'street' | 'avenue' | 'building' | 'floor' | 'apartment' | 'paci' | 'directions' | 'latitude' | 'longitude'
>;

/** The labelled parts, as a Kuwaiti address reads: block and street first; the area and governorate follow, by name. */
const LABELLED_PARTS = ['block', 'street', 'avenue', 'building', 'floor', 'apartment'] as const;
type LabelledPart = (typeof LABELLED_PARTS)[number];

const LABELS: Record<AddressLanguage, Record<LabelledPart, string>> = {
  en: { block: 'Block', street: 'Street', avenue: 'Avenue', building: 'Building', floor: 'Floor', apartment: 'Apt' },
  ar: { block: 'قطعة', street: 'شارع', avenue: 'جادة', building: 'مبنى', floor: 'الدور', apartment: 'شقة' },
};
const SEPARATOR: Record<AddressLanguage, string> = { en: ', ', ar: '، ' };

/**
 * The label a value may already carry, in either language ('Street 10', 'Bldg. 12', 'House 7',
 * 'قطعة 2'): the address writes its own, so it is taken off (the panel's TYPED_LABEL, which also
 * reads Arabic here, and only a whole word: 'Stadium Road' keeps its 'St').
 */
const label = (words: string) => new RegExp(`^(?:${words})(?!\\p{L})\\s*[.:#-]?\\s*`, 'iu');
const TYPED_LABEL: Record<LabelledPart, RegExp> = {
  block: label('block|blk\\.?|قطعة'),
  street: label('street|st\\.?|شارع'),
  avenue: label('avenue|ave\\.?|جادة'),
  building: label('building|bldg\\.?|house|مبنى|منزل|بيت'),
  floor: label('floor|الدور|دور|الطابق|طابق'),
  apartment: label('apartment|apt\\.?|flat|شقة'),
};

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** A part's value without the label it was typed with ('Street 10' → '10'); a value that is only a label stays. */
export function withoutTypedLabel(part: LabelledPart, value: string): string {
  return value.replace(TYPED_LABEL[part], '').trim() || value;
}

const coordinate = (value: number | string | null) => (value === null || value === '' ? null : Number(value));

/** The address in one labelled line in `language`: 'Block 2, Street 5, …, Salmiya, Hawalli'; empty parts left out. */
export function addressText(address: AddressParts, language: AddressLanguage): string {
  const named = (place: DeliveryAddress['governorate']) => text(language === 'ar' ? (place.name_ar ?? place.name) : place.name);
  const values: Record<LabelledPart, string | null> = { ...address, block: named(address.block) };
  const labelled = LABELLED_PARTS.flatMap((part) => {
    const value = text(values[part]);
    return value ? [`${LABELS[language][part]} ${withoutTypedLabel(part, value)}`] : [];
  });
  return [...labelled, named(address.area), named(address.governorate)].filter(Boolean).join(SEPARATOR[language]);
}

/**
 * The order's delivery address: its places (ids and both names), parts, PACI number, directions,
 * pin, and the labelled line in English and Arabic (Arabic names where the order has them, else the
 * English). Null for an order that has no part of one: only a one-line `address` / `orderedAddress`
 * (shown as written), or nothing.
 */
export function deliveryAddressOf(row: AddressRow): DeliveryAddress | null {
  const latitude = coordinate(row.latitude);
  const longitude = coordinate(row.longitude);
  const parts: AddressParts = {
    governorate: { id: row.governorateId, name: text(row.governorate), name_ar: text(row.governorateAr) },
    area: { id: row.areaId, name: text(row.area), name_ar: text(row.areaAr) },
    block: { id: row.blockId, name: text(row.block), name_ar: text(row.blockAr) },
    street: text(row.street),
    avenue: text(row.avenue),
    building: text(row.building),
    floor: text(row.floor),
    apartment: text(row.apartment),
    paci: text(row.paci),
    directions: text(row.directions),
    pin: latitude === null || longitude === null ? null : { latitude, longitude },
  };
  const places = [parts.governorate, parts.area, parts.block];
  const hasAny =
    places.some((place) => place.id !== null || place.name !== null) ||
    [parts.street, parts.avenue, parts.building, parts.floor, parts.apartment, parts.paci, parts.directions, parts.pin].some((part) => part !== null);
  if (!hasAny) return null;
  return { ...parts, text: { en: addressText(parts, 'en'), ar: addressText(parts, 'ar') } };
}
