-- decisions/search.md: find orders by customer name (English or Arabic), phone fragment or id, fast at a
-- million orders. Trigram indexes (pg_trgm: PostgreSQL's contrib, and PGlite's) over the text as
-- search normalises it, so "%fragment%" reads an index instead of every order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text as Arabic readers search it: the alef forms (أ إ آ ٱ) read as ا, ى as ي, ة as ه,
-- Arabic-Indic and Persian digits as Latin ones; tatweel and diacritics dropped; lower case.
-- IMMUTABLE, so indexes can be built on it; the search applies it to what staff type too.
CREATE OR REPLACE FUNCTION dukkan_search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(translate(value,
    U&'\0623\0625\0622\0671\0649\0629\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\0640\064B\064C\064D\064E\064F\0650\0651\0652\0670',
    U&'\0627\0627\0627\0627\064A\0647' || '01234567890123456789'))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_search_idx" ON "orders"
  USING gin (dukkan_search_text("customer_name" || ' ' || coalesce("customer_name_ar", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_phone_digits_idx" ON "orders"
  USING gin (regexp_replace(coalesce("customer_phone", ''), '[^0-9]', '', 'g') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" ("created_at");
