-- decisions/staff-access.md: staff sign-in hardened. A second factor (TOTP) a member of staff turns on for their own
-- account, the sessions each sign-in opens (each can be ended), and invites by link.

-- One row per staff account that has set a second factor up. The secrets are AES-256-GCM ciphertexts (never the secret
-- itself): `secret` the one in use (null while only a setup is pending), `pending_secret` a setup not yet confirmed
-- with a code. `last_step`: the 30-second step of the last code accepted; a code of that step or an earlier one is
-- refused (a code is used once). Not audited by a trigger: the account's entries say "on" or "off", never the secret.
CREATE TABLE "staff_two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_two_factor_enabled_check" CHECK (("secret" IS NULL) = ("enabled_at" IS NULL))
);--> statement-breakpoint

-- One row per staff sign-in; a token names its row (`sid`) and is refused once the row has ended. Gone with the account.
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_user_agent_check" CHECK (char_length("user_agent") <= 300)
);--> statement-breakpoint
-- One's own open sessions, newest first.
CREATE INDEX "staff_sessions_open_idx" ON "staff_sessions" USING btree ("user_id", "created_at" DESC) WHERE "ended_at" IS NULL;--> statement-breakpoint

-- An invite by link: only the SHA-256 of its token is kept (the link is shown once). Pending until it is accepted,
-- revoked or past expires_at; at most one pending (not accepted, not revoked) invite per email.
CREATE TABLE "staff_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"shop_ids" integer[] DEFAULT '{}' NOT NULL,
	"invited_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invites_role_check" CHECK ("role" IN ('owner', 'operations', 'catalogue', 'shop_staff', 'driver')),
	CONSTRAINT "staff_invites_settled_check" CHECK ("accepted_at" IS NULL OR "revoked_at" IS NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_key" ON "staff_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_open_email_key" ON "staff_invites" USING btree (lower("email")) WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint
-- The owners' list: newest first.
CREATE INDEX "staff_invites_created_idx" ON "staff_invites" USING btree ("created_at" DESC, "id" DESC);
