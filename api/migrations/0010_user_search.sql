-- decisions/search.md: find a user by a fragment of their name (English or Arabic, as search normalises
-- it), email or phone digits, on one trigram index.
CREATE INDEX IF NOT EXISTS "users_search_idx" ON "users"
  USING gin (dukkan_search_text("name" || ' ' || "email" || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) gin_trgm_ops);
