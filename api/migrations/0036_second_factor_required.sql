-- decisions/staff-access.md: a second factor required of owners (TWO_FACTOR_REQUIRED_ROLES), with recovery codes for a
-- lost phone and trusted devices that stand in for the code.

-- 10 per account, made when the factor is turned on (and again on request: the old ones go). Only an HMAC-SHA-256 of
-- each is kept (a key derived from the staff-access key), never the code. Used once: `used_at` is set by one
-- conditional update. Gone with the factor's row (turning it off deletes it), and so with the account.
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "staff_two_factor"("user_id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_code_key" ON "staff_recovery_codes" USING btree ("user_id", "code_hash");--> statement-breakpoint

-- A device trusted at a sign-in: only the SHA-256 of its token is kept (the token is answered once). Sent with the
-- password until `expires_at` (30 days, the app's clock) it stands in for the code; forgotten (`revoked_at`) by its
-- owner or when the factor is turned off. Gone with the account.
CREATE TABLE "staff_trusted_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_trusted_devices_user_agent_check" CHECK (char_length("user_agent") <= 300)
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_trusted_devices_token_key" ON "staff_trusted_devices" USING btree ("token_hash");--> statement-breakpoint
-- One's own devices not forgotten, newest first.
CREATE INDEX "staff_trusted_devices_live_idx" ON "staff_trusted_devices" USING btree ("user_id", "created_at" DESC) WHERE "revoked_at" IS NULL;--> statement-breakpoint

-- The device a session was opened through (trusted at that sign-in, or standing in for its code): the devices' list
-- marks the current one by it.
ALTER TABLE "staff_sessions" ADD COLUMN "device_id" uuid REFERENCES "staff_trusted_devices"("id") ON DELETE set null;
