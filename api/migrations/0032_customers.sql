-- decisions/customers.md: customers for staff. A block (why, when, by whom), the time before which every token issued
-- to the account is refused (sign out everywhere), staff's notes on a customer, and the indexes of the customers list.

-- A blocked customer places no order; the reason, time and who are kept together (the one who blocked may be gone since).
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_blocked_check" CHECK (
	("blocked_at" IS NULL) = ("blocked_reason" IS NULL) AND ("blocked_at" IS NOT NULL OR "blocked_by" IS NULL)
	AND char_length("blocked_reason") BETWEEN 3 AND 300
);--> statement-breakpoint
-- Tokens issued before this second are refused (auth/auth-plugin.ts reads it with the role); null: none is.
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint

-- The customers list, newest first (created_at, id), read by keyset: every customer not anonymised, and the blocked ones.
-- A search goes by the users' trigram index (migration 0010), the flagged filter from the refunds and the failed deliveries.
CREATE INDEX "users_customers_idx" ON "users" USING btree ("created_at" DESC, "id" DESC) WHERE "role" = 'customer' AND "anonymised_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("created_at" DESC, "id" DESC) WHERE "blocked_at" IS NOT NULL;--> statement-breakpoint
-- A customer's failed delivery attempts (a returned delivery failed first): the flag, and the list's flagged filter.
CREATE INDEX "deliveries_failed_idx" ON "deliveries" USING btree ("order_id") WHERE "state" IN ('failed', 'returned');--> statement-breakpoint

-- What staff note about a customer: never shown to the customer; gone with their account (erasure deletes them too).
CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"author_id" integer REFERENCES "users"("id") ON DELETE set null,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_text_check" CHECK (char_length("text") BETWEEN 1 AND 1000)
);--> statement-breakpoint
-- A customer's notes, newest first.
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE TRIGGER "customer_notes_audit" AFTER INSERT OR UPDATE OR DELETE ON "customer_notes" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('customer_note');
