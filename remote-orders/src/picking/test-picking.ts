import type { Picking, PickChange, PickLine, Product } from '@dukkan/shared';

// Picking answers as our API gives them (api/src/modules/picking/picking-schemas.ts), for the unit tests.

const fils = (kwd: number) => Math.round(kwd * 1000);

/** A line as ordered and not yet worked: Fresh Milk 1 L × 2 at 0.450, with its barcode and SKU. */
export function makePickLine(overrides: Partial<PickLine> = {}): PickLine {
  const line: PickLine = {
    id: 1,
    productId: 11,
    name: 'Fresh Milk 1 L',
    name_ar: 'حليب طازج 1 لتر',
    image: null,
    barcode: '6281007020011',
    sku: 'MLK-1L',
    unit: 'piece',
    unitPrice: 0.45,
    quantity: 2,
    estimatedWeight: null,
    state: 'pending',
    pickedQuantity: null,
    actualWeight: null,
    orderedTotal: 0.9,
    orderedTotalFils: 900,
    lineTotal: 0.9,
    lineTotalFils: 900,
    ifUnavailable: 'similar',
    substitute: null,
    replacesItemId: null,
    approved: false,
    reason: null,
    ask: null,
    ...overrides,
  };
  return { ...line, orderedTotalFils: fils(line.orderedTotal), lineTotalFils: fils(line.lineTotal) };
}

/** Labneh 400 g × 1 at 0.875, to be picked. */
export const labneh = (overrides: Partial<PickLine> = {}) =>
  makePickLine({ id: 2, productId: 12, name: 'Labneh 400 g', name_ar: 'لبنة 400 غ', barcode: '6281007020028', sku: 'LBN-400', unitPrice: 0.875, quantity: 1, orderedTotal: 0.875, lineTotal: 0.875, ...overrides });

/** Hammour fish by weight: 2 items of about 0.500 kg at 4.500 KWD / kg (ordered 4.500). */
export const hammour = (overrides: Partial<PickLine> = {}) =>
  makePickLine({
    id: 3,
    productId: 13,
    name: 'Hammour Fish',
    name_ar: 'سمك هامور',
    barcode: '2000000000039',
    sku: 'FSH-HMR',
    unit: 'weight',
    unitPrice: 4.5,
    quantity: 2,
    estimatedWeight: 0.5,
    orderedTotal: 4.5,
    lineTotal: 4.5,
    ifUnavailable: 'remove',
    ...overrides,
  });

/** A change of the picking's timeline, by the signed-in member of staff at 2:10 pm in Kuwait. */
export function makePickChange(overrides: Partial<PickChange> = {}): PickChange {
  return {
    id: 1,
    itemId: 1,
    action: 'pick',
    summary: 'Picked Fresh Milk 1 L × 2',
    summary_ar: 'تم تجهيز حليب طازج 1 لتر × 2',
    reason: null,
    note: null,
    amountChange: 0,
    amountChangeFils: 0,
    actor: { kind: 'staff', id: 1, name: 'Staff Member' },
    at: '2025-03-05T11:10:00.000Z',
    ...overrides,
  };
}

/** Order #42 being picked: its lines, totals summed from them, the lines still open counted. */
export function makePicking(lines: PickLine[] = [makePickLine(), labneh(), hammour()], overrides: Partial<Picking> = {}): Picking {
  const sum = (pick: (line: PickLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totalFils = sum((line) => line.lineTotalFils);
  const orderedTotalFils = sum((line) => (line.replacesItemId === null ? line.orderedTotalFils : 0));
  return {
    orderId: 42,
    status: 'ACCEPTED',
    version: 3,
    editable: true,
    paymentMethod: 'CASH',
    shopId: 7,
    substitutePolicy: 'cap',
    ifUnavailable: 'similar',
    lines,
    changes: [],
    orderedTotal: orderedTotalFils / 1000,
    orderedTotalFils,
    total: totalFils / 1000,
    totalFils,
    remaining: lines.filter((line) => line.state === 'pending' || line.state === 'asking').length,
    ...overrides,
  };
}

/** A product of shop 7, as GET products answers it. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 21,
    name: 'Almarai Milk 1 L',
    name_ar: 'حليب المراعي 1 لتر',
    image: null,
    price: 0.6,
    stock: 12,
    status: 'active',
    active: true,
    categoryId: 3,
    category: { id: 3, name: 'Dairy', name_ar: 'ألبان' },
    unit: 'piece',
    weightStep: null,
    estimatedWeight: null,
    sku: 'ALM-1L',
    barcode: '6281007020035',
    ...overrides,
  } as Product;
}
