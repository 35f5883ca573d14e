-- decisions/reports-and-bulk.md: the dashboard's figures read rollups, never the orders table per request. Triggers keep
-- them in the same transaction as every order write (as order_status_counts, migration 0001): an
-- insert adds the order, a delete takes it away, an update takes away what the row was and adds
-- what it is. Hours are UTC hours, which are Kuwait hours (UTC+3 all year); days are Kuwait days,
-- the UTC time plus three hours, as the sales report reads them. A sale is an order placed and not
-- rejected or cancelled (reports-repository's SALE_STATUSES). Money is numeric, summed exactly.

-- When an order was accepted and delivered: the dashboard's average times, and "accepted more than
-- an hour ago" in the orders list. Set by a trigger on the status change (a BEFORE trigger, so the
-- rollups below read them from the row).
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" o SET "accepted_at" = e."created_at"
  FROM (SELECT "order_id", max("created_at") AS "created_at" FROM "order_events" WHERE "to_status" = 'ACCEPTED' GROUP BY "order_id") e
  WHERE e."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" o SET "delivered_at" = e."created_at"
  FROM (SELECT "order_id", max("created_at") AS "created_at" FROM "order_events" WHERE "to_status" = 'DELIVERED' GROUP BY "order_id") e
  WHERE e."order_id" = o."id";--> statement-breakpoint
-- The needs-attention counts: NEW orders by age, ACCEPTED orders by when they were accepted.
CREATE INDEX "orders_new_placed_idx" ON "orders" USING btree ("created_at") WHERE "status" = 'NEW';--> statement-breakpoint
CREATE INDEX "orders_accepted_at_idx" ON "orders" USING btree ("accepted_at") WHERE "status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "products_out_of_stock_idx" ON "products" USING btree ("id") WHERE "stock" = 0;--> statement-breakpoint

-- Per hour placed and status: how many orders, their amount, and how long the accepted and the
-- delivered ones took (seconds from placed, summed; an average is the sum over the count).
CREATE TABLE "order_hour_stats" (
  "hour" timestamp with time zone NOT NULL,
  "status" text NOT NULL,
  "orders" integer DEFAULT 0 NOT NULL,
  "amount" numeric(16, 3) DEFAULT 0 NOT NULL,
  "accepted" integer DEFAULT 0 NOT NULL,
  "accept_seconds" numeric DEFAULT 0 NOT NULL,
  "delivered" integer DEFAULT 0 NOT NULL,
  "deliver_seconds" numeric DEFAULT 0 NOT NULL,
  CONSTRAINT "order_hour_stats_pk" PRIMARY KEY ("hour", "status")
);--> statement-breakpoint
-- Sales per Kuwait day and shop (top shops); a deleted shop's rows go with it.
CREATE TABLE "shop_day_sales" (
  "day" date NOT NULL,
  "shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
  "orders" integer DEFAULT 0 NOT NULL,
  "amount" numeric(16, 3) DEFAULT 0 NOT NULL,
  CONSTRAINT "shop_day_sales_pk" PRIMARY KEY ("day", "shop_id")
);--> statement-breakpoint
-- Sales per Kuwait day and product, from the order items (top products); a deleted product's rows go with it.
CREATE TABLE "product_day_sales" (
  "day" date NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "quantity" integer DEFAULT 0 NOT NULL,
  "amount" numeric(16, 3) DEFAULT 0 NOT NULL,
  CONSTRAINT "product_day_sales_pk" PRIMARY KEY ("day", "product_id")
);--> statement-breakpoint
-- A period's products summed from the index alone (a day holds thousands of products at a million orders).
CREATE INDEX "product_day_sales_day_idx" ON "product_day_sales" USING btree ("day") INCLUDE ("product_id", "amount", "quantity");--> statement-breakpoint

CREATE OR REPLACE FUNCTION dashboard_is_sale(status text) RETURNS boolean AS $$
  SELECT status IN ('NEW', 'ACCEPTED', 'INTRANSIT', 'DELIVERED');
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_day(at timestamptz) RETURNS date AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '3 hours')::date;
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint

