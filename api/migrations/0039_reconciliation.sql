-- decisions/reconciliation.md: what the ledger expects against what was received, per Kuwait day and payment method.
-- The gateways' settlement files (KNET, card) are imported line by line and matched by reference to the orders they
-- paid and the refunds they gave back; a line that matches nothing waits for a person to resolve it. Cash is the
-- drivers' counted cash (driver_shifts), read where it is.

-- One settlement file as imported: its method, its name, its bytes' SHA-256 (the same file is imported once), how
-- many lines and what they sum to (fils, signed: refunds are negative). Never changed or removed. Audited.
CREATE TABLE "settlement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"line_count" integer NOT NULL,
	"total_fils" bigint NOT NULL,
	"imported_by" integer REFERENCES "users"("id") ON DELETE set null,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_imports_method_check" CHECK ("method" IN ('KNET', 'CARD')),
	CONSTRAINT "settlement_imports_file_name_check" CHECK (char_length("file_name") BETWEEN 1 AND 200),
	CONSTRAINT "settlement_imports_sha256_check" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "settlement_imports_line_count_check" CHECK ("line_count" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_imports_sha256_key" ON "settlement_imports" USING btree ("sha256");--> statement-breakpoint
CREATE TRIGGER "settlement_imports_audit" AFTER INSERT OR UPDATE OR DELETE ON "settlement_imports" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('settlement_import');--> statement-breakpoint

-- One line of a settlement file: the day the gateway settled it, its reference, its amount (fils: > 0 a payment, < 0
-- a refund), and what the import found. Matched: the order it paid or the refund it gave back. Unmatched: why not
-- (problem), and the order or refund its reference names when there is one (what the person resolving it opens).
-- Resolved: an unmatched line a person explained (resolution, who, when); its problem is kept.
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL REFERENCES "settlement_imports"("id"),
	"method" text NOT NULL,
	"settled_on" date NOT NULL,
	"reference" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"status" text NOT NULL,
	"problem" text,
	"order_id" integer REFERENCES "orders"("id") ON DELETE set null,
	"refund_id" integer REFERENCES "refunds"("id") ON DELETE set null,
	"resolution" text,
	"resolved_by" integer REFERENCES "users"("id") ON DELETE set null,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "settlement_lines_method_check" CHECK ("method" IN ('KNET', 'CARD')),
	CONSTRAINT "settlement_lines_reference_check" CHECK (char_length("reference") BETWEEN 1 AND 100),
	CONSTRAINT "settlement_lines_amount_check" CHECK ("amount_fils" <> 0),
	CONSTRAINT "settlement_lines_status_check" CHECK ("status" IN ('matched', 'unmatched', 'resolved')),
	CONSTRAINT "settlement_lines_problem_check" CHECK (
		("problem" IS NULL) = ("status" = 'matched')
		AND "problem" IN ('unknown_reference', 'amount_differs', 'method_differs', 'already_matched')
		AND ("problem" <> 'unknown_reference' OR ("order_id" IS NULL AND "refund_id" IS NULL))),
	-- A payment names an order, a refund its refund; never both.
	CONSTRAINT "settlement_lines_target_check" CHECK (("order_id" IS NULL OR "amount_fils" > 0) AND ("refund_id" IS NULL OR "amount_fils" < 0)),
	CONSTRAINT "settlement_lines_resolved_check" CHECK (
		("status" = 'resolved') = ("resolution" IS NOT NULL) AND ("status" = 'resolved') = ("resolved_at" IS NOT NULL)
		AND char_length("resolution") BETWEEN 1 AND 500)
);--> statement-breakpoint
-- An order or a refund is matched by one line at most, whatever races (the import also runs one at a time).
CREATE UNIQUE INDEX "settlement_lines_order_key" ON "settlement_lines" USING btree ("order_id") WHERE "status" = 'matched';--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_refund_key" ON "settlement_lines" USING btree ("refund_id") WHERE "status" = 'matched';--> statement-breakpoint
-- An import's lines not matched (few, and cheap to count: the matched ones are its line count less these).
CREATE INDEX "settlement_lines_unsettled_idx" ON "settlement_lines" USING btree ("import_id") WHERE "status" <> 'matched';--> statement-breakpoint
CREATE INDEX "settlement_lines_day_idx" ON "settlement_lines" USING btree ("settled_on", "method");--> statement-breakpoint
CREATE INDEX "settlement_lines_status_idx" ON "settlement_lines" USING btree ("status", "settled_on", "id");--> statement-breakpoint
-- A resolution is the lines' only change: audited (their import is the imported lines' record).
CREATE TRIGGER "settlement_lines_audit" AFTER UPDATE ON "settlement_lines" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('settlement_line');--> statement-breakpoint

-- What was imported stays as it was: an import never changes, a line only from unmatched to resolved, once; neither
-- is removed. A foreign key's action (an account, an order or a refund deleted: depth > 1) may still set its column
-- to null.
CREATE FUNCTION settlement_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	resolved text[] := ARRAY['status', 'resolution', 'resolved_by', 'resolved_at'];
BEGIN
	IF pg_trigger_depth() > 1 THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	-- Read as jsonb: an import's row has no status (PL/pgSQL would refuse naming the field).
	IF TG_TABLE_NAME = 'settlement_lines' AND TG_OP = 'UPDATE' AND to_jsonb(OLD)->>'status' = 'unmatched' AND to_jsonb(NEW)->>'status' = 'resolved'
		AND (to_jsonb(NEW) - resolved) = (to_jsonb(OLD) - resolved) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION '% keeps what was imported: % refused (only an unmatched line is resolved, once)', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "settlement_imports_kept_trigger" BEFORE UPDATE OR DELETE ON "settlement_imports" FOR EACH ROW EXECUTE FUNCTION settlement_kept();--> statement-breakpoint
CREATE TRIGGER "settlement_lines_kept_trigger" BEFORE UPDATE OR DELETE ON "settlement_lines" FOR EACH ROW EXECUTE FUNCTION settlement_kept();--> statement-breakpoint

-- What the days read by time: the gateway's takings at placement and the cash collected at delivery (the ledger's
-- entries of those reasons), and the gateway refunds done; a refund line is matched by its gateway reference.
CREATE INDEX "order_ledger_reconciliation_idx" ON "order_ledger" USING btree ("created_at") WHERE "reason_code" IN ('order_placed', 'order_delivered');--> statement-breakpoint
CREATE INDEX "refunds_done_time_idx" ON "refunds" USING btree ("done_at") WHERE "status" = 'done';--> statement-breakpoint
CREATE INDEX "refunds_gateway_reference_idx" ON "refunds" USING btree ("gateway_reference") WHERE "status" = 'done';
