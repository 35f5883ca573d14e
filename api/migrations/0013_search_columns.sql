-- decisions/search.md, at a million orders: what search compares is kept normalised in stored columns, written
-- once with the row, instead of computed again for every row a search reads. A trigram index finds
-- candidates but is lossy, so each candidate is rechecked, and a page or a count read in id order
-- filters row by row: both paid translate() or regexp_replace() per row (7–50 µs each) before.
ALTER TABLE "orders"
  ADD COLUMN "customer_search" text GENERATED ALWAYS AS (dukkan_search_text("customer_name" || ' ' || coalesce("customer_name_ar", ''))) STORED,
  ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce("customer_phone", ''), '[^0-9]', '', 'g')) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_customer_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_phone_digits_idx";
--> statement-breakpoint
CREATE INDEX "orders_customer_search_idx" ON "orders" USING gin ("customer_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_phone_digits_idx" ON "orders" USING gin ("phone_digits" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "products"
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (dukkan_search_text("name" || ' ' || "name_ar")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_search_idx";
--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The amount sorts, within a tab and over all orders, read in order and stop at the page (both
-- directions: an index reads backwards as well).
CREATE INDEX "orders_status_amount_idx" ON "orders" ("status", "total_amount", "id");
--> statement-breakpoint
CREATE INDEX "orders_amount_idx" ON "orders" ("total_amount", "id");
--> statement-breakpoint
-- A finer sample of the searched text, so the planner sees that a common fragment matches thousands
-- of rows and reads newest first until the page is full, instead of collecting every match to sort.
ALTER TABLE "orders" ALTER COLUMN "customer_search" SET STATISTICS 1000, ALTER COLUMN "phone_digits" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 1000;
