-- decisions/delivery-slots.md: delivery slots. A shop's slot settings and weekly templates (a regular timetable and,
-- between the team's Ramadan dates, a Ramadan one), each slot's capacity booked exactly under concurrency, the order's
-- slot and preparation time, the once-only `due` announcement, and the Ramadan dates among the team's settings.

-- A shop's slot settings: a shop with no row has the defaults (slots off, cutoff 60, lead 60, 3 days).
CREATE TABLE "shop_slot_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"enabled" boolean DEFAULT false NOT NULL,
	"cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"lead_minutes" integer DEFAULT 60 NOT NULL,
	"days_ahead" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "shop_slot_settings_minutes_check" CHECK ("cutoff_minutes" BETWEEN 0 AND 1440 AND "lead_minutes" BETWEEN 0 AND 1440),
	CONSTRAINT "shop_slot_settings_days_check" CHECK ("days_ahead" BETWEEN 1 AND 14)
);--> statement-breakpoint
CREATE TRIGGER "shop_slot_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "shop_slot_settings" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('shop_slots');--> statement-breakpoint

-- A shop's weekly slots, Kuwait wall-clock times within one day (an end of 00:00 is no end: a slot never crosses midnight).
-- Overlaps within a timetable's day are refused by the rules (slot-rules.ts); the same start twice by this key too.
CREATE TABLE "shop_slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"timetable" text NOT NULL,
	"weekday" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "shop_slot_templates_timetable_check" CHECK ("timetable" IN ('regular', 'ramadan')),
	CONSTRAINT "shop_slot_templates_weekday_check" CHECK ("weekday" BETWEEN 0 AND 6),
	CONSTRAINT "shop_slot_templates_times_check" CHECK (
		"starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "ends_at" > "starts_at"
	),
	CONSTRAINT "shop_slot_templates_capacity_check" CHECK ("capacity" BETWEEN 1 AND 500)
);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_slot_templates_key" ON "shop_slot_templates" USING btree ("shop_id", "timetable", "weekday", "starts_at");--> statement-breakpoint
CREATE TRIGGER "shop_slot_templates_audit" AFTER INSERT OR UPDATE OR DELETE ON "shop_slot_templates" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('shop_slots');--> statement-breakpoint

-- One slot of one day once an order booked it: how many it takes and how many it has. Booking is one statement (an
-- insert, or an update of `booked` only while below the capacity), so two orders never take the last place.
CREATE TABLE "delivery_slots" (
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slots_pkey" PRIMARY KEY ("shop_id", "starts_at"),
	CONSTRAINT "delivery_slots_booked_check" CHECK ("booked" >= 0 AND "booked" <= "capacity"),
	CONSTRAINT "delivery_slots_times_check" CHECK ("ends_at" > "starts_at")
);--> statement-breakpoint

-- The order's slot (null: as soon as possible), when its preparation starts, and when the desk announced that.
ALTER TABLE "orders" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepare_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_check" CHECK (
	("slot_starts_at" IS NULL) = ("slot_ends_at" IS NULL) AND ("slot_starts_at" IS NULL) = ("prepare_at" IS NULL)
	AND ("slot_ends_at" > "slot_starts_at") AND ("prepare_at" <= "slot_starts_at")
);--> statement-breakpoint
-- The scheduled orders (NEW, preparation ahead: the list's `scheduled=true`, sorted by it) and the ones whose time
-- came (the upkeep's `due`): only slot orders still NEW, a few.
CREATE INDEX "orders_scheduled_idx" ON "orders" USING btree ("prepare_at") WHERE "status" = 'NEW' AND "prepare_at" IS NOT NULL;--> statement-breakpoint
-- The NEW orders by when they need the desk (placed, or a slot order's preparation time): the desk's waiting orders,
-- the unanswered rule and the auto-pause count from it.
CREATE INDEX "orders_new_due_idx" ON "orders" USING btree ((coalesce("prepare_at", "created_at"))) WHERE "status" = 'NEW';--> statement-breakpoint

-- A slot order's `scheduled` step at placing and the desk's `due` step when its preparation time comes.
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK (
	"kind" IN ('status', 'claim', 'release', 'assign', 'expire', 'note', 'escalate', 'lines', 'scheduled', 'due') AND ("kind" <> 'status' OR "to_status" IS NOT NULL)
	AND (("kind" = 'lines') = ("lines_version" IS NOT NULL))
);--> statement-breakpoint

-- Ramadan's Kuwait days (YYYY-MM-DD, both included), a team setting: shops' Ramadan timetables apply then.
ALTER TABLE "desk_settings" ADD COLUMN "ramadan_from" text;--> statement-breakpoint
ALTER TABLE "desk_settings" ADD COLUMN "ramadan_to" text;--> statement-breakpoint
ALTER TABLE "desk_settings" ADD CONSTRAINT "desk_settings_ramadan_check" CHECK (
	("ramadan_from" IS NULL) = ("ramadan_to" IS NULL) AND "ramadan_from" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND "ramadan_to" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
	AND "ramadan_from" <= "ramadan_to"
);