-- An order's items counted into (sign 1) or out of (sign -1) its day's product sales.
CREATE OR REPLACE FUNCTION dashboard_apply_items(order_id integer, placed timestamptz, sign integer) RETURNS void AS $$
  INSERT INTO "product_day_sales" AS s ("day", "product_id", "quantity", "amount")
  SELECT dashboard_day(placed), i."product_id", sign * sum(i."quantity"), sign * sum(i."unit_price" * i."quantity")
  FROM "order_items" i JOIN "products" p ON p."id" = i."product_id"
  WHERE i."order_id" = dashboard_apply_items.order_id
  GROUP BY i."product_id"
  ON CONFLICT ("day", "product_id") DO UPDATE SET "quantity" = s."quantity" + EXCLUDED."quantity", "amount" = s."amount" + EXCLUDED."amount";
$$ LANGUAGE sql;--> statement-breakpoint

-- One order row counted into (sign 1) or out of (sign -1) the hour and shop rollups.
CREATE OR REPLACE FUNCTION dashboard_apply_order(o orders, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO "order_hour_stats" AS s ("hour", "status", "orders", "amount", "accepted", "accept_seconds", "delivered", "deliver_seconds")
  VALUES (
    date_trunc('hour', o."created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', o."status", sign, sign * o."total_amount",
    CASE WHEN o."accepted_at" IS NULL THEN 0 ELSE sign END,
    CASE WHEN o."accepted_at" IS NULL THEN 0 ELSE sign * extract(epoch FROM o."accepted_at" - o."created_at") END,
    CASE WHEN o."delivered_at" IS NULL THEN 0 ELSE sign END,
    CASE WHEN o."delivered_at" IS NULL THEN 0 ELSE sign * extract(epoch FROM o."delivered_at" - o."created_at") END)
  ON CONFLICT ("hour", "status") DO UPDATE SET
    "orders" = s."orders" + EXCLUDED."orders", "amount" = s."amount" + EXCLUDED."amount",
    "accepted" = s."accepted" + EXCLUDED."accepted", "accept_seconds" = s."accept_seconds" + EXCLUDED."accept_seconds",
    "delivered" = s."delivered" + EXCLUDED."delivered", "deliver_seconds" = s."deliver_seconds" + EXCLUDED."deliver_seconds";
  IF dashboard_is_sale(o."status") AND o."shop_id" IS NOT NULL THEN
    INSERT INTO "shop_day_sales" AS s ("day", "shop_id", "orders", "amount")
    SELECT dashboard_day(o."created_at"), o."shop_id", sign, sign * o."total_amount"
    WHERE EXISTS (SELECT 1 FROM "shops" WHERE "id" = o."shop_id")
    ON CONFLICT ("day", "shop_id") DO UPDATE SET "orders" = s."orders" + EXCLUDED."orders", "amount" = s."amount" + EXCLUDED."amount";
  END IF;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- Before a status change is written: when the order was accepted, and delivered.
CREATE OR REPLACE FUNCTION orders_status_times() RETURNS trigger AS $$
DECLARE
  changed_at timestamptz := CASE WHEN NEW."updated_at" IS DISTINCT FROM OLD."updated_at" THEN NEW."updated_at" ELSE now() END;
BEGIN
  IF NEW."status" = 'ACCEPTED' AND OLD."status" = 'NEW' THEN NEW."accepted_at" := changed_at; END IF;
  IF NEW."status" = 'DELIVERED' AND OLD."status" <> 'DELIVERED' THEN NEW."delivered_at" := changed_at; END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_status_times_trigger
BEFORE UPDATE OF "status" ON "orders"
FOR EACH ROW EXECUTE FUNCTION orders_status_times();--> statement-breakpoint

CREATE OR REPLACE FUNCTION orders_dashboard_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_apply_order(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    -- BEFORE the delete: its items are still there (they go by cascade after it).
    PERFORM dashboard_apply_order(OLD, -1);
    IF dashboard_is_sale(OLD."status") THEN PERFORM dashboard_apply_items(OLD."id", OLD."created_at", -1); END IF;
    RETURN OLD;
  ELSIF (NEW."status", NEW."created_at", NEW."shop_id", NEW."total_amount", NEW."accepted_at", NEW."delivered_at")
        IS DISTINCT FROM (OLD."status", OLD."created_at", OLD."shop_id", OLD."total_amount", OLD."accepted_at", OLD."delivered_at") THEN
    PERFORM dashboard_apply_order(OLD, -1);
    PERFORM dashboard_apply_order(NEW, 1);
    IF dashboard_is_sale(OLD."status") IS DISTINCT FROM dashboard_is_sale(NEW."status") OR OLD."created_at" IS DISTINCT FROM NEW."created_at" THEN
      IF dashboard_is_sale(OLD."status") THEN PERFORM dashboard_apply_items(OLD."id", OLD."created_at", -1); END IF;
      IF dashboard_is_sale(NEW."status") THEN PERFORM dashboard_apply_items(NEW."id", NEW."created_at", 1); END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_dashboard_trigger
AFTER INSERT OR UPDATE ON "orders"
FOR EACH ROW EXECUTE FUNCTION orders_dashboard_sync();--> statement-breakpoint
CREATE TRIGGER orders_dashboard_delete_trigger
BEFORE DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION orders_dashboard_sync();--> statement-breakpoint

-- An item written or removed while its order stands (an order's delete took its items away already).
CREATE OR REPLACE FUNCTION order_items_dashboard_sync() RETURNS trigger AS $$
DECLARE
  item_order integer;
  item_product integer;
  item_quantity integer;
  item_amount numeric;
  sign integer := 1;
  placed timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    sign := -1;
    item_order := OLD."order_id"; item_product := OLD."product_id"; item_quantity := OLD."quantity"; item_amount := OLD."unit_price" * OLD."quantity";
  ELSE
    item_order := NEW."order_id"; item_product := NEW."product_id"; item_quantity := NEW."quantity"; item_amount := NEW."unit_price" * NEW."quantity";
  END IF;
  IF item_product IS NULL THEN RETURN NULL; END IF;
  SELECT o."created_at" INTO placed FROM "orders" o WHERE o."id" = item_order AND dashboard_is_sale(o."status");
  IF placed IS NULL OR NOT EXISTS (SELECT 1 FROM "products" WHERE "id" = item_product) THEN RETURN NULL; END IF;
  INSERT INTO "product_day_sales" AS s ("day", "product_id", "quantity", "amount")
  VALUES (dashboard_day(placed), item_product, sign * item_quantity, sign * item_amount)
  ON CONFLICT ("day", "product_id") DO UPDATE SET "quantity" = s."quantity" + EXCLUDED."quantity", "amount" = s."amount" + EXCLUDED."amount";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_trigger
AFTER INSERT OR DELETE ON "order_items"
FOR EACH ROW EXECUTE FUNCTION order_items_dashboard_sync();--> statement-breakpoint

-- What the orders already written add up to (one pass at migration time, as 0001 counted statuses).
INSERT INTO "order_hour_stats" ("hour", "status", "orders", "amount", "accepted", "accept_seconds", "delivered", "deliver_seconds")
SELECT date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "status", count(*), sum("total_amount"),
  count("accepted_at"), coalesce(sum(extract(epoch FROM "accepted_at" - "created_at")), 0),
  count("delivered_at"), coalesce(sum(extract(epoch FROM "delivered_at" - "created_at")), 0)
FROM "orders" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "shop_day_sales" ("day", "shop_id", "orders", "amount")
SELECT dashboard_day(o."created_at"), o."shop_id", count(*), sum(o."total_amount")
FROM "orders" o JOIN "shops" s ON s."id" = o."shop_id"
WHERE dashboard_is_sale(o."status") GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "product_day_sales" ("day", "product_id", "quantity", "amount")
SELECT dashboard_day(o."created_at"), i."product_id", sum(i."quantity"), sum(i."unit_price" * i."quantity")
FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id" JOIN "products" p ON p."id" = i."product_id"
WHERE dashboard_is_sale(o."status") GROUP BY 1, 2;
