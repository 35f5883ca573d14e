import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { bulkResultSchema, errorSchema, pageSchema } from './http/schemas';
import type { auditEntrySchema } from './modules/audit/audit-schemas';
import type { loginAnswerSchema, loginBodySchema } from './auth/login/auth-schemas';
import type { catalogCategorySchema, catalogProductSchema, catalogShopSchema, deliveryTermsSchema } from './modules/catalog/catalog-schemas';
import type { categorySchema } from './modules/categories/categories-schemas';
import type { dashboardInsightsAnswerSchema, dashboardStatsAnswerSchema } from './modules/dashboard/dashboard-schemas';
import type { shopServiceAnswerSchema } from './modules/dashboard/shop-service-schemas';
import type { areaSchema, blockSchema, governorateSchema, locationMatchSchema, nameBodySchema } from './modules/locations/locations-schemas';
import type { assignBodySchema, customerHistorySchema, orderBulkBodySchema, orderEventSchema, orderSchema, orderStatsSchema, statusBodySchema } from './modules/orders/orders-schemas';
import type { orderNoteBodySchema, orderNoteSchema, orderNotesSchema } from './modules/order-notes/order-notes-schemas';
import type { ledgerEntrySchema, orderLedgerSchema, refundBodySchema, refundSchema } from './modules/ledger/ledger-schemas';
import type { customerAnswerBodySchema, linesChangedSchema, pickChangeBodySchema, pickChangeSchema, pickingSchema, pickLineSchema } from './modules/picking/picking-schemas';
import type { deskSettingsBodySchema, deskSettingsSchema } from './modules/desk-settings/desk-settings-schemas';
import type { catalogSlotSchema, catalogSlotsSchema, SLOT_LIMITS, shopSlotsBodySchema, shopSlotsSchema, slotTemplateSchema } from './modules/delivery-slots/slot-schemas';
import type {
  assignDeliveryBodySchema,
  closeShiftBodySchema,
  DELIVERY_FAIL_REASONS,
  deliveryTimesSchema,
  deliverBodySchema,
  deliverySchema,
  DISPATCH_LIMITS,
  dispatchBoardSchema,
  dispatchOrderSchema,
  orderDeliveriesSchema,
  DispatchOrderState,
  driverDeliverySchema,
  driverHomeSchema,
  driverProfileBodySchema,
  driverSchema,
  failDeliveryBodySchema,
  resolveShiftBodySchema,
  shiftSchema,
} from './modules/dispatch/dispatch-schemas';
import type { coverageBodySchema, coverageSummarySchema, coverageZoneSchema, deliveryDefaultSchema, deliveryDefaultsBodySchema, deliveryDefaultsSchema, shopCoverageSchema } from './modules/delivery-coverage/coverage-schemas';
import type { ImportProgressLine, importPlanSchema, importResultSchema } from './modules/product-import/product-import-schemas';
import type { CATEGORY_FORM_FIELDS } from './modules/categories/categories-schemas';
import type { PRODUCT_CODE_CONFLICTS, PRODUCT_FORM_FIELDS } from './modules/products/products-schemas';
import type { SHOP_FORM_FIELDS } from './modules/shops/shops-schemas';
import type { productBulkBodySchema, productSchema, stockMovementSchema } from './modules/products/products-schemas';
import type { OrderStreamMessages } from './modules/order-stream/order-stream-schemas';
import type { salesReportSchema } from './modules/reports/reports-schemas';
import type { savedViewBodySchema, savedViewSchema } from './modules/saved-views/saved-views-schemas';
import type { busyBodySchema, overrideBodySchema, overrideSchema, pauseBodySchema, weeklyHoursBodySchema } from './modules/shops/shop-availability-schemas';
import type { availabilitySchema, intervalSchema, shopSchema, weeklyIntervalSchema } from './modules/shops/shops-schemas';
import type { userSchema } from './auth/account-schemas';
import type { acceptInviteBodySchema, createdInviteSchema, INVITE_STATUSES, invitePreviewSchema, loginSetupBodySchema, recoveryCodesBodySchema, recoveryCodesSchema, secondFactorAnswerSchema, staffInviteBodySchema, staffInviteSchema, staffSessionSchema, trustedDeviceSchema, twoFactorDisableBodySchema, twoFactorEnableBodySchema, twoFactorEnabledSchema, twoFactorSetupSchema, twoFactorStatusSchema, verifyBodySchema, verifyExtrasProperties } from './auth/staff-access/staff-access-schemas';
import type { commissionRateBodySchema, commissionRateSchema, commissionRatesSchema, STATEMENT_STATUSES, statementLineSchema, statementSchema, statementWeeksSchema } from './modules/statements/statements-schemas';
import type { RECONCILIATION_DAY_STATUSES, reconciliationDaySchema, resolveLineBodySchema, SETTLEMENT_LINE_STATUSES, SETTLEMENT_METHODS, SETTLEMENT_PROBLEMS, settlementImportSchema, settlementLineSchema, settlementLinesPageSchema } from './modules/reconciliation/reconciliation-schemas';
import type { JOB_NAMES, JOB_STATES, jobRunSchema, jobsAnswerSchema, jobSummarySchema, SCHEDULED_JOB_NAMES } from './jobs/jobs-schemas';
import type { orderPromotionSchema, promotionBodySchema, promotionPageSchema, promotionPatchSchema, promotionSchema } from './modules/promotions/promotions-schemas';
import type { PROMOTION_FUNDERS, PROMOTION_KINDS, PROMOTION_STATES } from './db/schema';
import type { customerMessageSchema, MESSAGE_KINDS, MESSAGE_PROVIDERS, MESSAGE_STATUSES, messageCountsSchema, messagePreviewSchema, messageTemplateBodySchema, messageTemplatePreviewBodySchema, messageTemplateSchema, MESSAGE_VARIABLES } from './modules/messages/messages-schemas';
import type { COMPLAINT_CATEGORIES, COMPLAINT_RESOLUTIONS, COMPLAINT_STATUSES, complaintAssignBodySchema, complaintBodySchema, complaintDetailSchema, complaintNoteBodySchema, complaintNoteSchema, complaintResolveBodySchema, complaintSchema } from './modules/complaints/complaints-schemas';
import type { blockCustomerBodySchema, CUSTOMER_FLAGS, customerNoteBodySchema, customerNoteSchema, customerProfileSchema, customerRowSchema } from './modules/customers/customers-schemas';
import type { editUserBodySchema, meSchema, registerBodySchema } from './modules/users/users-schemas';

