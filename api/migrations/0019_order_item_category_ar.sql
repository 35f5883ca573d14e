-- An order line keeps its category's Arabic name beside the English one (a snapshot taken when
-- the order is placed, like the product's names), so an Arabic reader sees the category in Arabic.
-- Lines placed before this take the Arabic name their category has now, where it still exists.
ALTER TABLE "order_items" ADD COLUMN "category_name_ar" text;--> statement-breakpoint
UPDATE "order_items" i SET "category_name_ar" = c."name_ar"
FROM "products" p JOIN "categories" c ON c."id" = p."category_id"
WHERE p."id" = i."product_id" AND i."category_name" = c."name";
