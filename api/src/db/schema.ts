import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The one schema of the API. Every list is read newest first by id (ids are monotonic), so each
// list has an index that ends in `id desc` and "Load More" pages by keyset (`id < $cursor`).

/** KWD amounts: exact, 3 decimals (1 KWD = 1000 fils). Drizzle hands them over as strings. */
const kwd = (name: string) => numeric(name, { precision: 12, scale: 3 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Staff roles (decisions/roles-and-audit.md; what each may do: auth/permissions.ts), and the customers of the shops' app.
 * decisions/dispatch.md: a driver is a staff account that sees only its own deliveries.
 */
export const STAFF_ROLES = ['owner', 'operations', 'catalogue', 'shop_staff', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const USER_ROLES = [...STAFF_ROLES, 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').$type<UserRole>().notNull().default('owner'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    /** A customer deleted while they had orders (migration 0018): personal data gone, no sign-in; the orders stay. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** decisions/customers.md (migration 0032): a blocked customer places no order; why, when and by whom (null once that account is gone). */
    blockedReason: text('blocked_reason'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: integer('blocked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** decisions/customers.md: signed out everywhere — a token issued before this second is refused (auth/auth-plugin.ts). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** decisions/customer-messages.md (migration 0034): the language a customer's messages are written in. */
    language: text('language').$type<'en' | 'ar'>().notNull().default('ar'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_language_check', sql`${t.language} IN ('en', 'ar')`),
    check('users_role_check', sql`${t.role} in ('owner', 'operations', 'catalogue', 'shop_staff', 'driver', 'customer')`),
    // decisions/dispatch.md: the drivers among every user.
    index('users_driver_idx').on(t.id).where(sql`${t.role} = 'driver'`),
    // decisions/customers.md: the customers list, newest first; its blocked filter.
    index('users_customers_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.role} = 'customer' AND ${t.anonymisedAt} IS NULL`),
    index('users_blocked_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.blockedAt} IS NOT NULL`),
    check(
      'users_blocked_check',
      sql`(${t.blockedAt} IS NULL) = (${t.blockedReason} IS NULL) AND (${t.blockedAt} IS NOT NULL OR ${t.blockedBy} IS NULL)
        AND char_length(${t.blockedReason}) BETWEEN 3 AND 300`,
    ),
  ],
);

/** decisions/customers.md: what staff note about a customer (migration 0032), newest first; never shown to the customer. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null once the author's account is deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_notes_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    check('customer_notes_text_check', sql`char_length(${t.text}) BETWEEN 1 AND 1000`),
  ],
);

export const governorates = pgTable('governorates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull().default(''),
  createdAt: createdAt(),
});

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('areas_governorate_idx').on(t.governorateId, t.id)],
);

export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('blocks_area_idx').on(t.areaId, t.id)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    /** Stored with the country code: +965XXXXXXXX (spec §3). */
    phone: text('phone').notNull(),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    isOpen: boolean('is_open').notNull().default(true),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id, { onDelete: 'restrict' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    blockId: integer('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'restrict' }),
    openTime: text('open_time').notNull(),
    closeTime: text('close_time'),
    /** File name in the image store; null when the shop has none. */
    image: text('image'),
    createdAt: createdAt(),
    /** Taking no orders since then, and why (decisions/live-desk.md: too many orders left unanswered); null: not paused. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason'),
    /** When staff last resumed it: orders unanswered before then no longer count towards a pause. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    /** A pause ends by itself then (decisions/availability.md); null with paused_at set: until staff resume it. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    pausedReasonAr: text('paused_reason_ar'),
    /** A preset reason's code instead of words (shop-pause.ts), read in each reader's language. */
    pausedReasonCode: text('paused_reason_code'),
    /** Busy (decisions/availability.md): still taking orders, with `busy_minutes` more preparation time, until then. */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    busyMinutes: integer('busy_minutes'),
    busyReason: text('busy_reason'),
    busyReasonAr: text('busy_reason_ar'),
    busyReasonCode: text('busy_reason_code'),
    /**
     * decisions/picking.md: a substitute costing more than the line it replaces is billed at most the original ('cap',
     * the shop bears the rest) or needs the customer's approval ('ask').
     */
    substitutePolicy: text('substitute_policy').$type<SubstitutePolicy>().notNull().default('cap'),
  },
  (t) => [
    index('shops_governorate_idx').on(t.governorateId),
    index('shops_area_idx').on(t.areaId),
    index('shops_block_idx').on(t.blockId),
    check('shops_substitute_policy_check', sql`${t.substitutePolicy} IN ('cap', 'ask')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    image: text('image'),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('categories_shop_idx').on(t.shopId, t.id)],
);

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** decisions/grocery-products.md: sold by the piece, or by weight (then `price` is per kg). */
export const PRODUCT_UNITS = ['piece', 'weight'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
/** Kilograms to the gram (numeric(6,3)); drizzle hands them over as strings, like KWD. */
const kg = (name: string) => numeric(name, { precision: 6, scale: 3 });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    image: text('image'),
    price: kwd('price').notNull(),
    stock: integer('stock').notNull(),
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    /** "Sold out for today" (decisions/availability.md): off sale until then, the next opening of its shop. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    unit: text('unit').$type<ProductUnit>().notNull().default('piece'),
    /** By weight: what a customer's quantity goes up by (kg, 0.001–10); null by the piece. */
    weightStep: kg('weight_step'),
    /** By weight: what one item weighs, about (kg, 0.001–50); null by the piece. */
    estimatedWeight: kg('estimated_weight'),
    /** Unique within the shop in any case (products-rules.ts says what it may hold). */
    sku: text('sku'),
    /** A GTIN (8, 12, 13 or 14 digits, GS1 check digit), unique within the shop. */
    barcode: text('barcode'),
    /**
     * Its category's shop, always (migration 0023: a trigger fills it, a foreign key on (category,
     * shop) keeps it so): what "unique within a shop" is indexed by. No writer names it, so it is
     * typed as having a default.
     */
    shopId: integer('shop_id').notNull().default(sql`null`),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.id),
    check('products_price_check', sql`${t.price} > 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('products_unit_check', sql`${t.unit} in ('piece', 'weight')`),
    foreignKey({ name: 'products_category_shop_fk', columns: [t.categoryId, t.shopId], foreignColumns: [categories.id, categories.shopId] })
      .onUpdate('cascade')
      .onDelete('restrict'),
    uniqueIndex('products_sku_shop_key').on(sql`lower(${t.sku})`, t.shopId).where(sql`${t.sku} is not null`),
    uniqueIndex('products_barcode_shop_key').on(t.barcode, t.shopId).where(sql`${t.barcode} is not null`),
  ],
);

/**
 * decisions/grocery-products.md: what the customer wants when an item is not there at picking — a similar product, the
 * product they named (a line's choice only), the item removed, or a call first. The order's default is one of the others.
 */
export const IF_UNAVAILABLE_CHOICES = ['similar', 'product', 'remove', 'call'] as const;
export type IfUnavailable = (typeof IF_UNAVAILABLE_CHOICES)[number];
export const ORDER_IF_UNAVAILABLE_CHOICES = ['similar', 'remove', 'call'] as const;
export type OrderIfUnavailable = (typeof ORDER_IF_UNAVAILABLE_CHOICES)[number];

// decisions/picking.md (the contract: picking/picking-schemas.ts).
/** Where a line stands: not yet worked, picked whole, picked short, replaced by a substitute line, removed, or waiting for the customer's answer. */
export const PICK_STATES = ['pending', 'picked', 'short', 'substituted', 'removed', 'asking'] as const;
export type PickState = (typeof PICK_STATES)[number];

/** What a picker does to a line. */
export const PICK_ACTIONS = ['pick', 'remove', 'substitute', 'ask', 'answer', 'reset'] as const;
export type PickAction = (typeof PICK_ACTIONS)[number];

/** Why a line was removed or replaced (worded by the panel in each language). */
export const PICK_REASONS = ['out_of_stock', 'damaged', 'expired', 'customer_request', 'other'] as const;
export type PickReason = (typeof PICK_REASONS)[number];

/** A shop's rule for a substitute that costs more than the line it replaces: the customer pays at most the original ('cap'), or must approve first ('ask'). */
export const SUBSTITUTE_POLICIES = ['cap', 'ask'] as const;
export type SubstitutePolicy = (typeof SUBSTITUTE_POLICIES)[number];

export const ORDER_STATUSES = ['NEW', 'ACCEPTED', 'INTRANSIT', 'DELIVERED', 'CANCELLED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The customer; a customer with orders is anonymised, never deleted (migration 0018). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('NEW'),
    customerName: text('customer_name').notNull(),
    customerNameAr: text('customer_name_ar'),
    customerPhone: text('customer_phone'),
    address: text('address'),
    orderedAddress: text('ordered_address'),
    apartment: text('apartment'),
    floor: text('floor'),
    building: text('building'),
    avenue: text('avenue'),
    street: text('street'),
    block: text('block'),
    area: text('area'),
    governorate: text('governorate'),
    paymentMethod: text('payment_method').notNull(),
    totalQuantity: integer('total_quantity').notNull().default(0),
    totalAmount: kwd('total_amount').notNull().default('0'),
    /** The shop every item came from (customer orders; null for orders imported or seeded without one). */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** The location ids the address was checked against (the names above are its snapshot). */
    governorateId: integer('governorate_id').references(() => governorates.id, { onDelete: 'set null' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    blockId: integer('block_id').references(() => blocks.id, { onDelete: 'set null' }),
    /**
     * True while the order holds stock it took from its products when placed; rejecting or
     * cancelling gives it back and clears this in the same statement, so it is given back once.
     */
    stockHeld: boolean('stock_held').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was accepted and delivered: set by a trigger on the status change (migration 0016, decisions/reports-and-bulk.md's dashboard). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The claim (decisions/order-workspace.md): its holder, since when, and their last activity on it. Held while
     * that activity is younger than the desk settings' claim idle minutes (order-claims.ts judges it).
     */
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimActiveAt: timestamp('claim_active_at', { withTimezone: true }),
    /**
     * The delivery address beyond its parts (migration 0021, orders/delivery-address.ts): the PACI number (8
     * digits), the customer's directions, a map pin (both or neither), and the Arabic names of the
     * governorate, area and block, snapshots beside the English ones above.
     */
    paci: text('paci'),
    directions: text('directions'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    governorateAr: text('governorate_ar'),
    areaAr: text('area_ar'),
    blockAr: text('block_ar'),
    /** When the desk escalated it, left unanswered (the settings' unanswered rule); null: not escalated. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The customer's default for a line not there at picking (migration 0025): the lines that say nothing take it. */
    ifUnavailable: text('if_unavailable').$type<OrderIfUnavailable>().notNull().default('remove'),
    /** decisions/picking.md: grows with every change of the order's lines; a change names the version it saw. */
    linesVersion: integer('lines_version').notNull().default(0),
    /** decisions/delivery-coverage.md: the delivery fee when placed, part of totalAmount (the lines' totals plus it). */
    deliveryFee: kwd('delivery_fee').notNull().default('0'),
    /** decisions/promotions.md: what a promotion took off when placed (0: none); totalAmount is the lines plus the fee less it. */
    discount: kwd('discount').notNull().default('0'),
    /** decisions/delivery-slots.md: the delivery slot chosen (nulls: as soon as possible), booked in delivery_slots. */
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    /** When preparation starts (the slot's start less the shop's lead time, not before placing): the desk's timers count from it. */
    prepareAt: timestamp('prepare_at', { withTimezone: true }),
    /** When the desk announced that preparation time (the stream's `due`, once); set at placing when it had come already. */
    dueAnnouncedAt: timestamp('due_announced_at', { withTimezone: true }),
    /**
     * decisions/dispatch.md: the 4 digits the customer reads out to the driver at the door (the delivery's proof), random
     * per order; written by the database's default, so no writer names it.
     */
    deliveryCode: text('delivery_code').notNull().default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
  },
  (t) => [
    index('orders_status_id_idx').on(t.status, t.id.desc()),
    index('orders_claimed_idx').on(t.claimedBy, t.id.desc()).where(sql`${t.claimedBy} IS NOT NULL`),
    index('orders_user_idx').on(t.userId),
    // A shop's orders (and deleting a shop sets theirs to null without a scan).
    index('orders_shop_idx').on(t.shopId),
    check(
      'orders_status_check',
      sql`${t.status} in ('NEW', 'ACCEPTED', 'INTRANSIT', 'DELIVERED', 'CANCELLED', 'REJECTED')`,
    ),
    check('orders_paci_check', sql`${t.paci} ~ '^[0-9]{8}$'`),
    check('orders_directions_check', sql`char_length(${t.directions}) <= 500`),
    check('orders_pin_check', sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`),
    check('orders_if_unavailable_check', sql`${t.ifUnavailable} IN ('similar', 'remove', 'call')`),
    check('orders_delivery_fee_check', sql`${t.deliveryFee} >= 0 AND ${t.deliveryFee} <= ${t.totalAmount} + ${t.discount}`),
    check('orders_discount_check', sql`${t.discount} >= 0`),
    // The scheduled orders and the due ones (decisions/delivery-slots.md); the NEW orders by when they need the desk.
    index('orders_scheduled_idx').on(t.prepareAt).where(sql`${t.status} = 'NEW' AND ${t.prepareAt} IS NOT NULL`),
    index('orders_new_due_idx').on(sql`(coalesce(${t.prepareAt}, ${t.createdAt}))`).where(sql`${t.status} = 'NEW'`),
    check('orders_delivery_code_check', sql`${t.deliveryCode} ~ '^[0-9]{4}$'`),
    // decisions/dispatch.md: the orders waiting for a driver, those accepted first first (the board's Waiting list).
    index('orders_dispatch_waiting_idx').on(sql`(coalesce(${t.acceptedAt}, ${t.createdAt}))`, t.id).where(sql`${t.status} = 'ACCEPTED'`),
    check(
      'orders_slot_check',
      sql`(${t.slotStartsAt} IS NULL) = (${t.slotEndsAt} IS NULL) AND (${t.slotStartsAt} IS NULL) = (${t.prepareAt} IS NULL)
        AND (${t.slotEndsAt} > ${t.slotStartsAt}) AND (${t.prepareAt} <= ${t.slotStartsAt})`,
    ),
  ],
);

/** A line of an order. Name, Arabic name, image and unit price are a snapshot taken when the
 *  order was placed: repricing or deleting the product never changes history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productNameAr: text('product_name_ar'),
    productImage: text('product_image'),
    categoryName: text('category_name'),
    categoryNameAr: text('category_name_ar'),
    unitPrice: kwd('unit_price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /**
     * What the customer wants when the item is not there at picking (migration 0025); 'product' names the substitute:
     * its id (null once deleted) and its names when ordered, a snapshot like the line's own.
     */
    ifUnavailable: text('if_unavailable').$type<IfUnavailable>().notNull().default('remove'),
    substituteProductId: integer('substitute_product_id').references(() => products.id, { onDelete: 'set null' }),
    substituteName: text('substitute_name'),
    substituteNameAr: text('substitute_name_ar'),
    /** decisions/picking.md (migration 0026): the product's unit and estimated weight when ordered, a snapshot like its price. */
    unit: text('unit').$type<ProductUnit>().notNull().default('piece'),
    estimatedWeight: kg('estimated_weight'),
    /**
     * The line as ordered, and what the customer pays for it now (0 once removed or substituted). A writer that names
     * neither gets both as ordered (a trigger: unit price × quantity, by weight × estimated weight, half-up), so they
     * are typed as having a default.
     */
    orderedTotal: kwd('ordered_total').notNull().default(sql`null`),
    lineTotal: kwd('line_total').notNull().default(sql`null`),
    pickState: text('pick_state').$type<PickState>().notNull().default('pending'),
    /** Picked or short: how many were picked. */
    pickedQuantity: integer('picked_quantity'),
    /** By weight, once picked: what the picked items weigh together (kg). */
    actualWeight: kg('actual_weight'),
    /** A substitute line: the line it replaces (deleted with it). */
    replacesItemId: integer('replaces_item_id').references((): AnyPgColumn => orderItems.id, { onDelete: 'cascade' }),
    /** A substitute line: the customer agreed to pay more than the line it replaces. */
    approved: boolean('approved').notNull().default(false),
    pickReason: text('pick_reason').$type<PickReason>(),
    /** Asking: the substitute proposed (if any) and when the order's default applies. */
    askProductId: integer('ask_product_id').references(() => products.id, { onDelete: 'set null' }),
    askDeadline: timestamp('ask_deadline', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_substitute_idx').on(t.substituteProductId).where(sql`${t.substituteProductId} IS NOT NULL`),
    index('order_items_asking_idx').on(t.askDeadline).where(sql`${t.pickState} = 'asking'`),
    index('order_items_replaces_idx').on(t.replacesItemId).where(sql`${t.replacesItemId} IS NOT NULL`),
    index('order_items_ask_product_idx').on(t.askProductId).where(sql`${t.askProductId} IS NOT NULL`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_unit_check', sql`${t.unit} IN ('piece', 'weight') AND (${t.unit} = 'weight') = (${t.estimatedWeight} IS NOT NULL)`),
    check(
      'order_items_totals_check',
      sql`${t.orderedTotal} >= 0 AND ${t.lineTotal} >= 0 AND (${t.pickState} NOT IN ('removed', 'substituted') OR ${t.lineTotal} = 0)`,
    ),
    check('order_items_pick_state_check', sql`${t.pickState} IN ('pending', 'picked', 'short', 'substituted', 'removed', 'asking')`),
    check(
      'order_items_picked_check',
      sql`(${t.pickState} IN ('picked', 'short')) = (${t.pickedQuantity} IS NOT NULL)
        AND (${t.pickState} <> 'picked' OR ${t.pickedQuantity} = ${t.quantity})
        AND (${t.pickState} <> 'short' OR ${t.pickedQuantity} BETWEEN 1 AND ${t.quantity} - 1)
        AND (${t.actualWeight} IS NULL OR (${t.unit} = 'weight' AND ${t.pickState} IN ('picked', 'short') AND ${t.actualWeight} > 0))`,
    ),
    check('order_items_substitute_line_check', sql`${t.replacesItemId} IS NULL OR ${t.pickState} = 'picked'`),
    check('order_items_ask_check', sql`(${t.pickState} = 'asking') = (${t.askDeadline} IS NOT NULL) AND (${t.askProductId} IS NULL OR ${t.pickState} = 'asking')`),
    check('order_items_pick_reason_check', sql`${t.pickReason} IN ('out_of_stock', 'damaged', 'expired', 'customer_request', 'other')`),
    check('order_items_if_unavailable_check', sql`${t.ifUnavailable} IN ('similar', 'product', 'remove', 'call')`),
    check(
      'order_items_substitute_check',
      sql`(${t.ifUnavailable} = 'product') = (${t.substituteName} IS NOT NULL) AND (${t.substituteProductId} IS NULL OR ${t.ifUnavailable} = 'product')`,
    ),
  ],
);

/** Per-status order counts, kept current by a trigger in the same transaction as every insert,
 *  status change and delete, so `orders/stats` reads six rows instead of scanning orders. */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status').$type<OrderStatus>().primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

/** Each phone number orders carry (its digits), once: kept by a trigger on orders (migration 0014),
 *  so a phone fragment is searched among thousands of numbers, not a million orders. */
export const orderPhones = pgTable('order_phones', {
  digits: text('digits').primaryKey(),
});

/** Tables whose row count a list's `total` reads from `table_row_counts` instead of counting. */
export const COUNTED_TABLES = ['shops', 'categories', 'products', 'users'] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

/** Row counts of COUNTED_TABLES, kept by statement-level triggers in the same transaction as every
 *  insert, delete and truncate, so a list's `total` reads one row instead of scanning the table. */
export const tableRowCounts = pgTable('table_row_counts', {
  tableName: text('table_name').$type<CountedTable>().primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

/** Failed sign-ins counted per key (an account, an account at an address, an address) in fixed
 *  windows, shared by every API process (plugins/counter-store.ts; Redis when REDIS_URL is
 *  set). A row past `expires_at` counts as nothing and is swept away now and then. */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_counters_expires_idx').on(t.expiresAt)],
);

/** The addresses each account has signed in from successfully, the most recent few per user: an
 *  account's lockout does not reach its owner at these (auth/login/login-throttle.ts). */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

export const ORDER_ACTOR_KINDS = ['staff', 'customer', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/** What happened to a claim (decisions/order-workspace.md): taken, given up, given to a colleague, or over after idling. */
export const CLAIM_ACTIONS = ['claim', 'release', 'assign', 'expire'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];
/**
 * The kinds of step in an order's log: a status change (its timeline), a claim's change, an internal note, an escalation
 * (migration 0022), a change of its lines (decisions/picking.md, migration 0026), a slot order's placement for its slot
 * and its preparation time coming (decisions/delivery-slots.md, migration 0029), a change of its delivery
 * (decisions/dispatch.md, migration 0030).
 */
export const ORDER_EVENT_KINDS = ['status', ...CLAIM_ACTIONS, 'note', 'escalate', 'lines', 'scheduled', 'due', 'delivery'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** An order's log: one row per status change (and its placement) — its timeline — and, since
 *  decisions/order-workspace.md, per claim change and internal note, written in the same transaction as the change,
 *  with who made it and why. The live stream resumes from its ids. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull().default('status'),
    /** null for the placement. */
    fromStatus: text('from_status').$type<OrderStatus>(),
    /** A status step's new status (never null for one); null for the other kinds. */
    toStatus: text('to_status').$type<OrderStatus>(),
    actorKind: text('actor_kind').$type<OrderActorKind>().notNull(),
    /** The staff member or customer; null once their account is deleted (the name stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    /** A claim step's holder (taken, given, released or expired); a status step's: whose claim another acted over. */
    claimHolderId: integer('claim_holder_id').references(() => users.id, { onDelete: 'set null' }),
    claimHolderName: text('claim_holder_name'),
    /** A note step's note. */
    noteId: integer('note_id').references(() => orderNotes.id, { onDelete: 'set null' }),
    /** A lines step's version of the lines (decisions/picking.md); null for the other kinds. */
    linesVersion: integer('lines_version'),
    createdAt: createdAt(),
    /** decisions/dispatch.md: a delivery step's delivery and what happened to it; null for the other kinds. */
    deliveryId: integer('delivery_id').references((): AnyPgColumn => deliveries.id, { onDelete: 'set null' }),
    deliveryAction: text('delivery_action').$type<DeliveryAction>(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_actor_kind_check', sql`${t.actorKind} in ('staff', 'customer', 'system')`),
    check(
      'order_events_kind_check',
      sql`${t.kind} IN ('status', 'claim', 'release', 'assign', 'expire', 'note', 'escalate', 'lines', 'scheduled', 'due', 'delivery') AND (${t.kind} <> 'status' OR ${t.toStatus} IS NOT NULL)
        AND ((${t.kind} = 'lines') = (${t.linesVersion} IS NOT NULL)) AND ((${t.kind} = 'delivery') = (${t.deliveryAction} IS NOT NULL))`,
    ),
    check('order_events_delivery_action_check', sql`${t.deliveryAction} IN ('assigned', 'withdrawn', 'picked_up', 'delivered', 'failed', 'returned')`),
    index('order_events_delivery_idx').on(t.deliveryId).where(sql`${t.deliveryId} IS NOT NULL`),
  ],
);

/** What a line change did: a picker's action, or the desk applying the order's default to an unanswered question. */
export const LINE_CHANGE_ACTIONS = [...PICK_ACTIONS, 'timeout'] as const;
export type LineChangeAction = (typeof LINE_CHANGE_ACTIONS)[number];

/**
 * decisions/picking.md: the picking timeline, one row per change of an order's lines — which line, what was done, in English
 * and Arabic, why, what the order's total moved by (fils), the version it made, who (no foreign key: a row that never
 * changes, as the stock history).
 */
export const orderLineChanges = pgTable(
  'order_line_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    action: text('action').$type<LineChangeAction>().notNull(),
    summary: text('summary').notNull(),
    summaryAr: text('summary_ar').notNull(),
    reason: text('reason').$type<PickReason>(),
    note: text('note'),
    amountChangeFils: bigint('amount_change_fils', { mode: 'number' }).notNull(),
    linesVersion: integer('lines_version').notNull(),
    actorKind: text('actor_kind').$type<OrderActorKind>().notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_line_changes_order_idx').on(t.orderId, t.id),
    index('order_line_changes_item_idx').on(t.itemId),
    check('order_line_changes_action_check', sql`${t.action} IN ('pick', 'remove', 'substitute', 'ask', 'answer', 'reset', 'timeout')`),
    check('order_line_changes_reason_check', sql`${t.reason} IN ('out_of_stock', 'damaged', 'expired', 'customer_request', 'other')`),
    check('order_line_changes_actor_kind_check', sql`${t.actorKind} IN ('staff', 'customer', 'system')`),
    check('order_line_changes_note_check', sql`char_length(${t.note}) <= 300`),
  ],
);

/** Internal notes on an order (decisions/order-workspace.md): staff only, never in a customer's answer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null once the account is deleted (the name stays). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id), check('order_notes_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 1000`)],
);

/** What the desk does with a NEW order left unanswered (decisions/order-workspace.md). */
export const UNANSWERED_ACTIONS = ['off', 'escalate', 'reject'] as const;
export type UnansweredAction = (typeof UNANSWERED_ACTIONS)[number];

/**
 * The desk's settings (decisions/order-workspace.md), one row (id 1), absent until an owner first saves them: the
 * deploy-time configuration answers meanwhile (modules/desk-settings).
 */
export const deskSettings = pgTable(
  'desk_settings',
  {
    id: integer('id').primaryKey().default(1),
    orderAgeWarningMinutes: integer('order_age_warning_minutes').notNull(),
    orderAgeOverdueMinutes: integer('order_age_overdue_minutes').notNull(),
    claimIdleMinutes: integer('claim_idle_minutes').notNull(),
    autoPauseAfterUnanswered: integer('auto_pause_after_unanswered').notNull(),
    autoPauseMinutes: integer('auto_pause_minutes').notNull(),
    unansweredAction: text('unanswered_action').$type<UnansweredAction>().notNull(),
    unansweredMinutes: integer('unanswered_minutes').notNull(),
    /** The reject's reason as a timeline step stores it: a preset's code or the words typed. */
    unansweredReason: text('unanswered_reason'),
    /** When the unanswered rule (escalate or reject) was switched on: orders placed before it are left to staff. */
    unansweredSince: timestamp('unanswered_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** decisions/delivery-coverage.md: the delivery fee (KWD) above which the shops list warns. */
    deliveryFeeCap: kwd('delivery_fee_cap').notNull().default('0.500'),
    /** decisions/delivery-slots.md: Ramadan's Kuwait days (YYYY-MM-DD, both included; both or neither): shops' Ramadan slots apply. */
    ramadanFrom: text('ramadan_from'),
    ramadanTo: text('ramadan_to'),
  },
  (t) => [
    check('desk_settings_one_row', sql`${t.id} = 1`),
    check(
      'desk_settings_ramadan_check',
      sql`(${t.ramadanFrom} IS NULL) = (${t.ramadanTo} IS NULL) AND ${t.ramadanFrom} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND ${t.ramadanTo} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
        AND ${t.ramadanFrom} <= ${t.ramadanTo}`,
    ),
    check('desk_settings_fee_cap_check', sql`${t.deliveryFeeCap} >= 0`),
    check('desk_settings_ages_check', sql`${t.orderAgeWarningMinutes} > 0 AND ${t.orderAgeWarningMinutes} < ${t.orderAgeOverdueMinutes}`),
    check('desk_settings_action_check', sql`${t.unansweredAction} IN ('off', 'escalate', 'reject')`),
  ],
);

/** What a customer's `Idempotency-Key` answered: a retried request gets the first answer again
 *  and never makes a second order. Written in the same transaction as the order it answers. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body as the API read it: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A shop's weekly hours (decisions/availability.md): any number of intervals per weekday (0 = Sunday), Kuwait time.
 * A close time at or before the open time runs past midnight; a shop with no rows keeps the spec's
 * one open and close time every day.
 */
export const shopHours = pgTable(
  'shop_hours',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [index('shop_hours_shop_idx').on(t.shopId, t.weekday), check('shop_hours_weekday_check', sql`${t.weekday} between 0 and 6`)],
);

/**
 * A shop's delivery zones (decisions/delivery-coverage.md): a whole area or a single block (exactly one; a block's row
 * overrides its area's), each with its fee, minimum basket and expected minutes. What applies to an order is read by
 * the SQL function shop_delivery_terms(shop, block) (migration 0027), the one answer ordering and the catalogue share.
 */
export const shopCoverage = pgTable(
  'shop_coverage',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => blocks.id, { onDelete: 'cascade' }),
    deliveryFee: kwd('delivery_fee').notNull(),
    minBasket: kwd('min_basket').notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('shop_coverage_area_key').on(t.shopId, t.areaId).where(sql`${t.areaId} IS NOT NULL`),
    uniqueIndex('shop_coverage_block_key').on(t.shopId, t.blockId).where(sql`${t.blockId} IS NOT NULL`),
    index('shop_coverage_area_idx').on(t.areaId).where(sql`${t.areaId} IS NOT NULL`),
    index('shop_coverage_block_idx').on(t.blockId).where(sql`${t.blockId} IS NOT NULL`),
    check('shop_coverage_place_check', sql`(${t.areaId} IS NULL) <> (${t.blockId} IS NULL)`),
    check('shop_coverage_amounts_check', sql`${t.deliveryFee} >= 0 AND ${t.minBasket} >= 0`),
    check('shop_coverage_eta_check', sql`${t.etaMinutes} BETWEEN 5 AND 600`),
  ],
);

/** decisions/delivery-slots.md: a shop's slot settings; a shop without a row has the defaults (slots off). */
export const shopSlotSettings = pgTable(
  'shop_slot_settings',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** A slot stops taking orders this long before it starts. */
    cutoffMinutes: integer('cutoff_minutes').notNull().default(60),
    /** Preparation starts this long before the slot starts. */
    leadMinutes: integer('lead_minutes').notNull().default(60),
    /** How many days of slots customers are offered, today included. */
    daysAhead: integer('days_ahead').notNull().default(3),
  },
  (t) => [
    check('shop_slot_settings_minutes_check', sql`${t.cutoffMinutes} BETWEEN 0 AND 1440 AND ${t.leadMinutes} BETWEEN 0 AND 1440`),
    check('shop_slot_settings_days_check', sql`${t.daysAhead} BETWEEN 1 AND 14`),
  ],
);

export const SLOT_TIMETABLES = ['regular', 'ramadan'] as const;
export type SlotTimetable = (typeof SLOT_TIMETABLES)[number];

/** decisions/delivery-slots.md: a shop's weekly slots (Kuwait HH:MM within one day), per timetable, with how many orders each takes. */
export const shopSlotTemplates = pgTable(
  'shop_slot_templates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    timetable: text('timetable').$type<SlotTimetable>().notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    uniqueIndex('shop_slot_templates_key').on(t.shopId, t.timetable, t.weekday, t.startsAt),
    check('shop_slot_templates_timetable_check', sql`${t.timetable} IN ('regular', 'ramadan')`),
    check('shop_slot_templates_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'shop_slot_templates_times_check',
      sql`${t.startsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.endsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.endsAt} > ${t.startsAt}`,
    ),
    check('shop_slot_templates_capacity_check', sql`${t.capacity} BETWEEN 1 AND 500`),
  ],
);

/**
 * decisions/delivery-slots.md: one slot of one day once an order booked it — its capacity and how many it has. A booking
 * is one statement that inserts the row or raises `booked` only while below the capacity: exact under concurrency.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'delivery_slots_pkey', columns: [t.shopId, t.startsAt] }),
    check('delivery_slots_booked_check', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check('delivery_slots_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The platform's delivery terms in a governorate, for a shop with no zones of its own (decisions/delivery-coverage.md). */
export const deliveryDefaults = pgTable(
  'delivery_defaults',
  {
    governorateId: integer('governorate_id')
      .primaryKey()
      .references(() => governorates.id, { onDelete: 'cascade' }),
    deliveryFee: kwd('delivery_fee').notNull(),
    minBasket: kwd('min_basket').notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
  },
  (t) => [
    check('delivery_defaults_amounts_check', sql`${t.deliveryFee} >= 0 AND ${t.minBasket} >= 0`),
    check('delivery_defaults_eta_check', sql`${t.etaMinutes} BETWEEN 5 AND 600`),
  ],
);

/**
 * Dated exceptions to the weekly hours (decisions/availability.md): closed days (Eid) or other hours for a date
 * range (Ramadan), for one shop or, with no shop, for every shop (the platform calendar). Dates
 * are Kuwait days, both ends included; an override owns the whole of each of its days.
 */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    closed: boolean('closed').notNull(),
    /** The day's intervals when not closed: [{ opens, closes }]. */
    hours: jsonb('hours').$type<{ opens: string; closes: string }[]>().notNull().default([]),
    reason: text('reason').notNull(),
    reasonAr: text('reason_ar').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('availability_overrides_dates_idx').on(t.endsOn, t.startsOn)],
);

export const STOCK_REASONS = ['received', 'sold', 'returned', 'damaged', 'correction', 'import', 'opening'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * The stock ledger (decisions/availability.md): one row per change of a product's stock, written by a trigger on
 * products (migration 0007) so no path can change stock without its row; the why, the order and
 * the actor come from the transaction's settings (stock-ledger.ts). The sum of `change` is `stock`.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    orderId: integer('order_id'),
    actorId: integer('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id)],
);

export const SAVED_VIEW_LISTS = ['orders', 'products', 'shops', 'categories', 'users'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/**
 * Saved views (decisions/search.md): a list's filters and sort under a name, kept on the server (not lost at
 * sign-out); the owner's own, or shared with the whole team.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<SavedViewList>().notNull(),
    name: text('name').notNull(),
    /** The list's query string as the address holds it: q=…&payment=KNET&sort=amount-desc. */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('saved_views_list_idx').on(t.list, t.ownerId)],
);

/** The shops a shop-staff account works for (decisions/roles-and-audit.md): its scope. Other roles have no rows. */
export const userShops = pgTable(
  'user_shops',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('user_shops_shop_idx').on(t.shopId)],
);

/**
 * The audit log (decisions/roles-and-audit.md): one row per write, in the write's own transaction, by the triggers of
 * migration 0014 (row changes) or `dukkan_audit_record` (sign-in, a user's shops). `before` and
 * `after` hold the fields that changed (the whole row for a create or delete), never a password.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    clientAddress: text('client_address'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

// ── Money (decisions/money-ledger.md) ───────────────────────────────────────────────────────────

export const PAYMENT_METHODS = ['CASH', 'KNET', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * What an order's ledger holds: what the customer owes (charge, delivery fee, discount, line changes), what went back, and the cash a driver collects;
 * and (decisions/shop-statements.md) the platform's commission on a delivered order, taken from its shop (not the customer's).
 */
export const LEDGER_KINDS = ['charge', 'delivery_fee', 'discount', 'line_change', 'refund', 'cash_to_collect', 'commission'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Who bears an entry: the customer (their charge, the cash they hand over), the shop or the platform. */
export const LIABLE_PARTIES = ['customer', 'shop', 'platform'] as const;
export type Liable = (typeof LIABLE_PARTIES)[number];
/** Why staff refund a delivered order: the one list (the panel words each code in its catalogue). */
export const REFUND_REASON_CODES = ['item_missing', 'item_damaged', 'late_delivery', 'wrong_item', 'goodwill', 'other'] as const;
export type RefundReasonCode = (typeof REFUND_REASON_CODES)[number];
/**
 * The writers' own reasons: an order opened (placed, or written before the ledger), ended, delivered; a refund that failed; money back for lines that changed; a delivered order's commission;
 * and (decisions/promotions.md) an order's discount, a promotion's.
 */
export const LEDGER_SYSTEM_REASONS = ['order_placed', 'ledger_opened', 'order_rejected', 'order_cancelled', 'order_delivered', 'refund_failed', 'line_change', 'commission', 'promotion'] as const;
export type LedgerReason = RefundReasonCode | (typeof LEDGER_SYSTEM_REASONS)[number];
/** A prepaid order's money goes back through its gateway (KNET, CARD); a delivered cash order's as credit to the customer. */
export const REFUND_METHODS = ['KNET', 'CARD', 'credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_STATUSES = ['pending', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money going back to a customer (migration 0024): a gateway refund a person completes with the
 * gateway's reference (pending → done or failed), or a credit, done at once. Each has its `refund`
 * entry in the ledger; a failed one its reversal. Only the status moves, once (a trigger refuses the rest).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    gatewayReference: text('gateway_reference'),
    reasonCode: text('reason_code').$type<RefundReasonCode | 'order_rejected' | 'order_cancelled' | 'line_change'>().notNull(),
    note: text('note'),
    liable: text('liable').$type<Liable>().notNull(),
    /** A refund by lines: [{ itemId, quantity, amountFils }] (empty for one by amount). */
    lines: jsonb('lines').$type<{ itemId: number; quantity: number; amountFils: number }[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it was settled: done, or failed; null while pending. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.id),
    check('refunds_amount_check', sql`${t.amountFils} > 0`),
    check('refunds_method_check', sql`${t.method} IN ('KNET', 'CARD', 'credit')`),
    check('refunds_status_check', sql`${t.status} IN ('pending', 'done', 'failed') AND (${t.status} = 'pending') = (${t.doneAt} IS NULL)`),
  ],
);

/**
 * An order's money ledger (migration 0024): signed entries in fils, appended and never changed (a
 * trigger refuses UPDATE and DELETE: a correction is a new entry). An order's amounts are sums over
 * it (modules/ledger/ledger-balances.ts). `actor_id` keeps the id without a foreign key, as the stock
 * history does: a row that never changes cannot be set to null.
 */
export const orderLedger = pgTable(
  'order_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    liable: text('liable').$type<Liable>().notNull(),
    reasonCode: text('reason_code').$type<LedgerReason>().notNull(),
    note: text('note'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_ledger_order_idx').on(t.orderId, t.id),
    check('order_ledger_refund_check', sql`(${t.kind} = 'refund') = (${t.refundId} IS NOT NULL)`),
  ],
);

// ── Dispatch (decisions/dispatch.md) ────────────────────────────────────────────────────────────

/** A delivery's states: live while assigned, picked up or failed (a lead then retries or returns it). */
export const DELIVERY_STATES = ['assigned', 'picked_up', 'delivered', 'failed', 'returned', 'withdrawn'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
/** What a delivery step of an order's log says happened (each a delivery's move into that state). */
export const DELIVERY_ACTIONS = ['assigned', 'withdrawn', 'picked_up', 'delivered', 'failed', 'returned'] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];
/** Why a delivery failed: preset so each reader sees it in their language; 'other' needs a note. */
export const DELIVERY_FAIL_REASONS = ['customerUnreachable', 'addressNotFound', 'customerRefused', 'other'] as const;
export type DeliveryFailReason = (typeof DELIVERY_FAIL_REASONS)[number];
/** How a delivered delivery was proven: the customer's code, a photo the driver took at the door, or the courier's word. */
export const DELIVERY_PROOFS = ['code', 'photo', 'courier'] as const;
export type DeliveryProof = (typeof DELIVERY_PROOFS)[number];
/** A shift: open; closed with the counted cash matching; or counted with a difference a lead must resolve with a note. */
export const SHIFT_STATES = ['open', 'discrepancy', 'closed'] as const;
export type ShiftState = (typeof SHIFT_STATES)[number];

/** A driver's profile (a user whose role is driver); a driver without a row has the defaults ('' phone and vehicle, capacity 3). */
export const driverProfiles = pgTable(
  'driver_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +965XXXXXXXX, or '' until saved. */
    phone: text('phone').notNull().default(''),
    vehicle: text('vehicle').notNull().default(''),
    /** How many orders the driver carries at once. */
    capacity: integer('capacity').notNull().default(3),
  },
  (t) => [
    check('driver_profiles_capacity_check', sql`${t.capacity} BETWEEN 1 AND 20`),
    check('driver_profiles_phone_check', sql`${t.phone} = '' OR ${t.phone} ~ '^\\+965[0-9]{8}$'`),
    check('driver_profiles_vehicle_check', sql`char_length(${t.vehicle}) <= 120`),
  ],
);

/** The areas a driver covers: the board suggests a driver for an order of one of them. */
export const driverAreas = pgTable(
  'driver_areas',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.areaId] }), index('driver_areas_area_idx').on(t.areaId)],
);

