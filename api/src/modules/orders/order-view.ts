import type { ImageStore } from '../../images/image-store';
import type { Answer } from '../../http/type-provider';
import { toOrderPromotion } from '../promotions/promotion-view';
import { deliveryAddressOf } from './delivery-address';
import type { OrderRow } from './orders-repository';
import type { orderSchema } from './orders-schemas';

/** An order as the API answers it (spec §3 Order and Order item). */
export type OrderView = Answer<typeof orderSchema>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Shapes a database row; amounts arrive as exact decimals and leave as JSON numbers. `now`: the time the answer is
 * read at, which decides whether a slot order is still scheduled (decisions/delivery-slots.md).
 */
export function toOrderView(row: OrderRow, images: ImageStore, now: Date = new Date()): OrderView {
  const hasItems = row.itemsAmount !== null;
  const prepareAt = row.prepareAt === null ? null : iso(row.prepareAt);
  return {
    id: row.id,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    totalQuantity: Number(hasItems ? row.itemsQuantity : row.storedQuantity),
    totalAmount: Number(hasItems ? row.itemsAmount : row.storedAmount),
    deliveryFee: Number(row.deliveryFee),
    discount: Number(row.discount),
    promotion: toOrderPromotion(row.promotion),
    paymentMethod: row.paymentMethod,
    customer: { name: row.customerName, name_ar: row.customerNameAr, phone: row.customerPhone },
    user: { id: row.userId, name: row.userName, phone: row.userPhone },
    address: row.address,
    orderedAddress: row.orderedAddress,
    apartment: row.apartment,
    floor: row.floor,
    building: row.building,
    avenue: row.avenue,
    street: row.street,
    block: row.block,
    area: row.area,
    governorate: row.governorate,
    deliveryAddress: deliveryAddressOf(row),
    shop: row.shopId === null ? null : { id: row.shopId, name: row.shopName ?? '', name_ar: row.shopNameAr, phone: row.shopPhone },
    claim:
      row.claimHolderId === null || row.claimedAt === null || row.claimExpiresAt === null
        ? null
        : { holder: { id: row.claimHolderId, name: row.claimHolderName ?? 'Unknown' }, since: row.claimedAt, expiresAt: row.claimExpiresAt },
    escalatedAt: row.escalatedAt === null ? null : iso(row.escalatedAt),
    ifUnavailable: row.ifUnavailable,
    slot: row.slotStartsAt === null || row.slotEndsAt === null ? null : { startsAt: iso(row.slotStartsAt), endsAt: iso(row.slotEndsAt) },
    prepareAt,
    scheduled: row.status === 'NEW' && prepareAt !== null && Date.parse(prepareAt) > now.getTime(),
    items: row.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      quantity: item.quantity,
      price: Number(item.price),
      lineTotal: Number(item.lineTotal),
      orderedTotal: Number(item.orderedTotal),
      unit: item.unit,
      estimatedWeight: item.estimatedWeight === null ? null : Number(item.estimatedWeight),
      state: item.state,
      pickedQuantity: item.pickedQuantity,
      actualWeight: item.actualWeight === null ? null : Number(item.actualWeight),
      replacesItemId: item.replacesItemId,
      ask: item.ask === null ? null : { ...item.ask, price: item.ask.price === null ? null : Number(item.ask.price), deadline: iso(item.ask.deadline) },
      productName: item.productName,
      // The snapshot taken when the order was placed, not today's product row.
      product: {
        name: item.productName,
        name_ar: item.productNameAr,
        price: Number(item.price),
        ...images.urls(item.image),
        category: { name: item.categoryName, name_ar: item.categoryNameAr },
      },
      ifUnavailable: item.ifUnavailable,
      substitute: item.substitute,
    })),
  };
}

