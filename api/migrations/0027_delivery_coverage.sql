-- decisions/delivery-coverage.md: where each shop delivers, at what fee, above what basket and how fast; the platform's
-- terms per governorate for a shop that set none; the fee cap the shops list warns about; and the fee on the order and
-- in its ledger.

-- A shop's zones: a whole area, or a single block (which overrides its area's row).
CREATE TABLE "shop_coverage" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	-- A place deleted takes the zones on it with it (a shop's coverage is no reason to keep a place).
	"area_id" integer REFERENCES "areas"("id") ON DELETE cascade,
	"block_id" integer REFERENCES "blocks"("id") ON DELETE cascade,
	"delivery_fee" numeric(12, 3) NOT NULL,
	"min_basket" numeric(12, 3) NOT NULL,
	"eta_minutes" integer NOT NULL,
	CONSTRAINT "shop_coverage_place_check" CHECK (("area_id" IS NULL) <> ("block_id" IS NULL)),
	CONSTRAINT "shop_coverage_amounts_check" CHECK ("delivery_fee" >= 0 AND "min_basket" >= 0),
	CONSTRAINT "shop_coverage_eta_check" CHECK ("eta_minutes" BETWEEN 5 AND 600)
);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coverage_area_key" ON "shop_coverage" USING btree ("shop_id", "area_id") WHERE "area_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coverage_block_key" ON "shop_coverage" USING btree ("shop_id", "block_id") WHERE "block_id" IS NOT NULL;--> statement-breakpoint
-- The shops serving a place (the customers' catalogue), and a place's delete finding its zones.
CREATE INDEX "shop_coverage_area_idx" ON "shop_coverage" USING btree ("area_id") WHERE "area_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_coverage_block_idx" ON "shop_coverage" USING btree ("block_id") WHERE "block_id" IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER "shop_coverage_audit" AFTER INSERT OR UPDATE OR DELETE ON "shop_coverage" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('shop_coverage');--> statement-breakpoint

-- The platform's terms in a governorate, for the shops with no zones of their own.
CREATE TABLE "delivery_defaults" (
	"governorate_id" integer PRIMARY KEY NOT NULL REFERENCES "governorates"("id") ON DELETE cascade,
	"delivery_fee" numeric(12, 3) NOT NULL,
	"min_basket" numeric(12, 3) NOT NULL,
	"eta_minutes" integer NOT NULL,
	CONSTRAINT "delivery_defaults_amounts_check" CHECK ("delivery_fee" >= 0 AND "min_basket" >= 0),
	CONSTRAINT "delivery_defaults_eta_check" CHECK ("eta_minutes" BETWEEN 5 AND 600)
);--> statement-breakpoint
CREATE TRIGGER "delivery_defaults_audit" AFTER INSERT OR UPDATE OR DELETE ON "delivery_defaults" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('delivery_defaults');--> statement-breakpoint

-- The one answer to "does this shop deliver to this block, and on what terms" (ordering and the customers' catalogue
-- read it): the shop's block row, else its area row; a shop with no rows at all takes its governorate's default, and
-- with none either is served as before zones existed (fee 0, minimum 0, no ETA), so shops and orders that exist keep
-- working. A free-delivery shop charges 0 whatever its row says. No row: the shop does not deliver there.
CREATE FUNCTION shop_delivery_terms(p_shop integer, p_block integer)
RETURNS TABLE (delivery_fee numeric(12, 3), min_basket numeric(12, 3), eta_minutes integer)
LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN s."free_delivery" THEN 0::numeric(12, 3) ELSE t.fee END, t.minimum, t.eta
	FROM "shops" s
	JOIN "blocks" b ON b."id" = p_block
	JOIN "areas" a ON a."id" = b."area_id"
	CROSS JOIN LATERAL (
		SELECT c."delivery_fee" AS fee, c."min_basket" AS minimum, c."eta_minutes" AS eta, 1 AS rank
		FROM "shop_coverage" c WHERE c."shop_id" = s."id" AND c."block_id" = b."id"
		UNION ALL
		SELECT c."delivery_fee", c."min_basket", c."eta_minutes", 2 FROM "shop_coverage" c WHERE c."shop_id" = s."id" AND c."area_id" = a."id"
		UNION ALL
		SELECT coalesce(d."delivery_fee", 0), coalesce(d."min_basket", 0), d."eta_minutes", 3
		FROM (SELECT 1) one LEFT JOIN "delivery_defaults" d ON d."governorate_id" = a."governorate_id"
		WHERE NOT EXISTS (SELECT 1 FROM "shop_coverage" c WHERE c."shop_id" = s."id")
		ORDER BY rank
		LIMIT 1
	) t
	WHERE s."id" = p_shop;
$$;--> statement-breakpoint

-- The fee cap (KWD) the shops list warns about: a team setting beside the desk's.
ALTER TABLE "desk_settings" ADD COLUMN "delivery_fee_cap" numeric(12, 3) DEFAULT 0.500 NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_settings" ADD CONSTRAINT "desk_settings_fee_cap_check" CHECK ("delivery_fee_cap" >= 0);--> statement-breakpoint

-- The order's delivery fee (part of total_amount: the lines' totals plus the fee).
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_check" CHECK ("delivery_fee" >= 0 AND "delivery_fee" <= "total_amount");--> statement-breakpoint

-- An order's opening entries, as in migration 0024, with the fee on its own: the charge is the total less the fee, the
-- delivery fee an entry of its own when there is one; the cash to collect stays the whole total (the amount due, rule 1).
CREATE OR REPLACE FUNCTION order_ledger_open(p_reason text, p_orders integer[] DEFAULT NULL, p_actor integer DEFAULT NULL) RETURNS integer
LANGUAGE sql AS $$
	WITH opened AS (
		INSERT INTO "order_ledger" ("order_id", "kind", "amount_fils", "payment_method", "liable", "reason_code", "actor_id")
		SELECT o."id", k.kind,
			CASE k.kind
				WHEN 'charge' THEN ((o."total_amount" - o."delivery_fee") * 1000)::bigint
				WHEN 'delivery_fee' THEN (o."delivery_fee" * 1000)::bigint
				ELSE (o."total_amount" * 1000)::bigint END,
			o."payment_method", 'customer', p_reason, p_actor
		FROM "orders" o
		CROSS JOIN (VALUES (1, 'charge'), (2, 'delivery_fee'), (3, 'cash_to_collect')) AS k(n, kind)
		WHERE (p_orders IS NULL OR o."id" = ANY (p_orders))
			AND (k.kind = 'charge'
				OR (k.kind = 'delivery_fee' AND o."delivery_fee" > 0)
				OR (k.kind = 'cash_to_collect' AND o."payment_method" = 'CASH' AND o."status" IN ('NEW', 'ACCEPTED', 'INTRANSIT') AND o."total_amount" > 0))
			AND NOT EXISTS (SELECT 1 FROM "order_ledger" l WHERE l."order_id" = o."id" AND l."kind" = 'charge')
		ORDER BY o."id", k.n
		RETURNING 1
	)
	SELECT count(*)::int FROM opened;
$$;
