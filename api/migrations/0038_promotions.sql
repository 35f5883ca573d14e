-- decisions/promotions.md: coupon codes and automatic offers. A promotion takes a percentage (capped), a fixed amount or
-- the delivery fee off an order, under its terms (a minimum basket, first orders only, a limit per customer, a number of
-- redemptions, a budget, a shop, a schedule), funded by the shop or the platform. Money in fils, percentages in basis
-- points: what an order is given is worked out in integers (modules/promotions/promotion-rules.ts).

-- Terms that change what a customer pays are fixed once created (the API refuses to change them); staff pause, end,
-- rename it and grow its budget or its redemptions. `spent_fils` and `redemptions` follow the orders that took it
-- (an order rejected or cancelled gives its redemption back), in the order's transaction, never past the budget or the
-- maximum (the table's checks say so too, whatever a writer does).
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	-- Upper-case; null: an automatic offer (applied without a code).
	"code" text,
	"kind" text NOT NULL,
	"percent_bp" integer,
	"amount_fils" bigint,
	"max_discount_fils" bigint,
	"min_basket_fils" bigint DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"per_customer_limit" integer,
	"max_redemptions" integer,
	"budget_fils" bigint,
	-- Null: every shop. Gone with its shop (as its commission rates are).
	"shop_id" integer REFERENCES "shops"("id") ON DELETE cascade,
	"funded_by" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"spent_fils" bigint DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_name_check" CHECK (char_length("name") BETWEEN 1 AND 100 AND char_length("name_ar") BETWEEN 1 AND 100),
	CONSTRAINT "promotions_code_check" CHECK ("code" ~ '^[A-Z0-9-]{3,20}$'),
	CONSTRAINT "promotions_kind_check" CHECK ("kind" IN ('percent', 'fixed', 'free_delivery')),
	-- A percentage (0.01–100%, capped or not) for a percent promotion only, an amount for a fixed one only.
	CONSTRAINT "promotions_percent_check" CHECK (("kind" = 'percent') = ("percent_bp" IS NOT NULL) AND "percent_bp" BETWEEN 1 AND 10000),
	CONSTRAINT "promotions_amount_check" CHECK (("kind" = 'fixed') = ("amount_fils" IS NOT NULL) AND "amount_fils" > 0),
	CONSTRAINT "promotions_cap_check" CHECK ("max_discount_fils" IS NULL OR ("kind" = 'percent' AND "max_discount_fils" > 0)),
	CONSTRAINT "promotions_limits_check" CHECK (
		"min_basket_fils" >= 0 AND "per_customer_limit" >= 1 AND "max_redemptions" >= 1 AND "budget_fils" > 0),
	CONSTRAINT "promotions_funder_check" CHECK ("funded_by" IN ('shop', 'platform') AND ("funded_by" = 'platform' OR "shop_id" IS NOT NULL)),
	CONSTRAINT "promotions_schedule_check" CHECK ("ends_at" > "starts_at"),
	-- Never past its budget or its maximum.
	CONSTRAINT "promotions_spent_check" CHECK ("spent_fils" >= 0 AND "spent_fils" <= coalesce("budget_fils", "spent_fils")),
	CONSTRAINT "promotions_redemptions_check" CHECK ("redemptions" >= 0 AND "redemptions" <= coalesce("max_redemptions", "redemptions"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code") WHERE "code" IS NOT NULL;--> statement-breakpoint
-- The automatic offers an order may take (few: read whole), and a shop's promotions.
CREATE INDEX "promotions_automatic_idx" ON "promotions" USING btree ("id") WHERE "code" IS NULL AND "active";--> statement-breakpoint
CREATE INDEX "promotions_shop_idx" ON "promotions" USING btree ("shop_id");--> statement-breakpoint
-- Audited: staff's changes only. The counters move with every order that takes or gives back a promotion: the order
-- and its ledger say that, not the audit log.
CREATE TRIGGER "promotions_audit" AFTER INSERT OR DELETE OR UPDATE OF "name", "name_ar", "active", "ends_at", "budget_fils", "max_redemptions" ON "promotions"
FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('promotion');--> statement-breakpoint

-- An order that took a promotion: once per order, with what it was given; released (its counts given back) when the
-- order is rejected or cancelled, once.
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE cascade,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"discount_fils" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promotion_redemptions_discount_check" CHECK ("discount_fils" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_order_key" ON "promotion_redemptions" USING btree ("order_id");--> statement-breakpoint
-- A customer's redemptions of a promotion that count (the limit per customer).
CREATE INDEX "promotion_redemptions_customer_idx" ON "promotion_redemptions" USING btree ("promotion_id", "user_id") WHERE "released_at" IS NULL;--> statement-breakpoint

-- The order's discount (KWD): total_amount = the lines + the delivery fee − the discount. 0 for every order before.
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("discount" >= 0);--> statement-breakpoint
-- The fee is part of the total before the discount (free delivery takes it off again).
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivery_fee_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_check" CHECK ("delivery_fee" >= 0 AND "delivery_fee" <= "total_amount" + "discount");--> statement-breakpoint

-- The ledger's new reason: an order's `discount` entry (decisions/money-ledger.md: negative) is a promotion's, borne by
-- its funder (the shop or the platform), once per order.
ALTER TABLE "order_ledger" DROP CONSTRAINT "order_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_reason_check" CHECK ("reason_code" IN (
	'item_missing', 'item_damaged', 'late_delivery', 'wrong_item', 'goodwill', 'other',
	'order_placed', 'ledger_opened', 'order_rejected', 'order_cancelled', 'order_delivered', 'refund_failed', 'line_change', 'commission',
	'promotion'));--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_promotion_check" CHECK (
	("kind" = 'discount') = ("reason_code" = 'promotion') AND ("kind" <> 'discount' OR "liable" IN ('shop', 'platform')));--> statement-breakpoint
DROP INDEX "order_ledger_once_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_once_idx" ON "order_ledger" USING btree (
	"order_id", "kind", (CASE WHEN "reason_code" IN ('order_placed', 'ledger_opened') THEN 'open' ELSE 'end' END))
	WHERE "reason_code" IN ('order_placed', 'ledger_opened', 'order_rejected', 'order_cancelled', 'order_delivered', 'commission', 'promotion');--> statement-breakpoint

-- An order's opening entries, as in migration 0027, with its discount: the charge is the items (the total less the fee,
-- plus the discount), the delivery fee its own entry, the discount its own (negative, borne by the promotion's funder,
-- reason `promotion`); the cash to collect stays the whole total (the amount due, rule 1). An order of discount 0 (every
-- order before this migration) opens as before.
CREATE OR REPLACE FUNCTION order_ledger_open(p_reason text, p_orders integer[] DEFAULT NULL, p_actor integer DEFAULT NULL) RETURNS integer
LANGUAGE sql AS $$
	WITH opened AS (
		INSERT INTO "order_ledger" ("order_id", "kind", "amount_fils", "payment_method", "liable", "reason_code", "actor_id")
		SELECT o."id", k.kind,
			CASE k.kind
				WHEN 'charge' THEN ((o."total_amount" - o."delivery_fee" + o."discount") * 1000)::bigint
				WHEN 'delivery_fee' THEN (o."delivery_fee" * 1000)::bigint
				WHEN 'discount' THEN (-o."discount" * 1000)::bigint
				ELSE (o."total_amount" * 1000)::bigint END,
			o."payment_method",
			CASE WHEN k.kind = 'discount' THEN coalesce(funder.funded_by, 'platform') ELSE 'customer' END,
			CASE WHEN k.kind = 'discount' THEN 'promotion' ELSE p_reason END,
			p_actor
		FROM "orders" o
		CROSS JOIN (VALUES (1, 'charge'), (2, 'delivery_fee'), (3, 'discount'), (4, 'cash_to_collect')) AS k(n, kind)
		LEFT JOIN LATERAL (
			SELECT p."funded_by" FROM "promotion_redemptions" r JOIN "promotions" p ON p."id" = r."promotion_id" WHERE r."order_id" = o."id"
		) funder ON k.kind = 'discount'
		WHERE (p_orders IS NULL OR o."id" = ANY (p_orders))
			AND (k.kind = 'charge'
				OR (k.kind = 'delivery_fee' AND o."delivery_fee" > 0)
				OR (k.kind = 'discount' AND o."discount" > 0)
				OR (k.kind = 'cash_to_collect' AND o."payment_method" = 'CASH' AND o."status" IN ('NEW', 'ACCEPTED', 'INTRANSIT') AND o."total_amount" > 0))
			AND NOT EXISTS (SELECT 1 FROM "order_ledger" l WHERE l."order_id" = o."id" AND l."kind" = 'charge')
		ORDER BY o."id", k.n
		RETURNING 1
	)
	SELECT count(*)::int FROM opened;
$$;
