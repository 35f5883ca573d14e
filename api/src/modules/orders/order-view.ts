import type { ImageStore } from '../../images/image-store';
import type { OrderRow } from './orders-repository';

/** An order as the API answers it (spec §3 Order and Order item). */
export interface OrderView {
  id: number;
  status: string;
  createdAt: string;
  updatedAt: string;
  totalQuantity: number;
  totalAmount: number;
  paymentMethod: string;
  customer: { name: string; name_ar: string | null; phone: string | null };
  user: { id: number; name: string | null; phone: string | null };
  address: string | null;
  orderedAddress: string | null;
  apartment: string | null;
  floor: string | null;
  building: string | null;
  avenue: string | null;
  street: string | null;
  block: string | null;
  area: string | null;
  governorate: string | null;
  items: {
    id: number;
    productId: number | null;
    quantity: number;
    price: number;
    lineTotal: number;
    productName: string;
    product: { name: string; name_ar: string | null; price: number; image: string | null; category: { name: string | null } };
  }[];
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Shapes a database row; amounts arrive as exact decimals and leave as JSON numbers. */
export function toOrderView(row: OrderRow, images: ImageStore): OrderView {
  const hasItems = row.itemsAmount !== null;
  return {
    id: row.id,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    totalQuantity: Number(hasItems ? row.itemsQuantity : row.storedQuantity),
    totalAmount: Number(hasItems ? row.itemsAmount : row.storedAmount),
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
    items: row.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      quantity: item.quantity,
      price: Number(item.price),
      lineTotal: Number(item.lineTotal),
      productName: item.productName,
      // The snapshot taken when the order was placed, not today's product row.
      product: {
        name: item.productName,
        name_ar: item.productNameAr,
        price: Number(item.price),
        image: images.url(item.image),
        category: { name: item.categoryName },
      },
    })),
  };
}