/**
 * A driver's shift: opened, then counted at closing against the cash the ledger says the driver collected (the cash
 * orders delivered in it); a difference keeps it in `discrepancy` until a lead resolves it with a note. One not closed
 * per driver at a time.
 */
export const driverShifts = pgTable(
  'driver_shifts',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text('state').$type<ShiftState>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /** What a lead counted from the driver, and who; null while open. */
    countedCash: kwd('counted_cash'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    countedBy: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who closed it: the counter when the cash matched, else the lead who resolved the difference. */
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('driver_shifts_unclosed_key').on(t.driverId).where(sql`${t.state} <> 'closed'`),
    index('driver_shifts_driver_idx').on(t.driverId, t.id),
    check('driver_shifts_state_check', sql`${t.state} IN ('open', 'discrepancy', 'closed')`),
    check('driver_shifts_closed_check', sql`(${t.state} = 'closed') = (${t.closedAt} IS NOT NULL)`),
    check('driver_shifts_counted_check', sql`(${t.state} = 'open') = (${t.countedCash} IS NULL) AND (${t.countedCash} IS NULL) = (${t.countedAt} IS NULL) AND ${t.countedCash} >= 0`),
    check('driver_shifts_note_check', sql`char_length(${t.resolutionNote}) BETWEEN 3 AND 500`),
  ],
);

