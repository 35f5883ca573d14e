-- decisions/roles-and-audit.md: staff roles with shop scope, and the audit log.
-- Every staff account so far could do everything: they become owners.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";
--> statement-breakpoint
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'owner';
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('owner', 'operations', 'catalogue', 'shop_staff', 'customer'));
--> statement-breakpoint
-- The shops a shop-staff account works for (its scope); other roles have none.
CREATE TABLE "user_shops" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	PRIMARY KEY ("user_id", "shop_id")
);
--> statement-breakpoint
CREATE INDEX "user_shops_shop_idx" ON "user_shops" ("shop_id");
--> statement-breakpoint
-- Who did what: one row per write, written in the write's own transaction (by the triggers below, or
-- by dukkan_audit_record for what is no row change: sign-in, a user's shops). The actor's name is
-- kept as it was, so an entry outlives the account.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE set null,
	"actor_name" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"client_address" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at");
--> statement-breakpoint
-- The request's context (http/audit-context.ts sets it for the transaction: actor, request id,
-- client address) on one row. Fields never kept: passwords, and the stored search columns (copies
-- of the names).
CREATE FUNCTION dukkan_audit_record(p_entity text, p_entity_id integer, p_action text, p_before jsonb, p_after jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	ctx jsonb := coalesce(nullif(current_setting('dukkan.audit', true), ''), '{}')::jsonb;
	hidden text[] := ARRAY['password_hash', 'password', 'token', 'search_text', 'customer_search', 'phone_digits'];
BEGIN
	INSERT INTO audit_log (actor_id, actor_name, action, entity, entity_id, before, after, request_id, client_address)
	VALUES ((ctx->>'actorId')::integer, (SELECT name FROM users WHERE id = (ctx->>'actorId')::integer), p_action, p_entity, p_entity_id,
	        p_before - hidden, p_after - hidden, ctx->>'requestId', ctx->>'clientAddress');
END;
$$;
--> statement-breakpoint
-- Row changes of the audited tables: create and delete keep the whole row, an update only the
-- fields it changed (an update that changes nothing leaves no entry). An order's status change and
-- a user's role change are named as such. TG_ARGV[0]: the entity's name.
CREATE FUNCTION dukkan_audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	old_row jsonb;
	new_row jsonb;
	changed_before jsonb;
	changed_after jsonb;
	action text;
BEGIN
	IF current_setting('dukkan.audit', true) = 'off' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		new_row := to_jsonb(NEW);
		PERFORM dukkan_audit_record(TG_ARGV[0], (new_row->>'id')::integer, 'create', NULL, new_row);
	ELSIF TG_OP = 'DELETE' THEN
		old_row := to_jsonb(OLD);
		PERFORM dukkan_audit_record(TG_ARGV[0], (old_row->>'id')::integer, 'delete', old_row, NULL);
	ELSE
		old_row := to_jsonb(OLD) - ARRAY['search_text', 'customer_search', 'phone_digits'];
		new_row := to_jsonb(NEW) - ARRAY['search_text', 'customer_search', 'phone_digits'];
		SELECT jsonb_object_agg(n.key, old_row->n.key), jsonb_object_agg(n.key, n.value)
		  INTO changed_before, changed_after
		  FROM jsonb_each(new_row) n
		 WHERE old_row->n.key IS DISTINCT FROM n.value;
		IF changed_after IS NULL THEN
			RETURN NULL;
		END IF;
		action := CASE
			WHEN TG_ARGV[0] = 'order' AND changed_after ? 'status' THEN 'status'
			WHEN TG_ARGV[0] = 'user' AND changed_after ? 'role' THEN 'role'
			ELSE 'update' END;
		PERFORM dukkan_audit_record(TG_ARGV[0], (new_row->>'id')::integer, action, changed_before, changed_after);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('user');
--> statement-breakpoint
CREATE TRIGGER "shops_audit" AFTER INSERT OR UPDATE OR DELETE ON "shops" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('shop');
--> statement-breakpoint
CREATE TRIGGER "categories_audit" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('category');
--> statement-breakpoint
CREATE TRIGGER "products_audit" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('product');
--> statement-breakpoint
CREATE TRIGGER "orders_audit" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('order');
--> statement-breakpoint
CREATE TRIGGER "governorates_audit" AFTER INSERT OR UPDATE OR DELETE ON "governorates" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('governorate');
--> statement-breakpoint
CREATE TRIGGER "areas_audit" AFTER INSERT OR UPDATE OR DELETE ON "areas" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('area');
--> statement-breakpoint
CREATE TRIGGER "blocks_audit" AFTER INSERT OR UPDATE OR DELETE ON "blocks" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('block');
--> statement-breakpoint
CREATE TRIGGER "shop_hours_audit" AFTER INSERT OR UPDATE OR DELETE ON "shop_hours" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('shop_hours');
--> statement-breakpoint
CREATE TRIGGER "availability_overrides_audit" AFTER INSERT OR UPDATE OR DELETE ON "availability_overrides" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('availability_override');
--> statement-breakpoint
CREATE TRIGGER "saved_views_audit" AFTER INSERT OR UPDATE OR DELETE ON "saved_views" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('saved_view');