// The wire contract (decisions/contract.md): every type the panel reads from or sends
// to this API, read from the same JSON schemas that validate the requests, serialise the answers
// and make /api/docs. Types only: the panel imports it with `import type` (through @dukkan/shared),
// so no code of the API reaches a browser bundle, and a schema change that breaks a screen fails
// the panel's type check.

/**
 * The properties an answer names. fast-json-stringify writes only the properties a schema names
 * (a schema without `additionalProperties` drops the others), so the `[key: string]: unknown`
 * json-schema-to-ts adds to such an object is not on the wire; an object that names none (a map:
 * `additionalProperties: true` or a value schema) keeps its index signature.
 */
type Named<T> = T extends readonly (infer Item)[]
  ? Named<Item>[]
  : T extends object
    ? [NamedKeys<T>] extends [never]
      ? T
      : { [Key in keyof T as Key extends NamedKeys<T> ? Key : never]: Named<T[Key]> }
    : T;
type NamedKeys<T> = keyof { [Key in keyof T as string extends Key ? never : number extends Key ? never : Key]: true };

/** What a schema describes as JSON carries it: dates are ISO strings (no Date deserialisation), only named properties. */
export type Wire<Schema extends JSONSchema> = Named<FromSchema<Schema>>;

/** The `data` of a `{ success: true, data }` answer schema (successSchema). */
type Data<Schema extends JSONSchema> = Wire<Schema> extends { data: infer Payload } ? Payload : never;

// ---- Envelopes ---------------------------------------------------------------------------------

/** Every refusal's body: `message`, a `code`, and for a 400 `errors` naming each field. */
export type ErrorAnswer = Wire<typeof errorSchema>;

/** One page of a list (pageSchema): the rows and the paging around them; `nextCursor` is the keyset cursor of the next page. */
export type Page<Item> = Omit<Data<ReturnType<typeof pageSchema<true>>>, 'items'> & { items: Item[] };

/** What a bulk action answers: the ids done, and each refused one with its status and message. */
export type BulkResult = Wire<typeof bulkResultSchema>;

