-- decisions/dashboard-money.md: the dashboard's revenue split into gross, promotions, refunds and net. The hourly rollup's
-- amount is the orders' total_amount, which is after their discounts (decisions/money-ledger.md: the amount due counts
-- the `discount` entries); the promotions given are kept beside it, read from the ledger's `discount` entries (negative,
-- whoever bears them), so gross = amount + discounted and net = amount − refunded.
-- Kept as the other rollups are (migrations 0016, 0024), in the same transaction as every write: a discount entry adds
-- to its order's (hour placed, status) row; an order whose status or placing time changes takes its discounts along
-- (a rejected order's discount leaves the sales with it); an order deleted takes them out (before its entries go).
ALTER TABLE "order_hour_stats" ADD COLUMN "discounted" numeric(16, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint

-- An order's discounts in KWD (0 for none): its entries read through order_ledger_order_idx.
CREATE FUNCTION dashboard_order_discount(p_order integer) RETURNS numeric AS $$
	SELECT coalesce(-sum("amount_fils"), 0)::numeric / 1000 FROM "order_ledger" WHERE "order_id" = p_order AND "kind" = 'discount';
$$ LANGUAGE sql STABLE;--> statement-breakpoint
-- `amount` (KWD, signed) added to the row of an order placed at `placed` and in `status`.
CREATE FUNCTION dashboard_apply_discount(placed timestamptz, status text, amount numeric) RETURNS void AS $$
	INSERT INTO "order_hour_stats" AS s ("hour", "status", "discounted")
	VALUES (date_trunc('hour', placed AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', status, amount)
	ON CONFLICT ("hour", "status") DO UPDATE SET "discounted" = s."discounted" + EXCLUDED."discounted";
$$ LANGUAGE sql;--> statement-breakpoint

CREATE FUNCTION order_ledger_discount_dashboard_sync() RETURNS trigger AS $$
BEGIN
	PERFORM dashboard_apply_discount(o."created_at", o."status", -NEW."amount_fils"::numeric / 1000) FROM "orders" o WHERE o."id" = NEW."order_id";
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The ledger is append-only: an insert is the only change it sees (an order's delete is handled below).
CREATE TRIGGER "order_ledger_discount_dashboard_trigger" AFTER INSERT ON "order_ledger"
FOR EACH ROW WHEN (NEW."kind" = 'discount') EXECUTE FUNCTION order_ledger_discount_dashboard_sync();--> statement-breakpoint

CREATE FUNCTION orders_discount_dashboard_sync() RETURNS trigger AS $$
DECLARE
	given numeric;
BEGIN
	IF TG_OP = 'DELETE' THEN
		-- BEFORE the delete: its entries are still there (they go by cascade after it).
		given := dashboard_order_discount(OLD."id");
		IF given <> 0 THEN PERFORM dashboard_apply_discount(OLD."created_at", OLD."status", -given); END IF;
		RETURN OLD;
	END IF;
	IF (NEW."status", NEW."created_at") IS DISTINCT FROM (OLD."status", OLD."created_at") THEN
		given := dashboard_order_discount(NEW."id");
		IF given <> 0 THEN
			PERFORM dashboard_apply_discount(OLD."created_at", OLD."status", -given);
			PERFORM dashboard_apply_discount(NEW."created_at", NEW."status", given);
		END IF;
	END IF;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "orders_discount_dashboard_trigger" AFTER UPDATE OF "status", "created_at" ON "orders"
FOR EACH ROW EXECUTE FUNCTION orders_discount_dashboard_sync();--> statement-breakpoint
CREATE TRIGGER "orders_discount_dashboard_delete_trigger" BEFORE DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION orders_discount_dashboard_sync();--> statement-breakpoint

-- The discounts written before this migration, in one statement.
INSERT INTO "order_hour_stats" AS s ("hour", "status", "discounted")
SELECT date_trunc('hour', o."created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', o."status", -sum(l."amount_fils")::numeric / 1000
FROM "order_ledger" l JOIN "orders" o ON o."id" = l."order_id"
WHERE l."kind" = 'discount'
GROUP BY 1, 2
ON CONFLICT ("hour", "status") DO UPDATE SET "discounted" = s."discounted" + EXCLUDED."discounted";
