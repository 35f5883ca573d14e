-- decisions/money-ledger.md: a money ledger to the fil for every order. One append-only table of signed
-- entries (charge, delivery fee, discount, line change, refund, cash to collect), with the payment
-- method and who bears each; refunds as records a person completes with the gateway's reference, or
-- credits to the customer. An order's amounts are sums over its entries (modules/ledger/ledger-balances.ts).
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"amount_fils" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"reason_code" text NOT NULL,
	"note" text,
	"liable" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("amount_fils" > 0),
	CONSTRAINT "refunds_method_check" CHECK ("method" IN ('KNET', 'CARD', 'credit')),
	CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'done', 'failed') AND ("status" = 'pending') = ("done_at" IS NULL)),
	-- A credit is given at once; a gateway refund is done only with the gateway's reference.
	CONSTRAINT "refunds_credit_check" CHECK ("method" <> 'credit' OR "status" = 'done'),
	CONSTRAINT "refunds_reference_check" CHECK ("status" <> 'done' OR "method" = 'credit' OR "gateway_reference" IS NOT NULL),
	CONSTRAINT "refunds_reason_check" CHECK ("reason_code" IN (
		'item_missing', 'item_damaged', 'late_delivery', 'wrong_item', 'goodwill', 'other', 'order_rejected', 'order_cancelled', 'line_change')),
	CONSTRAINT "refunds_liable_check" CHECK ("liable" IN ('customer', 'shop', 'platform')),
	CONSTRAINT "refunds_note_check" CHECK (char_length("note") <= 500)
);--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id", "id");--> statement-breakpoint
CREATE TABLE "order_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"liable" text NOT NULL,
	"reason_code" text NOT NULL,
	"note" text,
	"refund_id" integer REFERENCES "refunds"("id") ON DELETE cascade,
	-- No foreign key: an entry never changes, so it cannot be set to null when an account goes (as the stock history).
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ledger_kind_check" CHECK ("kind" IN ('charge', 'delivery_fee', 'discount', 'line_change', 'refund', 'cash_to_collect')),
	-- What the customer owes is charged, a discount takes off; the other kinds move either way, never by 0.
	CONSTRAINT "order_ledger_sign_check" CHECK (CASE "kind"
		WHEN 'charge' THEN "amount_fils" >= 0 WHEN 'delivery_fee' THEN "amount_fils" > 0 WHEN 'discount' THEN "amount_fils" < 0
		ELSE "amount_fils" <> 0 END),
	CONSTRAINT "order_ledger_refund_check" CHECK (("kind" = 'refund') = ("refund_id" IS NOT NULL)),
	CONSTRAINT "order_ledger_liable_check" CHECK ("liable" IN ('customer', 'shop', 'platform')),
	CONSTRAINT "order_ledger_reason_check" CHECK ("reason_code" IN (
		'item_missing', 'item_damaged', 'late_delivery', 'wrong_item', 'goodwill', 'other',
		'order_placed', 'ledger_opened', 'order_rejected', 'order_cancelled', 'order_delivered', 'refund_failed', 'line_change')),
	CONSTRAINT "order_ledger_note_check" CHECK (char_length("note") <= 500)
);--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger" USING btree ("order_id", "id");--> statement-breakpoint
-- Exactly once, whatever races: an order is opened once (placed, or opened for orders written before
-- the ledger) and ended once (rejected, cancelled or delivered), each kind of entry once; a refund
-- has one entry and at most one reversal.
CREATE UNIQUE INDEX "order_ledger_once_idx" ON "order_ledger" USING btree (
	"order_id", "kind", (CASE WHEN "reason_code" IN ('order_placed', 'ledger_opened') THEN 'open' ELSE 'end' END))
	WHERE "reason_code" IN ('order_placed', 'ledger_opened', 'order_rejected', 'order_cancelled', 'order_delivered');--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_refund_idx" ON "order_ledger" USING btree ("refund_id", ("amount_fils" > 0)) WHERE "refund_id" IS NOT NULL;--> statement-breakpoint

