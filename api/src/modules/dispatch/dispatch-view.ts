import type { ImageStore } from '../../images/image-store';
import { filsToKwdNumber } from '../../money/fils';
import { deliveryAddressOf } from '../orders/delivery-address';
import type { DeliveryRow, DispatchOrderRow, DriverDeliveryRow, DriverRow, ShiftRow } from './dispatch-repository';
import type { DeliveryAnswer, DispatchOrderAnswer, DispatchOrderState, DriverAnswer, DriverHomeAnswer, ShiftAnswer } from './dispatch-schemas';

// decisions/dispatch.md: dispatch's rows as the API answers them. Amounts in KWD (a JSON number written exactly by
// money/fils.ts from whole fils); a photo proof's picture as the image store's absolute URL, as every picture.

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

export function toDeliveryView(row: DeliveryRow, images: ImageStore): DeliveryAnswer {
  return {
    id: row.id,
    orderId: row.orderId,
    state: row.state,
    driver: row.driverId === null ? null : { id: row.driverId, name: row.driverName ?? 'Unknown', phone: row.driverPhone ?? '' },
    courier:
      row.courierCompany === null
        ? null
        : {
            company: row.courierCompany,
            reference: row.courierReference ?? '',
            trackingUrl: row.courierTrackingUrl,
            driverName: row.courierDriverName,
            driverPhone: row.courierDriverPhone,
            cost: filsToKwdNumber(row.courierCostFils ?? 0),
          },
    assignedAt: iso(row.assignedAt),
    assignedBy: { id: row.assignedById, name: row.assignedByName },
    pickedUpAt: isoOrNull(row.pickedUpAt),
    endedAt: isoOrNull(row.endedAt),
    failReasonCode: row.failReasonCode,
    failNote: row.failNote,
    proof: row.proof,
    proofImage: images.urls(row.proofImage).image,
    cashCollected: row.cashCollectedFils === null ? null : filsToKwdNumber(row.cashCollectedFils),
  };
}

export function toDriverView(row: DriverRow): DriverAnswer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    vehicle: row.vehicle,
    capacity: row.capacity,
    areas: row.areas,
    shift: row.shiftId === null || row.shiftOpenedAt === null || row.shiftState === null ? null : { id: row.shiftId, openedAt: iso(row.shiftOpenedAt), state: row.shiftState },
    load: row.load,
  };
}

export function toShiftView(row: ShiftRow): ShiftAnswer {
  return {
    id: row.id,
    driver: { id: row.driverId, name: row.driverName },
    state: row.state,
    openedAt: iso(row.openedAt),
    openedBy: { id: row.openedById, name: row.openedByName },
    closedAt: isoOrNull(row.closedAt),
    closedBy: row.closedByName === null ? null : { id: row.closedById, name: row.closedByName },
    delivered: row.delivered,
    expectedCash: filsToKwdNumber(row.expectedFils),
    collectedCash: filsToKwdNumber(row.collectedFils),
    countedCash: row.countedFils === null ? null : filsToKwdNumber(row.countedFils),
    discrepancy: row.countedFils === null ? null : filsToKwdNumber(row.countedFils - row.expectedFils),
    resolutionNote: row.resolutionNote,
  };
}

/** Where an order stands on the board: no live delivery (waiting), or its live delivery's state. */
export const boardStateOf = (delivery: DeliveryRow | null): DispatchOrderState =>
  delivery === null ? 'waiting' : (delivery.state as Exclude<DispatchOrderState, 'waiting'>);

/** The labelled address in both languages; an order without parts shows its one line as written. */
function addressTextOf(row: DispatchOrderRow | DriverDeliveryRow): { en: string; ar: string } {
  const labelled = deliveryAddressOf(row);
  return labelled ? labelled.text : { en: row.address ?? '', ar: row.address ?? '' };
}

export function toDispatchOrderView(
  row: DispatchOrderRow,
  extra: { state: DispatchOrderState; delivery: DeliveryRow | null; cashToCollectFils: number; suggestedDriver: { id: number; name: string } | null },
  images: ImageStore,
): DispatchOrderAnswer {
  return {
    orderId: row.id,
    orderStatus: row.status,
    state: extra.state,
    shop: { id: row.shopId ?? undefined, name: row.shopName ?? '', name_ar: row.shopNameAr ?? '' },
    area: { id: row.areaId ?? undefined, name: row.area ?? '', name_ar: row.areaAr ?? row.area ?? '' },
    block: { id: row.blockId ?? undefined, name: row.block ?? '', name_ar: row.blockAr ?? row.block ?? '' },
    addressText: addressTextOf(row),
    customerName: row.customerName,
    totalAmount: filsToKwdNumber(row.totalFils),
    paymentMethod: row.paymentMethod,
    cashToCollect: filsToKwdNumber(extra.cashToCollectFils),
    acceptedAt: isoOrNull(row.acceptedAt),
    picked: row.picked,
    delivery: extra.delivery === null ? null : toDeliveryView(extra.delivery, images),
    suggestedDriver: extra.suggestedDriver,
  };
}

type DriverDeliveryAnswer = DriverHomeAnswer['deliveries'][number];

export function toDriverDeliveryView(row: DriverDeliveryRow, cashToCollectFils: number): DriverDeliveryAnswer {
  const shopPlace = deliveryAddressOf({
    governorateId: null, areaId: null, blockId: null,
    governorate: row.shopGovernorate, area: row.shopArea, block: row.shopBlock,
    governorateAr: row.shopGovernorateAr, areaAr: row.shopAreaAr, blockAr: row.shopBlockAr,
    street: null, avenue: null, building: null, floor: null, apartment: null, paci: null, directions: null, latitude: null, longitude: null,
  });
  const address = deliveryAddressOf(row);
  return {
    id: row.id,
    orderId: row.orderId,
    state: row.state,
    shop: { id: row.shopId, name: row.shopName, name_ar: row.shopNameAr, phone: row.shopPhone, addressText: shopPlace?.text ?? { en: '', ar: '' } },
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    addressText: addressTextOf(row),
    pin: address?.pin ?? null,
    paymentMethod: row.paymentMethod,
    totalAmount: filsToKwdNumber(row.totalFils),
    cashToCollect: filsToKwdNumber(cashToCollectFils),
    itemCount: row.itemCount,
    assignedAt: iso(row.assignedAt),
    pickedUpAt: isoOrNull(row.pickedUpAt),
  };
}
