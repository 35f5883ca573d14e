-- decisions/dispatch.md: who delivers. The driver role, drivers' profiles, areas and shifts, an order's deliveries (one
-- row per attempt, by a driver of ours or a courier company; one live at a time by a unique index), the customer's
-- delivery code, and the delivery steps of the order's log.

ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('owner', 'operations', 'catalogue', 'shop_staff', 'driver', 'customer'));--> statement-breakpoint
-- The drivers among every user (the customers are most of them): the drivers list and the board read them by it.
CREATE INDEX "users_driver_idx" ON "users" USING btree ("id") WHERE "role" = 'driver';--> statement-breakpoint

-- A driver's profile; a driver without a row has the defaults (no phone or vehicle yet, capacity 3).
CREATE TABLE "driver_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"phone" text DEFAULT '' NOT NULL,
	"vehicle" text DEFAULT '' NOT NULL,
	"capacity" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "driver_profiles_capacity_check" CHECK ("capacity" BETWEEN 1 AND 20),
	CONSTRAINT "driver_profiles_phone_check" CHECK ("phone" = '' OR "phone" ~ '^\+965[0-9]{8}$'),
	CONSTRAINT "driver_profiles_vehicle_check" CHECK (char_length("vehicle") <= 120)
);--> statement-breakpoint
CREATE TRIGGER "driver_profiles_audit" AFTER INSERT OR UPDATE OR DELETE ON "driver_profiles" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('driver_profile');--> statement-breakpoint

-- The areas a driver covers (the board's suggested driver).
CREATE TABLE "driver_areas" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"area_id" integer NOT NULL REFERENCES "areas"("id") ON DELETE cascade,
	PRIMARY KEY ("user_id", "area_id")
);--> statement-breakpoint
CREATE INDEX "driver_areas_area_idx" ON "driver_areas" USING btree ("area_id");--> statement-breakpoint
CREATE TRIGGER "driver_areas_audit" AFTER INSERT OR UPDATE OR DELETE ON "driver_areas" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('driver_profile');--> statement-breakpoint

-- A driver's shift: open; counted at closing (closed when the count matches what the ledger says was collected, else
-- in discrepancy until a lead resolves it with a note). One not closed per driver.
CREATE TABLE "driver_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer REFERENCES "users"("id") ON DELETE set null,
	"counted_cash" numeric(12, 3),
	"counted_at" timestamp with time zone,
	"counted_by" integer REFERENCES "users"("id") ON DELETE set null,
	"closed_at" timestamp with time zone,
	"closed_by" integer REFERENCES "users"("id") ON DELETE set null,
	"resolution_note" text,
	CONSTRAINT "driver_shifts_state_check" CHECK ("state" IN ('open', 'discrepancy', 'closed')),
	CONSTRAINT "driver_shifts_closed_check" CHECK (("state" = 'closed') = ("closed_at" IS NOT NULL)),
	CONSTRAINT "driver_shifts_counted_check" CHECK (
		("state" = 'open') = ("counted_cash" IS NULL) AND ("counted_cash" IS NULL) = ("counted_at" IS NULL) AND "counted_cash" >= 0
	),
	CONSTRAINT "driver_shifts_note_check" CHECK (char_length("resolution_note") BETWEEN 3 AND 500)
);--> statement-breakpoint
CREATE UNIQUE INDEX "driver_shifts_unclosed_key" ON "driver_shifts" USING btree ("driver_id") WHERE "state" <> 'closed';--> statement-breakpoint
CREATE INDEX "driver_shifts_driver_idx" ON "driver_shifts" USING btree ("driver_id", "id");--> statement-breakpoint
CREATE TRIGGER "driver_shifts_audit" AFTER INSERT OR UPDATE OR DELETE ON "driver_shifts" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('driver_shift');--> statement-breakpoint

