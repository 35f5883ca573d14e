-- decisions/search.md: a phone fragment is searched among the numbers orders carry, each kept once, instead of
-- in a trigram index over every order. Digits have only a thousand trigrams, so at a million orders
-- a fragment's trigrams each point to tens of thousands of orders (57,000 candidates for 6 digits,
-- 90 ms), and the planner, told a few thousand, chose that index even within a tab. The numbers are
-- thousands (one per customer), so their trigram index answers in well under a millisecond, and the
-- orders of the numbers found are then read by a btree index the planner estimates exactly.
CREATE TABLE "order_phones" (
  "digits" text PRIMARY KEY
);
--> statement-breakpoint
INSERT INTO "order_phones" ("digits") SELECT DISTINCT "phone_digits" FROM "orders" WHERE "phone_digits" <> '';
--> statement-breakpoint
CREATE INDEX "order_phones_digits_idx" ON "order_phones" USING gin ("digits" gin_trgm_ops);
--> statement-breakpoint
-- Kept by the orders themselves: a new number is listed by the statement that writes it. A number
-- whose orders are all deleted stays listed; it then matches no order, which a search handles.
CREATE OR REPLACE FUNCTION order_phones_keep() RETURNS trigger AS $$
BEGIN
  IF NEW.phone_digits <> '' THEN
    INSERT INTO order_phones (digits) VALUES (NEW.phone_digits) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_phones_keep AFTER INSERT OR UPDATE OF customer_phone ON orders
FOR EACH ROW EXECUTE FUNCTION order_phones_keep();
--> statement-breakpoint
-- A number's orders, within a tab and newest first, read from the index alone.
DROP INDEX IF EXISTS "orders_phone_digits_idx";
--> statement-breakpoint
CREATE INDEX "orders_phone_digits_idx" ON "orders" ("phone_digits", "status", "id");