/**
 * decisions/dispatch.md: one attempt to deliver an order — by one of our drivers, or handed to a courier company (exactly
 * one of the two). An order has at most one live delivery (assigned, picked up, or failed and not yet retried or
 * returned), by a unique index: of two leads assigning at once, the database lets one win.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's shop, kept for the scope of shop staff. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    state: text('state').$type<DeliveryState>().notNull().default('assigned'),
    /** The order's one live delivery; a failed one stays failed, no longer live, once retried. */
    live: boolean('live').notNull().default(true),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'restrict' }),
    courierCompany: text('courier_company'),
    courierReference: text('courier_reference'),
    courierTrackingUrl: text('courier_tracking_url'),
    courierDriverName: text('courier_driver_name'),
    courierDriverPhone: text('courier_driver_phone'),
    /** What the courier charges us (KWD). */
    courierCost: kwd('courier_cost'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** Delivered, failed, returned or withdrawn. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    failReasonCode: text('fail_reason_code').$type<DeliveryFailReason>(),
    failNote: text('fail_note'),
    /** How the delivery was proven: the customer's code, a photo at the door, or the courier's word (staff marked it). */
    proof: text('proof').$type<DeliveryProof>(),
    /** A photo proof's picture: its stored name in the image store (migration 0031). */
    proofImage: text('proof_image'),
    /** What the driver recorded collecting at the door (KWD). */
    cashCollected: kwd('cash_collected'),
    /** The driver's shift it was delivered in. */
    shiftId: integer('shift_id').references(() => driverShifts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('deliveries_live_key').on(t.orderId).where(sql`${t.live}`),
    index('deliveries_order_idx').on(t.orderId, t.id),
    index('deliveries_driver_live_idx').on(t.driverId, t.assignedAt).where(sql`${t.live} AND ${t.state} IN ('assigned', 'picked_up')`),
    index('deliveries_live_state_idx').on(t.state).where(sql`${t.live}`),
    index('deliveries_shift_idx').on(t.shiftId).where(sql`${t.shiftId} IS NOT NULL`),
    index('deliveries_delivered_idx').on(t.endedAt).where(sql`${t.state} = 'delivered'`),
    index('deliveries_proof_image_idx').on(t.proofImage).where(sql`${t.proofImage} IS NOT NULL`),
    // decisions/customers.md: a customer's failed attempts (a returned delivery failed first).
    index('deliveries_failed_idx').on(t.orderId).where(sql`${t.state} IN ('failed', 'returned')`),
    check('deliveries_state_check', sql`${t.state} IN ('assigned', 'picked_up', 'delivered', 'failed', 'returned', 'withdrawn')`),
    check(
      'deliveries_live_check',
      sql`${t.state} = 'failed' OR (${t.state} IN ('assigned', 'picked_up')) = ${t.live}`,
    ),
    check('deliveries_carrier_check', sql`(${t.driverId} IS NULL) <> (${t.courierCompany} IS NULL)`),
    check('deliveries_ended_check', sql`(${t.state} IN ('assigned', 'picked_up')) = (${t.endedAt} IS NULL)`),
    check(
      'deliveries_fail_check',
      sql`(${t.state} IN ('failed', 'returned')) = (${t.failReasonCode} IS NOT NULL)
        AND ${t.failReasonCode} IN ('customerUnreachable', 'addressNotFound', 'customerRefused', 'other') AND char_length(${t.failNote}) <= 500`,
    ),
    check(
      'deliveries_proof_check',
      sql`(${t.state} = 'delivered') = (${t.proof} IS NOT NULL) AND ${t.proof} IN ('code', 'courier', 'photo')
        AND coalesce(${t.proof} = 'photo', false) = (${t.proofImage} IS NOT NULL)`,
    ),
    check('deliveries_amounts_check', sql`${t.cashCollected} >= 0 AND ${t.courierCost} >= 0`),
    check(
      'deliveries_courier_check',
      sql`char_length(${t.courierCompany}) BETWEEN 1 AND 120 AND char_length(${t.courierReference}) BETWEEN 1 AND 120
        AND (${t.courierCompany} IS NULL) = (${t.courierCost} IS NULL) AND (${t.courierCompany} IS NULL) = (${t.courierReference} IS NULL)`,
    ),
  ],
);

