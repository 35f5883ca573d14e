-- decisions/complaints.md: complaints about orders. A ticket about one order (any number per order), worked by one
-- member of staff, due by its category's target, resolved one way (a refund of that order, a replacement, an apology,
-- nothing to do) and perhaps reopened; its thread of notes. A complaint's status is not the order's.

CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	-- The order's shop, kept beside it: shop staff see their shops' complaints (orders never change shop).
	"shop_id" integer REFERENCES "shops"("id") ON DELETE set null,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- created_at plus the category's target (complaints-rules.ts): the open list's order, and what is overdue.
	"due_at" timestamp with time zone NOT NULL,
	"resolution_kind" text,
	"resolution_note" text,
	-- Kind refund: one of the order's refunds (checked by the route: the same order, not failed).
	"refund_id" integer REFERENCES "refunds"("id"),
	"resolved_by" integer REFERENCES "users"("id") ON DELETE set null,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "complaints_category_check" CHECK ("category" IN ('missing_item', 'damaged_item', 'wrong_item', 'late_delivery', 'quality', 'driver', 'other')),
	CONSTRAINT "complaints_description_check" CHECK (char_length("description") BETWEEN 10 AND 2000),
	CONSTRAINT "complaints_status_check" CHECK ("status" IN ('open', 'resolved')),
	CONSTRAINT "complaints_due_check" CHECK ("due_at" > "created_at"),
	-- A resolved complaint has its kind, note and time (who may be gone since); an open one none of them.
	CONSTRAINT "complaints_resolution_check" CHECK (
		("status" = 'resolved') = ("resolution_kind" IS NOT NULL)
		AND ("status" = 'resolved') = ("resolution_note" IS NOT NULL)
		AND ("status" = 'resolved') = ("resolved_at" IS NOT NULL)
		AND ("resolved_at" IS NOT NULL OR "resolved_by" IS NULL)
		AND ("refund_id" IS NOT NULL) = ("resolution_kind" IS NOT DISTINCT FROM 'refund')
		AND "resolution_kind" IN ('refund', 'replacement', 'apology', 'no_action')
		AND char_length("resolution_note") BETWEEN 3 AND 1000
	)
);--> statement-breakpoint
-- The open list, the most urgent first (and its overdue filter); the resolved list, the last resolved first.
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("due_at", "id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "complaints_resolved_idx" ON "complaints" USING btree ("resolved_at" DESC, "id" DESC) WHERE "status" = 'resolved';--> statement-breakpoint
-- An order's complaints (its page), and a member of staff's (the assignee filter; a deleted account's set to null).
CREATE INDEX "complaints_order_idx" ON "complaints" USING btree ("order_id", "id");--> statement-breakpoint
CREATE INDEX "complaints_assignee_idx" ON "complaints" USING btree ("assignee_id", "status");--> statement-breakpoint
CREATE TRIGGER "complaints_audit" AFTER INSERT OR UPDATE OR DELETE ON "complaints" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('complaint');--> statement-breakpoint

-- A complaint's thread: staff's notes, oldest first (a reopening writes one too).
CREATE TABLE "complaint_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL REFERENCES "complaints"("id") ON DELETE cascade,
	"author_id" integer REFERENCES "users"("id") ON DELETE set null,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_notes_text_check" CHECK (char_length("text") BETWEEN 1 AND 2000)
);--> statement-breakpoint
CREATE INDEX "complaint_notes_complaint_idx" ON "complaint_notes" USING btree ("complaint_id", "id");--> statement-breakpoint
CREATE TRIGGER "complaint_notes_audit" AFTER INSERT OR UPDATE OR DELETE ON "complaint_notes" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('complaint_note');
