-- decisions/search.md: find shops and categories by a fragment of their English or Arabic name, as search
-- normalises it (dukkan_search_text, migration 0008), on trigram indexes.
CREATE INDEX IF NOT EXISTS "shops_name_search_idx" ON "shops"
  USING gin (dukkan_search_text("name" || ' ' || "name_ar") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_name_search_idx" ON "categories"
  USING gin (dukkan_search_text("name" || ' ' || "name_ar") gin_trgm_ops);
