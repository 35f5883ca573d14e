-- decisions/picking.md: an accepted order changes at the item level, to the fil. Each line keeps its unit and
-- estimated weight when ordered (a snapshot, like its name and price), what it cost as ordered and what it costs now,
-- where picking stands with it, and the question put to the customer; the order counts the versions of its lines; the
-- shop says how a pricier substitute is billed; every change is a row of order_line_changes and a 'lines' step.

-- A shop's rule for a substitute that costs more than the line it replaces.
ALTER TABLE "shops" ADD COLUMN "substitute_policy" text DEFAULT 'cap' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_substitute_policy_check" CHECK ("substitute_policy" IN ('cap', 'ask'));--> statement-breakpoint

-- A line as ordered: by the piece, unit price × quantity; by weight, quantity items of about estimated_weight kg each
-- at unit_price per kg, rounded half-up to the fil (numeric's round() of a positive amount: money/fils.ts's rule).
CREATE FUNCTION order_line_ordered_total(p_unit text, p_unit_price numeric, p_quantity integer, p_estimated_weight numeric) RETURNS numeric AS $$
	SELECT CASE WHEN p_unit = 'weight' THEN round(p_unit_price * p_quantity * p_estimated_weight, 3) ELSE p_unit_price * p_quantity END;
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
-- How many of a line the customer gets now (and the order holds in stock): none once removed or substituted, the
-- picked ones of a short line, else all ordered.
CREATE FUNCTION order_line_quantity(p_state text, p_quantity integer, p_picked integer) RETURNS integer AS $$
	SELECT CASE WHEN p_state IN ('removed', 'substituted') THEN 0 WHEN p_state = 'short' THEN p_picked ELSE p_quantity END;
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint

