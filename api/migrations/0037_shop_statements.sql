-- decisions/shop-statements.md: each shop's commission rates (from a date on), the commission written to the money
-- ledger when an order is delivered, and the weekly statements (Saturday to Friday, Kuwait time) read from the ledger;
-- a week once closed is kept as it was (a snapshot per shop), and what comes after lands on the next week.

-- A shop's commission from a Kuwait date on (until its next rate): a percentage of a delivered order's items, in basis
-- points (25.5% = 2550), and a fee per order in fils. One rate per shop and date. Gone with the shop.
CREATE TABLE "shop_commission_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"percent_bp" integer NOT NULL,
	"fee_fils" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_commission_rates_percent_check" CHECK ("percent_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "shop_commission_rates_fee_check" CHECK ("fee_fils" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_commission_rates_date_key" ON "shop_commission_rates" USING btree ("shop_id", "effective_from");--> statement-breakpoint
CREATE TRIGGER "shop_commission_rates_audit" AFTER INSERT OR UPDATE OR DELETE ON "shop_commission_rates" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('commission_rate');--> statement-breakpoint

-- The ledger's new kind: the platform's commission on a delivered order, taken from the shop (negative, borne by the
-- shop, its own reason), written once per order by the status service. It is between the platform and the shop:
-- the customer's balances (ledger-balances.ts) do not read it.
ALTER TABLE "order_ledger" DROP CONSTRAINT "order_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_kind_check" CHECK ("kind" IN ('charge', 'delivery_fee', 'discount', 'line_change', 'refund', 'cash_to_collect', 'commission'));--> statement-breakpoint
ALTER TABLE "order_ledger" DROP CONSTRAINT "order_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_sign_check" CHECK (CASE "kind"
	WHEN 'charge' THEN "amount_fils" >= 0 WHEN 'delivery_fee' THEN "amount_fils" > 0 WHEN 'discount' THEN "amount_fils" < 0
	WHEN 'commission' THEN "amount_fils" < 0
	ELSE "amount_fils" <> 0 END);--> statement-breakpoint
ALTER TABLE "order_ledger" DROP CONSTRAINT "order_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_reason_check" CHECK ("reason_code" IN (
	'item_missing', 'item_damaged', 'late_delivery', 'wrong_item', 'goodwill', 'other',
	'order_placed', 'ledger_opened', 'order_rejected', 'order_cancelled', 'order_delivered', 'refund_failed', 'line_change', 'commission'));--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_commission_check" CHECK (
	("kind" = 'commission') = ("reason_code" = 'commission') AND ("kind" <> 'commission' OR "liable" = 'shop'));--> statement-breakpoint
-- Once per order, as the order's opening and end are.
DROP INDEX "order_ledger_once_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_once_idx" ON "order_ledger" USING btree (
	"order_id", "kind", (CASE WHEN "reason_code" IN ('order_placed', 'ledger_opened') THEN 'open' ELSE 'end' END))
	WHERE "reason_code" IN ('order_placed', 'ledger_opened', 'order_rejected', 'order_cancelled', 'order_delivered', 'commission');--> statement-breakpoint
-- An entry's time is taken when it is written, not when its transaction began (now()): a week's close waits for the
-- ledger's writers in flight (LOCK TABLE order_ledger IN SHARE MODE) and then reads the clock, so an entry committed
-- after a close is always timed after it, and lands on the next week; never in a week already closed.
ALTER TABLE "order_ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint

-- What a statement reads by time: the deliveries (an order's DELIVERED step, which never changes) and the refunds
-- (and their reversals) of a period.
CREATE INDEX "order_events_delivered_idx" ON "order_events" USING btree ("created_at") WHERE "kind" = 'status' AND "to_status" = 'DELIVERED';--> statement-breakpoint
CREATE INDEX "order_ledger_refund_time_idx" ON "order_ledger" USING btree ("created_at") WHERE "kind" = 'refund';--> statement-breakpoint

-- A week closed (week_start: its Saturday, Kuwait): its period ends at closed_at (or at the week's end, if that came
-- first). Closed once, in order; never reopened. Audited.
CREATE TABLE "statement_closes" (
	"week_start" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "statement_closes_saturday_check" CHECK (extract(isodow FROM "week_start") = 6)
);--> statement-breakpoint
CREATE TRIGGER "statement_closes_audit" AFTER INSERT OR UPDATE OR DELETE ON "statement_closes" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('statement_week');--> statement-breakpoint

-- A closed week's statement of a shop, as it was at the close (every shop with something in the period): totals and
-- lines in fils, as statement-sums.ts makes them. Gone only with its shop.
CREATE TABLE "shop_statements" (
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"week_start" date NOT NULL REFERENCES "statement_closes"("week_start"),
	"totals" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "shop_statements_pkey" PRIMARY KEY ("shop_id", "week_start")
);--> statement-breakpoint
CREATE INDEX "shop_statements_week_idx" ON "shop_statements" USING btree ("week_start");--> statement-breakpoint

-- A closed week stays as it was: its close and its snapshots are never changed or removed (only a shop's or an
-- account's own deletion reaches them, through its foreign key, which runs inside a trigger: depth > 1).
CREATE FUNCTION statements_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF pg_trigger_depth() > 1 THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	RAISE EXCEPTION '% is kept as the week was closed: % refused', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "statement_closes_kept_trigger" BEFORE UPDATE OR DELETE ON "statement_closes" FOR EACH ROW EXECUTE FUNCTION statements_kept();--> statement-breakpoint
CREATE TRIGGER "shop_statements_kept_trigger" BEFORE UPDATE OR DELETE ON "shop_statements" FOR EACH ROW EXECUTE FUNCTION statements_kept();
