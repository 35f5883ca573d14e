-- decisions/order-workspace.md: one Kuwaiti delivery address. Beside the parts an order has (block, street, avenue,
-- building, floor, apartment, and the governorate, area and block it was checked against), the
-- PACI number, the customer's directions, a map pin, and the Arabic names of its places, kept as
-- snapshots like the English ones so an Arabic reader sees them in Arabic.
ALTER TABLE "orders" ADD COLUMN "paci" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "directions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "governorate_ar" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area_ar" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "block_ar" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paci_check" CHECK ("paci" ~ '^[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_directions_check" CHECK (char_length("directions") <= 500);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pin_check" CHECK (("latitude" IS NULL) = ("longitude" IS NULL));--> statement-breakpoint
-- When the desk escalated the order, left unanswered (the settings' unanswered rule); null: not escalated.
ALTER TABLE "orders" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
-- The Arabic snapshots of orders placed before this: through the order's location ids, or, for an
-- order written without them (the demo's, imports), by the names of its governorate > area > block.
-- Either way only where the location still has the English name the order kept, so both languages
-- name the same place; otherwise the Arabic reader sees the English name, as before. Nothing else
-- changes: one-line addresses stay as written. One statement (one new version of each order), not
-- audited: it is no one's edit, and at a million orders it would be a million audit rows.
SELECT set_config('dukkan.audit', 'off', true);--> statement-breakpoint
UPDATE "orders" o SET "governorate_ar" = s.governorate_ar, "area_ar" = s.area_ar, "block_ar" = s.block_ar
FROM (
	SELECT x."id",
		nullif(coalesce(gi."name_ar", gn."name_ar"), '') AS governorate_ar,
		nullif(coalesce(ai."name_ar", an."name_ar"), '') AS area_ar,
		nullif(coalesce(bi."name_ar", bn."name_ar"), '') AS block_ar
	FROM "orders" x
	LEFT JOIN "governorates" gi ON gi."id" = x."governorate_id" AND gi."name" = x."governorate"
	LEFT JOIN (SELECT DISTINCT ON ("name") "name", "name_ar" FROM "governorates" ORDER BY "name", "id") gn
		ON x."governorate_id" IS NULL AND gn."name" = x."governorate"
	LEFT JOIN "areas" ai ON ai."id" = x."area_id" AND ai."name" = x."area"
	LEFT JOIN (
		SELECT DISTINCT ON (g."name", a."name") g."name" AS governorate, a."name", a."name_ar"
		FROM "areas" a JOIN "governorates" g ON g."id" = a."governorate_id" ORDER BY g."name", a."name", a."id"
	) an ON x."area_id" IS NULL AND an.governorate = x."governorate" AND an."name" = x."area"
	LEFT JOIN "blocks" bi ON bi."id" = x."block_id" AND bi."name" = x."block"
	LEFT JOIN (
		SELECT DISTINCT ON (g."name", a."name", b."name") g."name" AS governorate, a."name" AS area, b."name", b."name_ar"
		FROM "blocks" b JOIN "areas" a ON a."id" = b."area_id" JOIN "governorates" g ON g."id" = a."governorate_id"
		ORDER BY g."name", a."name", b."name", b."id"
	) bn ON x."block_id" IS NULL AND bn.governorate = x."governorate" AND bn.area = x."area" AND bn."name" = x."block"
	WHERE x."governorate" IS NOT NULL OR x."area" IS NOT NULL OR x."block" IS NOT NULL
) s
WHERE o."id" = s."id" AND (s.governorate_ar IS NOT NULL OR s.area_ar IS NOT NULL OR s.block_ar IS NOT NULL);--> statement-breakpoint
SELECT set_config('dukkan.audit', '', true);
