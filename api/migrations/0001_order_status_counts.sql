-- Keep order_status_counts current in the same transaction as every order insert, status change
-- and delete, so orders/stats never scans the orders table (stats must not scan all orders).
INSERT INTO "order_status_counts" ("status", "count")
SELECT s.status, (SELECT count(*) FROM "orders" o WHERE o."status" = s.status)
FROM (VALUES ('NEW'), ('ACCEPTED'), ('INTRANSIT'), ('DELIVERED'), ('CANCELLED'), ('REJECTED')) AS s(status)
ON CONFLICT ("status") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "order_status_counts" SET "count" = "count" + 1 WHERE "status" = NEW."status";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "order_status_counts" SET "count" = "count" - 1 WHERE "status" = OLD."status";
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    UPDATE "order_status_counts" SET "count" = "count" - 1 WHERE "status" = OLD."status";
    UPDATE "order_status_counts" SET "count" = "count" + 1 WHERE "status" = NEW."status";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_trigger
AFTER INSERT OR DELETE OR UPDATE OF "status" ON "orders"
FOR EACH ROW EXECUTE FUNCTION order_status_counts_sync();
