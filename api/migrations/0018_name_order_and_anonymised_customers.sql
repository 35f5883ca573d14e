-- Lists sorted by name. Names sort by the Unicode Collation Algorithm's root order
-- (ICU locale 'und': case and accents second, so "Éclair" sorts between "Cheese" and "Zaatar",
-- and Arabic letters in their alphabetical order). PGlite's ICU has the root order but no locale
-- data ('ar', 'sv' and '-u-kr-' keywords quietly fall back to it), so the root is the one order
-- both PGlite and PostgreSQL give alike; Arabic's own choices are made by
-- dukkan_arabic_sort_name below instead of by an 'ar' locale.
CREATE COLLATION IF NOT EXISTS "dukkan_names" (provider = icu, locale = 'und');
--> statement-breakpoint
-- What a list sorts on in Arabic: the Arabic name, and after every row that has one, the rows
-- that have none by their English name (Arabic script first, as an Arabic reader's order is).
-- The leading digit groups them; the root order compares the rest.
CREATE OR REPLACE FUNCTION dukkan_arabic_sort_name(name text, name_ar text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE WHEN name_ar <> '' THEN '1' || name_ar ELSE '2' || name END
$$;
--> statement-breakpoint
-- The products list pages by name (Load More and the export): each language's order has its index.
CREATE INDEX IF NOT EXISTS "products_name_order_idx" ON "products" (("name" COLLATE "dukkan_names"), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_ar_order_idx" ON "products" ((dukkan_arabic_sort_name("name", "name_ar") COLLATE "dukkan_names"), "id");
--> statement-breakpoint
-- A customer with orders is anonymised, never deleted: the orders and their money stay.
-- Set: the account's personal data is gone and it can no longer sign in.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "anonymised_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_anonymised_idx" ON "users" ("id") WHERE "anonymised_at" IS NOT NULL;
--> statement-breakpoint
-- No path deletes a user's orders with the user any longer.
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict;