// ---- Sign-in, users and permissions ------------------------------------------------------------

export type LoginBody = Wire<typeof loginBodySchema>;
/** The sign-in answer: the token and the signed-in user with their permissions and shop scope. */
export type LoginAnswer = Data<typeof loginAnswerSchema>;
/** `GET user/me`: the signed-in account with its permissions. */
export type Me = Wire<typeof meSchema>;
/** Everything a staff role may be allowed to do (the API's permission table): 'orders.read', 'catalog.write'… */
export type Permission = Me['permissions'][number];

export type User = Wire<typeof userSchema>;
export type UserRole = User['role'];
export type RegisterBody = Wire<typeof registerBodySchema>;
export type EditUserBody = Wire<typeof editUserBodySchema>;
/** The roles a staff account may be given. */
export type StaffRole = NonNullable<EditUserBody['role']>;

// ---- Orders -------------------------------------------------------------------------------------

export type Order = Wire<typeof orderSchema>;
export type OrderStatus = NonNullable<Order['status']>;
export type OrderItem = NonNullable<Order['items']>[number];
/** decisions/grocery-products.md: a line's choice if its item is not there at picking ('product': its `substitute`). */
export type IfUnavailable = NonNullable<OrderItem['ifUnavailable']>;
/** The order's default for the lines that make no choice of their own (no 'product'). */
export type OrderIfUnavailable = NonNullable<Order['ifUnavailable']>;
/** A line's named substitute: its names when ordered. */
export type OrderItemSubstitute = NonNullable<OrderItem['substitute']>;
/** One step of an order's timeline (`from` null: its placement). */
export type OrderEvent = Wire<typeof orderEventSchema>;
export type OrderActorKind = OrderEvent['actor']['kind'];
/** A reject's or cancel's preset reason, stored as this code and worded in each reader's language. */
export type OrderReasonCode = NonNullable<OrderEvent['reasonCode']>;
/** `orders/stats`: the count of each status (every one present) and, under a search, the capped ones. */
export type OrderStats = Wire<typeof orderStatsSchema>;
export type OrderStatusBody = Wire<typeof statusBodySchema>;
export type OrderBulkBody = Wire<typeof orderBulkBodySchema>;
/** `GET orders/stream` (Server-Sent Events): each event's name and the JSON of its `data`. */
export type { OrderStreamMessages };

// ---- The order workspace: claims, internal notes, the desk's settings (decisions/order-workspace.md) ----------

/** Who works on an order now (null: nobody, or the claim ran out); staff answers only. */
export type OrderClaim = NonNullable<Order['claim']>;
/** `POST orders/{id}/assign`: the colleague who takes the order over. */
export type AssignBody = Wire<typeof assignBodySchema>;
/** The stream's `claim` event: a claim taken, given, released or expired. */
export type OrderClaimEvent = OrderStreamMessages['claim'];
export type ClaimAction = OrderClaimEvent['action'];
/** An internal note (staff only), with its author and time. */
export type OrderNote = Wire<typeof orderNoteSchema>;
/** `GET orders/{id}/notes`. */
export type OrderNotes = Wire<typeof orderNotesSchema>;
export type OrderNoteBody = Wire<typeof orderNoteBodySchema>;
/** The stream's `note` event: a note was written (read it with `GET orders/{id}/notes`). */
export type OrderNoteEvent = OrderStreamMessages['note'];
/** The stream's `escalation` event: the unanswered rule escalated a NEW order (raised on every desk until it leaves NEW). */
export type OrderEscalationEvent = OrderStreamMessages['escalation'];
/**
 * `GET settings` (also the stream's `settings` event): the desk's settings in force for the whole
 * team, kept on the server (the panel's `DeskSettings` are one browser's own: sound, notifications).
 */
export type TeamSettings = Wire<typeof deskSettingsSchema>;
/** `PUT settings`: every value (owners). */
export type TeamSettingsBody = Wire<typeof deskSettingsBodySchema>;
export type UnansweredAction = TeamSettings['unansweredAction'];
/**
 * The order's delivery address as parts (places with ids and both names, street … apartment, PACI,
 * directions, map pin) and labelled in one line per language (`text.en`, `text.ar`); null on an
 * order that has only a one-line `address` / `orderedAddress`.
 */