-- Append-only: no entry is changed or removed; a correction is a new entry. Only the order's own
-- deletion takes its entries with it (the foreign key's cascade runs inside a trigger: depth > 1).
CREATE FUNCTION order_ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'order_ledger is append-only: % refused (a correction is a new entry)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_ledger_append_only_trigger" BEFORE UPDATE OR DELETE ON "order_ledger" FOR EACH ROW EXECUTE FUNCTION order_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER "order_ledger_no_truncate_trigger" BEFORE TRUNCATE ON "order_ledger" FOR EACH STATEMENT EXECUTE FUNCTION order_ledger_append_only();--> statement-breakpoint

-- A refund's order, amount, method, reason and lines never change; its status moves once, from
-- pending. It goes only with its order. (created_by may become null: the account was deleted.)
CREATE FUNCTION refunds_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	settled text[] := ARRAY['status', 'gateway_reference', 'done_at', 'created_by'];
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF pg_trigger_depth() > 1 THEN
			RETURN OLD;
		END IF;
		RAISE EXCEPTION 'refund %: a refund is kept (it goes only with its order)', OLD."id";
	END IF;
	IF (to_jsonb(NEW) - settled) IS DISTINCT FROM (to_jsonb(OLD) - settled)
		OR (NEW."created_by" IS NOT NULL AND NEW."created_by" IS DISTINCT FROM OLD."created_by")
		OR (OLD."status" <> 'pending' AND ROW(NEW."status", NEW."gateway_reference", NEW."done_at") IS DISTINCT FROM ROW(OLD."status", OLD."gateway_reference", OLD."done_at")) THEN
		RAISE EXCEPTION 'refund %: only a pending refund''s status changes, once', OLD."id";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "refunds_guard_trigger" BEFORE UPDATE OR DELETE ON "refunds" FOR EACH ROW EXECUTE FUNCTION refunds_guard();--> statement-breakpoint
-- decisions/roles-and-audit.md: a refund's creation and settling are in the audit log. The ledger is its own
-- history (who, when, why on each entry) and is not audited row by row.
CREATE TRIGGER "refunds_audit" AFTER INSERT OR UPDATE OR DELETE ON "refunds" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('refund');--> statement-breakpoint

-- An order's opening entries: its charge (orders.total_amount in fils) and, for a cash order not yet
-- delivered, cancelled or rejected, the cash to collect. For the orders `p_orders` names (null: every
-- order without a charge yet), as one statement. Placing an order calls it with the order
-- ('order_placed', the customer as the actor); this migration and the demo seed with null
-- ('ledger_opened'). A delivery fee and a discount join here when orders carry them (none today).
CREATE FUNCTION order_ledger_open(p_reason text, p_orders integer[] DEFAULT NULL, p_actor integer DEFAULT NULL) RETURNS integer
LANGUAGE sql AS $$
	WITH opened AS (
		INSERT INTO "order_ledger" ("order_id", "kind", "amount_fils", "payment_method", "liable", "reason_code", "actor_id")
		SELECT o."id", k.kind, (o."total_amount" * 1000)::bigint, o."payment_method", 'customer', p_reason, p_actor
		FROM "orders" o
		CROSS JOIN (VALUES (1, 'charge'), (2, 'cash_to_collect')) AS k(n, kind)
		WHERE (p_orders IS NULL OR o."id" = ANY (p_orders))
			AND (k.kind = 'charge' OR (o."payment_method" = 'CASH' AND o."status" IN ('NEW', 'ACCEPTED', 'INTRANSIT') AND o."total_amount" > 0))
			AND NOT EXISTS (SELECT 1 FROM "order_ledger" l WHERE l."order_id" = o."id" AND l."kind" = 'charge')
		ORDER BY o."id", k.n
		RETURNING 1
	)
	SELECT count(*)::int FROM opened;
$$;--> statement-breakpoint
-- Every order written before the ledger: one statement. Orders that ended before it keep their
-- charge alone (whether their money went back is not known here).
SELECT order_ledger_open('ledger_opened');--> statement-breakpoint

-- decisions/reports-and-bulk.md: the dashboard's revenue is net of refunds. A refund staff made (a credit at once, a
-- gateway refund when done) is taken off the revenue of its order's hour and status, in the same
-- transaction; refunds of orders that ended or whose lines changed are not (the amount due followed
-- the order already). An order deleted takes its refunds back out (tests and the benchmark delete orders).
ALTER TABLE "order_hour_stats" ADD COLUMN "refunded" numeric(16, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION dashboard_is_refund(status text, reason_code text) RETURNS boolean AS $$
	SELECT status = 'done' AND reason_code NOT IN ('order_rejected', 'order_cancelled', 'line_change');
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
CREATE FUNCTION dashboard_apply_refund(p_order integer, p_fils bigint) RETURNS void AS $$
	INSERT INTO "order_hour_stats" AS s ("hour", "status", "refunded")
	SELECT date_trunc('hour', o."created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', o."status", p_fils::numeric / 1000
	FROM "orders" o WHERE o."id" = p_order
	ON CONFLICT ("hour", "status") DO UPDATE SET "refunded" = s."refunded" + EXCLUDED."refunded";
$$ LANGUAGE sql;--> statement-breakpoint
CREATE FUNCTION refunds_dashboard_sync() RETURNS trigger AS $$
BEGIN
	IF dashboard_is_refund(NEW."status", NEW."reason_code") AND (TG_OP = 'INSERT' OR OLD."status" <> 'done') THEN
		PERFORM dashboard_apply_refund(NEW."order_id", NEW."amount_fils");
	END IF;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "refunds_dashboard_trigger" AFTER INSERT OR UPDATE OF "status" ON "refunds" FOR EACH ROW EXECUTE FUNCTION refunds_dashboard_sync();--> statement-breakpoint
CREATE FUNCTION orders_refunds_dashboard_sync() RETURNS trigger AS $$
BEGIN
	PERFORM dashboard_apply_refund(OLD."id", (-r.fils)::bigint)
	FROM (SELECT sum("amount_fils") AS fils FROM "refunds" WHERE "order_id" = OLD."id" AND dashboard_is_refund("status", "reason_code")) r
	WHERE r.fils IS NOT NULL;
	RETURN OLD;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "orders_refunds_dashboard_trigger" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_refunds_dashboard_sync();
