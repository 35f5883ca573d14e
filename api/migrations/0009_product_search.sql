-- decisions/search.md: find products by a name fragment, English or Arabic, as search normalises it
-- (dukkan_search_text, migration 0008), on a trigram index.
CREATE INDEX IF NOT EXISTS "products_name_search_idx" ON "products"
  USING gin (dukkan_search_text("name" || ' ' || "name_ar") gin_trgm_ops);