export type DeliveryAddress = NonNullable<Order['deliveryAddress']>;
/** `GET orders/{id}/customer-history`: the customer's other orders, counted, for the order page. */
export type CustomerHistory = Wire<typeof customerHistorySchema>;

// ---- An order's money (decisions/money-ledger.md) -------------------------------------------------------------

/** `GET orders/{id}/ledger`: the entries oldest first, their sums (KWD and fils) and the refunds. */
export type OrderLedger = Wire<typeof orderLedgerSchema>;
/** One signed entry of an order's ledger (append-only: a correction is a new entry). */
export type LedgerEntry = Wire<typeof ledgerEntrySchema>;
/** A refund: through the gateway (pending → done with its reference, or failed) or, for a cash order, a credit. */
export type Refund = Wire<typeof refundSchema>;
/** `POST orders/{id}/refunds` (with an Idempotency-Key): lines or an amount, a reason, who bears it. */
export type RefundBody = Wire<typeof refundBodySchema>;
/** Why staff refund: item_missing, item_damaged, late_delivery, wrong_item, goodwill, other. */
export type RefundReasonCode = RefundBody['reasonCode'];

// ---- Picking (decisions/picking.md) ------------------------------------------------------------------------------

/** `GET orders/{id}/picking` and every change's answer: the lines as the picker works them, the changes, the version. */
export type Picking = Wire<typeof pickingSchema>;
export type PickLine = Wire<typeof pickLineSchema>;
/** pending, picked, short, substituted, removed, asking. */
export type PickState = PickLine['state'];
/** One change of a line: who, what (in English and Arabic), why, what the total moved by. */
export type PickChange = Wire<typeof pickChangeSchema>;
/** `POST orders/{id}/picking/lines/{itemId}` (with an Idempotency-Key): one change naming the version it saw. */
export type PickChangeBody = Wire<typeof pickChangeBodySchema>;
export type PickAction = PickChangeBody['action'];
/** Why a line was removed or replaced: out_of_stock, damaged, expired, customer_request, other. */
export type PickReason = NonNullable<PickChangeBody['reason']>;
/** A shop's rule for a pricier substitute: 'cap' (the customer pays at most the original) or 'ask' (approval first). */
export type SubstitutePolicy = Picking['substitutePolicy'];
/** `POST customer/orders/{id}/items/{itemId}/answer`: the customer answers a picker's question. */
export type CustomerAnswerBody = Wire<typeof customerAnswerBodySchema>;
/** A change's 409 `LINES_CHANGED`: the API's error shape with `picking`, the lines as they are now. */
export type LinesChanged = Wire<typeof linesChangedSchema>;
/** The stream's `lines` event: an order's lines changed (read the order, or its picking, again). */
export type OrderLinesEvent = OrderStreamMessages['lines'];

// ---- Shops and their availability --------------------------------------------------------------

export type Shop = Wire<typeof shopSchema>;
/** Can the shop take orders now, and if not, why and until when. */
export type ShopAvailability = Wire<typeof availabilitySchema>;
/** An opening interval, HH:MM Kuwait time; a close at or before the open runs past midnight. */
export type Interval = Wire<typeof intervalSchema>;
export type WeeklyInterval = Wire<typeof weeklyIntervalSchema>;
/** A dated exception to the hours, for one shop or (shopId null) every shop. */
export type AvailabilityOverride = Wire<typeof overrideSchema>;
export type OverrideBody = Wire<typeof overrideBodySchema>;
export type WeeklyHoursBody = Wire<typeof weeklyHoursBodySchema>;
export type PauseBody = Wire<typeof pauseBodySchema>;
export type BusyBody = Wire<typeof busyBodySchema>;
/** A pause's or busy's preset reason, stored as this code and worded in each reader's language. */
export type ShopReasonCode = NonNullable<PauseBody['reasonCode']>;

// ---- Delivery coverage (decisions/delivery-coverage.md) ----------------------------------------