ALTER TABLE "order_items" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "estimated_weight" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ordered_total" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_total" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pick_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "picked_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "actual_weight" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaces_item_id" integer REFERENCES "order_items"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pick_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ask_product_id" integer REFERENCES "products"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ask_deadline" timestamp with time zone;--> statement-breakpoint
-- Every line there is was priced by the piece (the orders' totals say so): both totals unit price × quantity.
UPDATE "order_items" SET "ordered_total" = "unit_price" * "quantity", "line_total" = "unit_price" * "quantity";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "ordered_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_unit_check" CHECK ("unit" IN ('piece', 'weight') AND ("unit" = 'weight') = ("estimated_weight" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_totals_check" CHECK (
	"ordered_total" >= 0 AND "line_total" >= 0 AND ("pick_state" NOT IN ('removed', 'substituted') OR "line_total" = 0));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pick_state_check" CHECK ("pick_state" IN ('pending', 'picked', 'short', 'substituted', 'removed', 'asking'));--> statement-breakpoint
-- Picked: all ordered; short: fewer (at least one); a weight only once picked, of a by-weight line.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_picked_check" CHECK (
	("pick_state" IN ('picked', 'short')) = ("picked_quantity" IS NOT NULL)
	AND ("pick_state" <> 'picked' OR "picked_quantity" = "quantity")
	AND ("pick_state" <> 'short' OR "picked_quantity" BETWEEN 1 AND "quantity" - 1)
	AND ("actual_weight" IS NULL OR ("unit" = 'weight' AND "pick_state" IN ('picked', 'short') AND "actual_weight" > 0)));--> statement-breakpoint
-- A substitute line is picked; a question has its deadline (and its proposed product) only while asked.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_line_check" CHECK ("replaces_item_id" IS NULL OR "pick_state" = 'picked');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ask_check" CHECK (
	("pick_state" = 'asking') = ("ask_deadline" IS NOT NULL) AND ("ask_product_id" IS NULL OR "pick_state" = 'asking'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pick_reason_check" CHECK ("pick_reason" IN ('out_of_stock', 'damaged', 'expired', 'customer_request', 'other'));--> statement-breakpoint
-- The desk's upkeep finds the questions past their deadline; a line's substitutes are found (and deleted) by it.
CREATE INDEX "order_items_asking_idx" ON "order_items" USING btree ("ask_deadline") WHERE "pick_state" = 'asking';--> statement-breakpoint
CREATE INDEX "order_items_replaces_idx" ON "order_items" USING btree ("replaces_item_id") WHERE "replaces_item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_ask_product_idx" ON "order_items" USING btree ("ask_product_id") WHERE "ask_product_id" IS NOT NULL;--> statement-breakpoint
-- A line written without its totals (the seeds, the benchmark, tests that write rows) is priced as ordered.
CREATE FUNCTION order_items_totals() RETURNS trigger AS $$
BEGIN
	NEW."ordered_total" := coalesce(NEW."ordered_total", order_line_ordered_total(NEW."unit", NEW."unit_price", NEW."quantity", NEW."estimated_weight"));
	NEW."line_total" := coalesce(NEW."line_total", NEW."ordered_total");
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "order_items_totals_trigger" BEFORE INSERT ON "order_items" FOR EACH ROW EXECUTE FUNCTION order_items_totals();--> statement-breakpoint

-- Grows with every change of the order's lines: a change names the version it saw.
ALTER TABLE "orders" ADD COLUMN "lines_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint

-- The picking timeline: one row per change, who made it (no foreign key: a row that never changes, as the stock
-- history), what it says in English and Arabic, and what the order's total moved by.
CREATE TABLE "order_line_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"item_id" integer NOT NULL REFERENCES "order_items"("id") ON DELETE cascade,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"summary_ar" text NOT NULL,
	"reason" text,
	"note" text,
	"amount_change_fils" bigint NOT NULL,
	"lines_version" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_line_changes_action_check" CHECK ("action" IN ('pick', 'remove', 'substitute', 'ask', 'answer', 'reset', 'timeout')),
	CONSTRAINT "order_line_changes_reason_check" CHECK ("reason" IN ('out_of_stock', 'damaged', 'expired', 'customer_request', 'other')),
	CONSTRAINT "order_line_changes_actor_kind_check" CHECK ("actor_kind" IN ('staff', 'customer', 'system')),
	CONSTRAINT "order_line_changes_note_check" CHECK (char_length("note") <= 300)
);--> statement-breakpoint
CREATE INDEX "order_line_changes_order_idx" ON "order_line_changes" USING btree ("order_id", "id");--> statement-breakpoint
CREATE INDEX "order_line_changes_item_idx" ON "order_line_changes" USING btree ("item_id");--> statement-breakpoint

-- The order log's step of a change of the lines, with the version it made (the stream's 'lines' event).
ALTER TABLE "order_events" ADD COLUMN "lines_version" integer;--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK (
	"kind" IN ('status', 'claim', 'release', 'assign', 'expire', 'note', 'escalate', 'lines')
	AND ("kind" <> 'status' OR "to_status" IS NOT NULL)
	AND (("kind" = 'lines') = ("lines_version" IS NOT NULL)));--> statement-breakpoint

-- decisions/reports-and-bulk.md's product sales follow the lines: what each line costs now (line_total) and how many of
-- it the customer gets, also when picking changes a line (migration 0016 counted unit price × quantity, on insert and
-- delete only).
CREATE OR REPLACE FUNCTION dashboard_apply_items(order_id integer, placed timestamptz, sign integer) RETURNS void AS $$
  INSERT INTO "product_day_sales" AS s ("day", "product_id", "quantity", "amount")
  SELECT dashboard_day(placed), i."product_id", sign * sum(order_line_quantity(i."pick_state", i."quantity", i."picked_quantity")), sign * sum(i."line_total")
  FROM "order_items" i JOIN "products" p ON p."id" = i."product_id"
  WHERE i."order_id" = dashboard_apply_items.order_id
  GROUP BY i."product_id"
  ON CONFLICT ("day", "product_id") DO UPDATE SET "quantity" = s."quantity" + EXCLUDED."quantity", "amount" = s."amount" + EXCLUDED."amount";
$$ LANGUAGE sql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_apply_item(item order_items, sign integer) RETURNS void AS $$
DECLARE
  placed timestamptz;
BEGIN
  IF item."product_id" IS NULL THEN RETURN; END IF;
  SELECT o."created_at" INTO placed FROM "orders" o WHERE o."id" = item."order_id" AND dashboard_is_sale(o."status");
  IF placed IS NULL OR NOT EXISTS (SELECT 1 FROM "products" WHERE "id" = item."product_id") THEN RETURN; END IF;
  INSERT INTO "product_day_sales" AS s ("day", "product_id", "quantity", "amount")
  VALUES (dashboard_day(placed), item."product_id", sign * order_line_quantity(item."pick_state", item."quantity", item."picked_quantity"), sign * item."line_total")
  ON CONFLICT ("day", "product_id") DO UPDATE SET "quantity" = s."quantity" + EXCLUDED."quantity", "amount" = s."amount" + EXCLUDED."amount";
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- An item written, changed or removed while its order stands (an order's delete took its items away already).
CREATE OR REPLACE FUNCTION order_items_dashboard_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM dashboard_apply_item(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM dashboard_apply_item(NEW, 1); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER "order_items_dashboard_trigger" ON "order_items";--> statement-breakpoint
CREATE TRIGGER "order_items_dashboard_trigger"
AFTER INSERT OR DELETE OR UPDATE OF "line_total", "quantity", "pick_state", "picked_quantity" ON "order_items"
FOR EACH ROW EXECUTE FUNCTION order_items_dashboard_sync();