-- One attempt to deliver an order: a driver of ours or a courier company (exactly one). Live while assigned or picked
-- up, and while failed until a lead retries (a new row; the failed one stays failed, no longer live) or returns it.
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"shop_id" integer REFERENCES "shops"("id") ON DELETE set null,
	"state" text DEFAULT 'assigned' NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"driver_id" integer REFERENCES "users"("id") ON DELETE restrict,
	"courier_company" text,
	"courier_reference" text,
	"courier_tracking_url" text,
	"courier_driver_name" text,
	"courier_driver_phone" text,
	"courier_cost" numeric(12, 3),
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" integer REFERENCES "users"("id") ON DELETE set null,
	"picked_up_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"fail_reason_code" text,
	"fail_note" text,
	"proof" text,
	"cash_collected" numeric(12, 3),
	"shift_id" integer REFERENCES "driver_shifts"("id") ON DELETE set null,
	CONSTRAINT "deliveries_state_check" CHECK ("state" IN ('assigned', 'picked_up', 'delivered', 'failed', 'returned', 'withdrawn')),
	CONSTRAINT "deliveries_live_check" CHECK ("state" = 'failed' OR ("state" IN ('assigned', 'picked_up')) = "live"),
	CONSTRAINT "deliveries_carrier_check" CHECK (("driver_id" IS NULL) <> ("courier_company" IS NULL)),
	CONSTRAINT "deliveries_ended_check" CHECK (("state" IN ('assigned', 'picked_up')) = ("ended_at" IS NULL)),
	CONSTRAINT "deliveries_fail_check" CHECK (
		("state" IN ('failed', 'returned')) = ("fail_reason_code" IS NOT NULL)
		AND "fail_reason_code" IN ('customerUnreachable', 'addressNotFound', 'customerRefused', 'other') AND char_length("fail_note") <= 500
	),
	CONSTRAINT "deliveries_proof_check" CHECK (("state" = 'delivered') = ("proof" IS NOT NULL) AND "proof" IN ('code', 'courier')),
	CONSTRAINT "deliveries_amounts_check" CHECK ("cash_collected" >= 0 AND "courier_cost" >= 0),
	CONSTRAINT "deliveries_courier_check" CHECK (
		char_length("courier_company") BETWEEN 1 AND 120 AND char_length("courier_reference") BETWEEN 1 AND 120
		AND ("courier_company" IS NULL) = ("courier_cost" IS NULL) AND ("courier_company" IS NULL) = ("courier_reference" IS NULL)
	)
);--> statement-breakpoint
-- Exactly one live delivery per order: of two assignments at once, the second is refused by the database too.
CREATE UNIQUE INDEX "deliveries_live_key" ON "deliveries" USING btree ("order_id") WHERE "live";--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id", "id");--> statement-breakpoint
-- A driver's load and their own screen: the live deliveries they carry, in pickup order.
CREATE INDEX "deliveries_driver_live_idx" ON "deliveries" USING btree ("driver_id", "assigned_at") WHERE "live" AND "state" IN ('assigned', 'picked_up');--> statement-breakpoint
-- The board's lists of assigned, picked-up and failed orders.
CREATE INDEX "deliveries_live_state_idx" ON "deliveries" USING btree ("state") WHERE "live";--> statement-breakpoint
CREATE INDEX "deliveries_shift_idx" ON "deliveries" USING btree ("shift_id") WHERE "shift_id" IS NOT NULL;--> statement-breakpoint
-- The delivery times, by when the deliveries ended.
CREATE INDEX "deliveries_delivered_idx" ON "deliveries" USING btree ("ended_at") WHERE "state" = 'delivered';--> statement-breakpoint
CREATE TRIGGER "deliveries_audit" AFTER INSERT OR UPDATE OR DELETE ON "deliveries" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('delivery');--> statement-breakpoint

-- The customer's code, read out to the driver at the door: 4 random digits per order, existing orders too.
ALTER TABLE "orders" ADD COLUMN "delivery_code" text DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_code_check" CHECK ("delivery_code" ~ '^[0-9]{4}$');--> statement-breakpoint
-- The orders waiting for a driver, accepted first first (an order accepted before migration 0016 by when it was placed).
CREATE INDEX "orders_dispatch_waiting_idx" ON "orders" USING btree ((coalesce("accepted_at", "created_at")), "id") WHERE "status" = 'ACCEPTED';--> statement-breakpoint

-- A delivery step of an order's log: which delivery, what happened to it (who and when are the step's own).
ALTER TABLE "order_events" ADD COLUMN "delivery_id" integer REFERENCES "deliveries"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "delivery_action" text;--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK (
	"kind" IN ('status', 'claim', 'release', 'assign', 'expire', 'note', 'escalate', 'lines', 'scheduled', 'due', 'delivery') AND ("kind" <> 'status' OR "to_status" IS NOT NULL)
	AND (("kind" = 'lines') = ("lines_version" IS NOT NULL)) AND (("kind" = 'delivery') = ("delivery_action" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_delivery_action_check" CHECK (
	"delivery_action" IN ('assigned', 'withdrawn', 'picked_up', 'delivered', 'failed', 'returned')
);--> statement-breakpoint
CREATE INDEX "order_events_delivery_idx" ON "order_events" USING btree ("delivery_id") WHERE "delivery_id" IS NOT NULL;