/** `GET`/`PUT shop/{id}/coverage`: the shop's zones, the team's fee cap and whether a zone is above it. */
export type ShopCoverage = Wire<typeof shopCoverageSchema>;
/** One zone: a whole area (block null) or one block of it (overriding the area's row), with its fee, minimum basket and ETA. */
export type CoverageZone = Wire<typeof coverageZoneSchema>;
/** `PUT shop/{id}/coverage`: the whole set (zones by areaId or blockId, and whole governorates expanded into their areas). */
export type CoverageBody = Wire<typeof coverageBodySchema>;
/** A zone as sent: exactly one of areaId and blockId. */
export type CoverageZoneBody = CoverageBody['zones'][number];
/** "Every area of this governorate" on these terms. */
export type CoverageGovernorateBody = NonNullable<CoverageBody['governorateIds']>[number];
/** The shops list's `coverage`: how many zones, the highest fee, above the cap or not. */
export type CoverageSummary = Wire<typeof coverageSummarySchema>;
/** `GET`/`PUT delivery/defaults`: the platform's terms per governorate for shops with no zones. */
export type DeliveryDefaults = Wire<typeof deliveryDefaultsSchema>;
export type DeliveryDefault = Wire<typeof deliveryDefaultSchema>;
export type DeliveryDefaultsBody = Wire<typeof deliveryDefaultsBodySchema>;

// ---- Delivery slots (decisions/delivery-slots.md) ------------------------------------------------

/** `GET`/`PUT shop/{id}/slots`: whether the shop offers slots, its cutoff, lead time and days ahead, and its weekly templates. */
export type ShopSlots = Wire<typeof shopSlotsSchema>;
/** One weekly slot of a timetable: weekday (0 = Sunday, Kuwait's), HH:MM start and end, capacity. */
export type SlotTemplate = Wire<typeof slotTemplateSchema>;
/** 'regular', or 'ramadan' (used between the team's Ramadan dates when the shop has any). */
export type SlotTimetable = SlotTemplate['timetable'];
/** `PUT shop/{id}/slots`: the whole set, templates without ids. */
export type ShopSlotsBody = Wire<typeof shopSlotsBodySchema>;
/** `GET catalog/shops/{id}/slots`: ordering now, and the next daysAhead days' slots. */
export type CatalogSlots = Wire<typeof catalogSlotsSchema>;
/** One slot a customer may choose: its instants, Kuwait day, places left, full or not. */
export type CatalogSlot = Wire<typeof catalogSlotSchema>;
/** The ranges the API holds a shop's slot settings to: the panel's checks as typed are typed with them, so they stay equal. */
export type SlotLimits = typeof SLOT_LIMITS;
/** The stream's `due` event: a scheduled order's preparation time came (it moves from Scheduled to New, and rings). */
export type OrderDueEvent = OrderStreamMessages['due'];

// ---- The customers' catalogue (decisions/customer-catalogue.md: public, read-only, cached with ETags) ----

/** `GET catalog/shops?blockId=` (newest first) and `catalog/shops/{id}`: a shop as customers see it, with its terms for their block. */
export type CatalogShop = Wire<typeof catalogShopSchema>;
/** A shop's delivery to one block: fee and minimum basket in KWD, the expected minutes (null: not said). */
export type DeliveryTerms = Wire<typeof deliveryTermsSchema>;
/** `GET catalog/shops/{id}/categories`: the categories with products on sale, and how many. */
export type CatalogCategory = Wire<typeof catalogCategorySchema>;
/** `GET catalog/shops/{id}/products`: a product on sale; `available: false` when sold out (`soldOutUntil`: sold out for today). */
export type CatalogProduct = Wire<typeof catalogProductSchema>;

// ---- Catalogue ----------------------------------------------------------------------------------

export type Category = Wire<typeof categorySchema>;
export type Product = Wire<typeof productSchema>;
export type ProductStatus = Product['status'];
/** decisions/grocery-products.md: sold by the piece, or by weight (then `price` is per kg and `weightStep`, `estimatedWeight` are set). */
export type ProductUnit = Product['unit'];
/** The `code` of the 409 for a SKU or barcode another product of the shop has; `errors` names the field. */
export type ProductCodeConflict = (typeof PRODUCT_CODE_CONFLICTS)[keyof typeof PRODUCT_CODE_CONFLICTS];
/** One change of a product's stock: who, when, how much and why. */
export type StockMovement = Wire<typeof stockMovementSchema>;
export type ProductBulkBody = Wire<typeof productBulkBodySchema>;
/** What an import file would do (`products/import/preview`): nothing is written. */
export type ImportPlan = Wire<typeof importPlanSchema>;
/** A row of the file that creates a product; `line` is the file's line (the header is line 1). */
export type ImportNewProduct = ImportPlan['create'][number];
/** A row of the file that changes product `id`: each field, old and new. */
export type ImportProductChange = ImportPlan['change'][number];
/** The columns of the import file (and of the products export). */
export type ImportColumn = ImportProductChange['changes'][number]['field'];
export type ImportResult = Wire<typeof importResultSchema>;
/** A progress line of an import answered as NDJSON; the answer is the last line. */
export type { ImportProgressLine };

