import { ok, pagedList, type StubRequest } from '@dukkan/shared/test-utils';
import type { Shop } from '../shops/shops-api';

/** A shop as the API answers it, for tests. */
export function shopFixture(id: number, overrides: Partial<Shop> = {}): Shop {
  return {
    id,
    name: `Shop ${id}`,
    name_ar: `متجر ${id}`,
    phone: '+96512345678',
    freeDelivery: false,
    isOpen: true,
    governorateId: 1,
    areaId: 11,
    blockId: 111,
    openTime: '08:00',
    closeTime: '22:00',
    image: `http://localhost:4000/uploads/shop-${id}.png`,
    imageThumbnail: `http://localhost:4000/uploads/shop-${id}.thumbnail.webp`,
    imagePreview: `http://localhost:4000/uploads/shop-${id}.preview.webp`,
    governorate: { id: 1, name: 'Capital', name_ar: 'العاصمة' },
    area: { id: 11, name: 'Sharq', name_ar: 'شرق' },
    block: { id: 111, name: 'Block 1', name_ar: 'قطعة 1' },
    availability: { state: 'open', cause: 'hours', until: null, opensAt: null, reason: null, reasonAr: null, busyMinutes: null },
    hours: [],
    ...overrides,
  };
}

/** GET shop?page&limit over `shops`, answering in our API's list shape. */
export const shopPages = (shops: Shop[]) => pagedList(shops);

/** The location tree of the shop form's selects (spec §3). */
export const LOCATIONS = {
  governorates: [
    { id: 1, name: 'Capital', name_ar: 'العاصمة' },
    { id: 2, name: 'Hawalli', name_ar: 'حولي' },
  ],
  areas: {
    1: [{ id: 11, governorateId: 1, name: 'Sharq', name_ar: 'شرق' }],
    2: [{ id: 21, governorateId: 2, name: 'Salmiya', name_ar: 'السالمية' }],
  } as Record<string, unknown[]>,
  blocks: {
    11: [{ id: 111, areaId: 11, name: 'Block 1', name_ar: 'قطعة 1' }],
    21: [{ id: 211, areaId: 21, name: 'Block 10', name_ar: 'قطعة 10' }],
  } as Record<string, unknown[]>,
};

export const locationHandlers = {
  'GET location/governorates': ok(LOCATIONS.governorates),
  'GET location/governorates/:id/areas': (request: StubRequest) => ok(LOCATIONS.areas[request.params.id] ?? []),
  'GET location/areas/:id/blocks': (request: StubRequest) => ok(LOCATIONS.blocks[request.params.id] ?? []),
};
