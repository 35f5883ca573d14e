-- Keep table_row_counts current for the listed tables in the same transaction as every insert,
-- delete and truncate, so a list's `total` reads one row instead of counting a large table.
-- Statement-level triggers with transition tables: a bulk INSERT … SELECT updates the count once.
INSERT INTO "table_row_counts" ("table_name", "count")
SELECT t.name, 0 FROM (VALUES ('shops'), ('categories'), ('products'), ('users')) AS t(name)
ON CONFLICT ("table_name") DO NOTHING;
--> statement-breakpoint
UPDATE "table_row_counts" SET "count" = (SELECT count(*) FROM "shops") WHERE "table_name" = 'shops';
--> statement-breakpoint
UPDATE "table_row_counts" SET "count" = (SELECT count(*) FROM "categories") WHERE "table_name" = 'categories';
--> statement-breakpoint
UPDATE "table_row_counts" SET "count" = (SELECT count(*) FROM "products") WHERE "table_name" = 'products';
--> statement-breakpoint
UPDATE "table_row_counts" SET "count" = (SELECT count(*) FROM "users") WHERE "table_name" = 'users';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION table_row_counts_added() RETURNS trigger AS $$
BEGIN
  UPDATE "table_row_counts" SET "count" = "count" + (SELECT count(*) FROM added_rows) WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION table_row_counts_removed() RETURNS trigger AS $$
BEGIN
  UPDATE "table_row_counts" SET "count" = "count" - (SELECT count(*) FROM removed_rows) WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION table_row_counts_emptied() RETURNS trigger AS $$
BEGIN
  UPDATE "table_row_counts" SET "count" = 0 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shops_row_count_added AFTER INSERT ON "shops" REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_added();
--> statement-breakpoint
CREATE TRIGGER shops_row_count_removed AFTER DELETE ON "shops" REFERENCING OLD TABLE AS removed_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_removed();
--> statement-breakpoint
CREATE TRIGGER shops_row_count_emptied AFTER TRUNCATE ON "shops"
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER categories_row_count_added AFTER INSERT ON "categories" REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_added();
--> statement-breakpoint
CREATE TRIGGER categories_row_count_removed AFTER DELETE ON "categories" REFERENCING OLD TABLE AS removed_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_removed();
--> statement-breakpoint
CREATE TRIGGER categories_row_count_emptied AFTER TRUNCATE ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER products_row_count_added AFTER INSERT ON "products" REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_added();
--> statement-breakpoint
CREATE TRIGGER products_row_count_removed AFTER DELETE ON "products" REFERENCING OLD TABLE AS removed_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_removed();
--> statement-breakpoint
CREATE TRIGGER products_row_count_emptied AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER users_row_count_added AFTER INSERT ON "users" REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_added();
--> statement-breakpoint
CREATE TRIGGER users_row_count_removed AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed_rows
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_removed();
--> statement-breakpoint
CREATE TRIGGER users_row_count_emptied AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION table_row_counts_emptied();