// ---- The catalogue's multipart forms (spec §7: every field as text, the picture as `file`) -----

/** The shop form's fields (POST shop, PUT/PATCH shop/{id}). */
export type ShopFormField = (typeof SHOP_FORM_FIELDS)[number];
/** The category form's fields (POST categories, PUT/PATCH categories/{id}). */
export type CategoryFormField = (typeof CATEGORY_FORM_FIELDS)[number];
/** The product form's fields (POST products, PUT/PATCH products/{id}). */
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];

// ---- Locations ----------------------------------------------------------------------------------

export type Governorate = Wire<typeof governorateSchema>;
export type Area = Wire<typeof areaSchema>;
export type Block = Wire<typeof blockSchema>;
/** What the location search finds, with the path to it. */
export type LocationMatch = Wire<typeof locationMatchSchema>;
export type LocationNameBody = Wire<typeof nameBodySchema>;

// ---- Dashboard, reports, audit, saved views ----------------------------------------------------

/** `dashboard/stats`: the cards' counts and the needs-attention counts. */
export type DashboardStats = Data<typeof dashboardStatsAnswerSchema>;
/** `dashboard/insights`: revenue, the period's figures, hourly orders, top lists, low stock. */
export type DashboardInsights = Data<typeof dashboardInsightsAnswerSchema>;
/** decisions/dashboard-money.md, `dashboard/shop-service`: each shop's time to accept, rejections and items out of stock over a period. */
export type ShopService = Data<typeof shopServiceAnswerSchema>;
export type ShopServiceRow = ShopService['shops'][number];
/** `reports/sales`: sales by Kuwait day and by shop. */
export type SalesReport = Wire<typeof salesReportSchema>;
export type AuditEntry = Wire<typeof auditEntrySchema>;
export type SavedView = Wire<typeof savedViewSchema>;
export type SavedViewList = SavedView['list'];
export type SavedViewBody = Wire<typeof savedViewBodySchema>;

// decisions/dispatch.md: who delivers — drivers, shifts, an order's delivery, the board and the driver's screen.
/** A driver: profile, areas, open shift, load. */
export type Driver = Wire<typeof driverSchema>;
/** PUT drivers/{id}. */
export type DriverProfileBody = Wire<typeof driverProfileBodySchema>;
/** An order's delivery (one attempt): our driver or a courier company. */
export type Delivery = Wire<typeof deliverySchema>;
/** A shift with its cash. */
export type Shift = Wire<typeof shiftSchema>;
/** POST drivers/{id}/shift/close. */
export type CloseShiftBody = Wire<typeof closeShiftBodySchema>;
/** POST shifts/{id}/resolve. */
export type ResolveShiftBody = Wire<typeof resolveShiftBodySchema>;
/** An order on the dispatch board. */
export type DispatchOrder = Wire<typeof dispatchOrderSchema>;
/** GET orders/{id}/delivery: the order as the board shows it and every delivery attempt, newest first. */
export type OrderDeliveries = Wire<typeof orderDeliveriesSchema>;
/** What the board's lists hold: waiting, assigned, picked_up, failed. */
export type { DispatchOrderState };
/** GET dispatch/board. */
export type DispatchBoard = Wire<typeof dispatchBoardSchema>;
/** POST orders/{id}/delivery. */
export type AssignDeliveryBody = Wire<typeof assignDeliveryBodySchema>;
/** POST driver/deliveries/{id}/deliver and deliveries/{id}/deliver. */
export type DeliverBody = Wire<typeof deliverBodySchema>;
/** POST …/fail. */
export type FailDeliveryBody = Wire<typeof failDeliveryBodySchema>;
/** A preset reason a delivery failed. */
export type DeliveryFailReason = (typeof DELIVERY_FAIL_REASONS)[number];
/** One of the driver's own live deliveries. */
export type DriverDelivery = Wire<typeof driverDeliverySchema>;
/** GET driver/me. */
export type DriverHome = Wire<typeof driverHomeSchema>;
/** GET dispatch/times. */
export type DeliveryTimes = Wire<typeof deliveryTimesSchema>;
/** The ranges the dispatch rules check (capacity, note and text lengths, the code's attempts). */
export type DispatchLimits = typeof DISPATCH_LIMITS;
/** The order stream's `delivery` event: an order's delivery changed (the board reads again). */
export type OrderDeliveryEvent = OrderStreamMessages['delivery'];