/**
 * decisions/complaints.md: a complaint about an order (migration 0033): its category (complaints-rules.ts' targets give
 * `due_at`), who works it, and how it was resolved (kind refund: one of the order's refunds). `shop_id` is the order's,
 * for shop staff's scope. A resolved one may be reopened (its resolution cleared, a note in its thread).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    resolutionKind: text('resolution_kind'),
    resolutionNote: text('resolution_note'),
    refundId: integer('refund_id').references(() => refunds.id),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('complaints_open_idx').on(t.dueAt, t.id).where(sql`${t.status} = 'open'`),
    index('complaints_resolved_idx').on(t.resolvedAt.desc(), t.id.desc()).where(sql`${t.status} = 'resolved'`),
    index('complaints_order_idx').on(t.orderId, t.id),
    index('complaints_assignee_idx').on(t.assigneeId, t.status),
    check('complaints_category_check', sql`${t.category} IN ('missing_item', 'damaged_item', 'wrong_item', 'late_delivery', 'quality', 'driver', 'other')`),
    check('complaints_description_check', sql`char_length(${t.description}) BETWEEN 10 AND 2000`),
    check('complaints_status_check', sql`${t.status} IN ('open', 'resolved')`),
    check('complaints_due_check', sql`${t.dueAt} > ${t.createdAt}`),
    check(
      'complaints_resolution_check',
      sql`(${t.status} = 'resolved') = (${t.resolutionKind} IS NOT NULL) AND (${t.status} = 'resolved') = (${t.resolutionNote} IS NOT NULL)
        AND (${t.status} = 'resolved') = (${t.resolvedAt} IS NOT NULL) AND (${t.resolvedAt} IS NOT NULL OR ${t.resolvedBy} IS NULL)
        AND (${t.refundId} IS NOT NULL) = (${t.resolutionKind} IS NOT DISTINCT FROM 'refund')
        AND ${t.resolutionKind} IN ('refund', 'replacement', 'apology', 'no_action') AND char_length(${t.resolutionNote}) BETWEEN 3 AND 1000`,
    ),
  ],
);

/** decisions/complaints.md: a complaint's thread, oldest first (migration 0033). */
export const complaintNotes = pgTable(
  'complaint_notes',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** null once the author's account is deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_notes_complaint_idx').on(t.complaintId, t.id), check('complaint_notes_text_check', sql`char_length(${t.text}) BETWEEN 1 AND 2000`)],
);

