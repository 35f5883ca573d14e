-- decisions/order-workspace.md: claims, internal notes and the desk's settings, kept on the server.
-- A claim: who holds the order, since when, and their last activity on it. It is held while that
-- activity is younger than the settings' claim_idle_minutes: an idle claim is over without a
-- timer (every read judges it), and the desk's upkeep clears it onto the timeline.
ALTER TABLE "orders" ADD COLUMN "claimed_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_active_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_claimed_idx" ON "orders" ("claimed_by", "id" DESC) WHERE "claimed_by" IS NOT NULL;--> statement-breakpoint
-- Internal notes: staff only, never in a customer's answer; audited like every write.
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"author_id" integer REFERENCES "users"("id") ON DELETE set null,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_body_check" CHECK (char_length("body") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" ("order_id", "id");--> statement-breakpoint
CREATE TRIGGER "order_notes_audit" AFTER INSERT OR UPDATE OR DELETE ON "order_notes" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('order_note');--> statement-breakpoint
-- The live stream's log (order_events) carries claims and notes too, on the same ids, so a desk
-- resumes them as it resumes status changes. A status step keeps its statuses; a claim, release,
-- assign or expiry names the claim's holder; a note names its note. For a status step,
-- claim_holder_* is the holder whose claim another member of staff acted over.
ALTER TABLE "order_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "to_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "claim_holder_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "claim_holder_name" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note_id" integer REFERENCES "order_notes"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK (
	"kind" IN ('status', 'claim', 'release', 'assign', 'expire', 'note') AND ("kind" <> 'status' OR "to_status" IS NOT NULL)
);--> statement-breakpoint
-- The desk's settings (one row, id 1): absent until an owner first saves them, the deploy-time
-- configuration answering meanwhile. unanswered_since: when the auto-reject rule was switched on
-- (orders placed before it are left to staff).
CREATE TABLE "desk_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"order_age_warning_minutes" integer NOT NULL,
	"order_age_overdue_minutes" integer NOT NULL,
	"claim_idle_minutes" integer NOT NULL,
	"auto_pause_after_unanswered" integer NOT NULL,
	"auto_pause_minutes" integer NOT NULL,
	"unanswered_action" text NOT NULL,
	"unanswered_minutes" integer NOT NULL,
	"unanswered_reason" text,
	"unanswered_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "desk_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "desk_settings_ages_check" CHECK ("order_age_warning_minutes" > 0 AND "order_age_warning_minutes" < "order_age_overdue_minutes"),
	CONSTRAINT "desk_settings_action_check" CHECK ("unanswered_action" IN ('off', 'escalate', 'reject'))
);
--> statement-breakpoint
CREATE TRIGGER "desk_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "desk_settings" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('desk_settings');