// ── decisions/customers.md: customers for staff ─────────────────────────────────────────────────
/** A row of GET customers. */
export type CustomerRow = Wire<typeof customerRowSchema>;
/** Why a customer is flagged: refunds, failedDeliveries. */
export type CustomerFlag = (typeof CUSTOMER_FLAGS)[number];
/** GET customers/{id}. */
export type CustomerProfile = Wire<typeof customerProfileSchema>;
/** A note on a customer (POST customers/{id}/notes answers one). */
export type CustomerNote = Wire<typeof customerNoteSchema>;
/** POST customers/{id}/notes. */
export type CustomerNoteBody = Wire<typeof customerNoteBodySchema>;
/** POST customers/{id}/block. */
export type BlockCustomerBody = Wire<typeof blockCustomerBodySchema>;

// ── decisions/complaints.md: complaints about orders ────────────────────────────────────────────
/** A complaint as GET complaints lists it. */
export type Complaint = Wire<typeof complaintSchema>;
/** A note of its thread. */
export type ComplaintNote = Wire<typeof complaintNoteSchema>;
/** GET complaints/{id}. */
export type ComplaintDetail = Wire<typeof complaintDetailSchema>;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export type ComplaintResolution = (typeof COMPLAINT_RESOLUTIONS)[number];
/** POST orders/{id}/complaints. */
export type ComplaintBody = Wire<typeof complaintBodySchema>;
/** POST complaints/{id}/notes. */
export type ComplaintNoteBody = Wire<typeof complaintNoteBodySchema>;
/** POST complaints/{id}/assign. */
export type ComplaintAssignBody = Wire<typeof complaintAssignBodySchema>;
/** POST complaints/{id}/resolve. */
export type ComplaintResolveBody = Wire<typeof complaintResolveBodySchema>;

// ── decisions/customer-messages.md: what an order's steps tell its customer ─────────────────────────
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessageProviderName = (typeof MESSAGE_PROVIDERS)[number];
/** The `{{name}}`s a kind's template may use. */
export type MessageVariables = typeof MESSAGE_VARIABLES;
/** A template as GET message-templates lists it. */
export type MessageTemplate = Wire<typeof messageTemplateSchema>;
/** PUT message-templates/{kind}. */
export type MessageTemplateBody = Wire<typeof messageTemplateBodySchema>;
/** POST message-templates/{kind}/preview, and its answer. */
export type MessageTemplatePreviewBody = Wire<typeof messageTemplatePreviewBodySchema>;
export type MessagePreview = Wire<typeof messagePreviewSchema>;
/** A message as GET messages lists it. */
export type CustomerMessage = Wire<typeof customerMessageSchema>;
/** GET messages/counts. */
export type MessageCounts = Wire<typeof messageCountsSchema>;

