import type { ImageUrls } from '../../images/image-store';
import { type Availability, type AvailabilityInput, shopAvailability } from '../shops/shop-availability';
import type { CatalogCategoryRow, CatalogProductRow, CatalogShopRow } from './catalog-repository';
import type { CatalogCategory, CatalogProduct, CatalogShop } from './catalog-schemas';

// decisions/customer-catalogue.md: rows as customers see them. Each answer names its fields one by one, so a column
// added for staff never reaches a customer by accident.

/** What shop-availability.ts reads of a shop; the compiler holds the list to AvailabilityInput's fields. */
const AVAILABILITY_FIELDS = [
  'isOpen',
  'openTime',
  'closeTime',
  'weekly',
  'overrides',
  'pausedAt',
  'pausedUntil',
  'pausedReason',
  'pausedReasonAr',
  'pausedReasonCode',
  'busyUntil',
  'busyMinutes',
  'busyReason',
  'busyReasonAr',
  'busyReasonCode',
] as const satisfies readonly (keyof AvailabilityInput)[];
type Unlisted = Exclude<keyof AvailabilityInput, (typeof AVAILABILITY_FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

/**
 * The availability of shops at `now` (shop-availability.ts, as staff see it), worked out once per distinct input: most
 * shops keep the same hours and no pause, and a page of them took 20 times the work of one (as the dashboard's
 * listNotTakingOrders reads each distinct schedule once).
 */
export function availabilityAt(now: Date): (shop: AvailabilityInput) => Availability {
  const known = new Map<string, Availability>();
  return (shop) => {
    const key = JSON.stringify(AVAILABILITY_FIELDS.map((field) => shop[field] ?? null));
    let availability = known.get(key);
    if (!availability) {
      availability = shopAvailability(shop, now);
      known.set(key, availability);
    }
    return availability;
  };
}

/** A shop with its availability and its terms for the block asked about. */
export function catalogShopView(row: CatalogShopRow, imageUrls: ImageUrls, availability: Availability): CatalogShop {
  const { terms } = row;
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    phone: row.phone,
    ...imageUrls,
    governorate: row.governorate,
    area: row.area,
    block: row.block,
    hours: row.weekly,
    openTime: row.openTime,
    closeTime: row.closeTime,
    availability,
    substitutePolicy: row.substitutePolicy,
    delivery: terms && { deliveryFee: Number(terms.deliveryFee), minBasket: Number(terms.minBasket), etaMinutes: terms.etaMinutes },
  };
}

export const catalogCategoryView = (row: CatalogCategoryRow, imageUrls: ImageUrls): CatalogCategory => ({
  id: row.id,
  name: row.name,
  name_ar: row.name_ar,
  ...imageUrls,
  productCount: row.productCount,
});

/**
 * A product on sale at `now`: sold out when none is in stock, or while "sold out for today" lasts
 * (decisions/availability.md: until its shop's next opening, when it is back by itself).
 */
export function catalogProductView(row: CatalogProductRow, imageUrls: ImageUrls, now: Date): CatalogProduct {
  const soldOutUntil = row.soldOutUntil === null ? null : new Date(row.soldOutUntil);
  const soldOutToday = soldOutUntil !== null && soldOutUntil.getTime() > now.getTime();
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    ...imageUrls,
    categoryId: row.categoryId,
    // Exact in the database; a JSON number for the app (12 significant digits survive a double).
    price: Number(row.price),
    unit: row.unit,
    weightStep: row.weightStep === null ? null : Number(row.weightStep),
    estimatedWeight: row.estimatedWeight === null ? null : Number(row.estimatedWeight),
    available: row.stock > 0 && !soldOutToday,
    soldOutUntil: soldOutToday ? soldOutUntil : null,
  };
}