/** decisions/customer-messages.md: what each kind of order step tells its customer, in both languages (migration 0034). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    kind: text('kind').primaryKey(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('message_templates_kind_check', sql`${t.kind} IN ('order_accepted', 'item_changed', 'item_question', 'on_the_way', 'delivered', 'refunded')`),
    check('message_templates_body_check', sql`char_length(${t.bodyEn}) BETWEEN 1 AND 1000 AND char_length(${t.bodyAr}) BETWEEN 1 AND 1000`),
  ],
);

/** decisions/customer-messages.md: the outbox, one row per event told (event_key: exactly once), delivered by the job engine. */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    eventKey: text('event_key').notNull(),
    toPhone: text('to_phone').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
  },
  (t) => [
    uniqueIndex('customer_messages_event_key').on(t.eventKey),
    index('customer_messages_status_idx').on(t.status, t.id.desc()),
    index('customer_messages_order_idx').on(t.orderId, t.id.desc()),
    index('customer_messages_customer_idx').on(t.customerId, t.id.desc()),
    check('customer_messages_kind_check', sql`${t.kind} IN ('order_accepted', 'item_changed', 'item_question', 'on_the_way', 'delivered', 'refunded')`),
    check('customer_messages_language_check', sql`${t.language} IN ('en', 'ar')`),
    check('customer_messages_provider_check', sql`${t.provider} IN ('whatsapp', 'sms', 'log')`),
    check('customer_messages_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    check('customer_messages_sent_check', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
    check('customer_messages_failed_check', sql`(${t.status} = 'failed') = (${t.failedAt} IS NOT NULL)`),
  ],
);

// decisions/staff-access.md: the second factor, sessions and invites (migration 0035), in a file of their own.
export * from './schema-staff-access';
// decisions/shop-statements.md: commission rates and the weekly statements (migration 0037), in a file of their own.
export * from './schema-statements';
// decisions/reconciliation.md: the gateways' settlement files and their lines (migration 0039), in a file of their own.
export * from './schema-reconciliation';
// decisions/promotions.md: coupon codes, automatic offers and the orders that took them (migration 0038), in a file of their own.
export * from './schema-promotions';