// ── decisions/staff-access.md: a second factor, sessions, invites ──────────────────────────────────
/** POST user/login's answer when the account asks for a code. */
export type SecondFactorAnswer = Wire<typeof secondFactorAnswerSchema>;
/** POST user/login/verify. */
export type VerifyBody = Wire<typeof verifyBodySchema>;
export type TwoFactorStatus = Wire<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = Wire<typeof twoFactorSetupSchema>;
export type TwoFactorEnableBody = Wire<typeof twoFactorEnableBodySchema>;
export type TwoFactorDisableBody = Wire<typeof twoFactorDisableBodySchema>;
/** POST user/me/two-factor/enable's answer: the status and the first recovery codes. */
export type TwoFactorEnabled = Wire<typeof twoFactorEnabledSchema>;
/** POST user/login/setup (a setup challenge: owners without a factor). */
export type LoginSetupBody = Wire<typeof loginSetupBodySchema>;
/** What POST user/login/verify adds to the sign-in's answer: a device token, the first recovery codes. */
export type VerifyExtras = Wire<{ type: 'object'; properties: typeof verifyExtrasProperties }>;
/** POST user/me/two-factor/recovery-codes, and its answer. */
export type RecoveryCodesBody = Wire<typeof recoveryCodesBodySchema>;
export type RecoveryCodes = Wire<typeof recoveryCodesSchema>;
/** GET user/me/devices lists these. */
export type TrustedDevice = Wire<typeof trustedDeviceSchema>;
/** GET user/me/sessions lists these. */
export type StaffSession = Wire<typeof staffSessionSchema>;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
/** GET user/invites lists these. */
export type StaffInvite = Wire<typeof staffInviteSchema>;
export type StaffInviteBody = Wire<typeof staffInviteBodySchema>;
/** POST user/invites. */
export type CreatedInvite = Wire<typeof createdInviteSchema>;
/** GET invites/{token}. */
export type InvitePreview = Wire<typeof invitePreviewSchema>;
/** POST invites/{token}/accept. */
export type AcceptInviteBody = Wire<typeof acceptInviteBodySchema>;

// ── decisions/scheduled-jobs.md: the API's background work on its one job engine ──────────────────────────────────
export type JobName = (typeof JOB_NAMES)[number];
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];
export type JobState = (typeof JOB_STATES)[number];
/** One run of a job (GET jobs/{name}/runs lists these). */
export type JobRun = Wire<typeof jobRunSchema>;
/** One job in GET jobs. */
export type JobSummary = Wire<typeof jobSummarySchema>;
/** GET jobs. */
export type JobsAnswer = Wire<typeof jobsAnswerSchema>;

// ── decisions/shop-statements.md: commission rates and the shops' weekly statements ──────────────────────────────
export type CommissionRate = Wire<typeof commissionRateSchema>;
/** GET shops/{id}/commission-rates. */
export type CommissionRates = Wire<typeof commissionRatesSchema>;
export type CommissionRateBody = Wire<typeof commissionRateBodySchema>;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export type StatementLine = Wire<typeof statementLineSchema>;
/** GET shops/{id}/statements/{weekStart}. */
export type Statement = Wire<typeof statementSchema>;
/** GET statements/weeks. */
export type StatementWeek = Wire<typeof statementWeeksSchema>[number];

// ── decisions/reconciliation.md: what the ledger expects against what was received, per day and payment method ──────
export type ReconciliationDayStatus = (typeof RECONCILIATION_DAY_STATUSES)[number];
/** One payment method on one Kuwait day (GET reconciliation/days answers these, newest day first). */
export type ReconciliationDay = Wire<typeof reconciliationDaySchema>;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];
export type SettlementLineStatus = (typeof SETTLEMENT_LINE_STATUSES)[number];
export type SettlementProblem = (typeof SETTLEMENT_PROBLEMS)[number];
/** A settlement file imported (POST reconciliation/imports answers it; GET reconciliation/imports lists them). */
export type SettlementImport = Wire<typeof settlementImportSchema>;
export type SettlementLine = Wire<typeof settlementLineSchema>;
/** GET reconciliation/lines. */
export type SettlementLinesPage = Wire<typeof settlementLinesPageSchema>;
/** POST reconciliation/lines/{id}/resolve. */
export type ResolveSettlementLineBody = Wire<typeof resolveLineBodySchema>;

// ── decisions/promotions.md: coupon codes and automatic offers ─────────────────────────────────────────────────────
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export type PromotionFunder = (typeof PROMOTION_FUNDERS)[number];
export type PromotionState = (typeof PROMOTION_STATES)[number];
export type Promotion = Wire<typeof promotionSchema>;
/** POST promotions. */
export type PromotionBody = Wire<typeof promotionBodySchema>;
/** PATCH promotions/{id}. */
export type PromotionPatch = Wire<typeof promotionPatchSchema>;
/** GET promotions. */
export type PromotionPage = Wire<typeof promotionPageSchema>;
/** An order's promotion (the staff's order: `promotion`). */
export type OrderPromotion = NonNullable<Wire<typeof orderPromotionSchema>>;
