-- decisions/grocery-products.md: products sold by the piece or by weight, with a SKU and a barcode.
-- By weight, `price` is the price per kg, `weight_step` what a customer's quantity goes up by and
-- `estimated_weight` what one item weighs, about (kg, to the gram). Every product there is now is
-- sold by the piece, with no SKU or barcode.
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_step" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "estimated_weight" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_check" CHECK ("unit" IN ('piece', 'weight'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weights_check" CHECK (
	CASE "unit" WHEN 'weight' THEN "weight_step" IS NOT NULL AND "estimated_weight" IS NOT NULL
		ELSE "weight_step" IS NULL AND "estimated_weight" IS NULL END
);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_step_check" CHECK ("weight_step" BETWEEN 0.001 AND 10);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_estimated_weight_check" CHECK ("estimated_weight" BETWEEN 0.001 AND 50);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_check" CHECK ("sku" ~ '^[A-Za-z0-9._/-]{1,64}$');--> statement-breakpoint
-- A GTIN-8, -12, -13 or -14; its check digit is the API's to judge (products-rules.ts).
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_check" CHECK ("barcode" ~ '^([0-9]{8}|[0-9]{12,14})$');--> statement-breakpoint
-- The shop a product sells in, kept beside it so "unique within a shop" is an index: always its
-- category's shop. The composite foreign key makes that so (and carries a category's move to
-- another shop to its products, ON UPDATE CASCADE); the trigger fills it from the category, so
-- no writer names it. Backfilled in one statement, not audited: it is no one's edit.
ALTER TABLE "products" ADD COLUMN "shop_id" integer;--> statement-breakpoint
SELECT set_config('dukkan.audit', 'off', true);--> statement-breakpoint
UPDATE "products" p SET "shop_id" = c."shop_id" FROM "categories" c WHERE c."id" = p."category_id";--> statement-breakpoint
SELECT set_config('dukkan.audit', '', true);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_id_shop_key" UNIQUE ("id", "shop_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_shop_fk" FOREIGN KEY ("category_id", "shop_id")
	REFERENCES "categories" ("id", "shop_id") ON UPDATE CASCADE ON DELETE RESTRICT;--> statement-breakpoint
CREATE FUNCTION dukkan_product_shop() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	SELECT "shop_id" INTO NEW."shop_id" FROM "categories" WHERE "id" = NEW."category_id";
	IF NOT FOUND THEN
		-- As the category's own foreign key would say it, naming the column (a 409 in the API).
		RAISE EXCEPTION 'insert or update on table "products" violates foreign key constraint "products_category_id_categories_id_fk"'
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'products_category_id_categories_id_fk', COLUMN = 'category_id',
			DETAIL = format('Key (category_id)=(%s) is not present in table "categories".', NEW."category_id");
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_shop" BEFORE INSERT OR UPDATE OF "category_id", "shop_id" ON "products"
	FOR EACH ROW EXECUTE FUNCTION dukkan_product_shop();--> statement-breakpoint
-- Unique within a shop, a SKU in any case; led by the code, so the products search finds an
-- exact SKU or barcode across shops from the same index.
CREATE UNIQUE INDEX "products_sku_shop_key" ON "products" (lower("sku"), "shop_id") WHERE "sku" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_shop_key" ON "products" ("barcode", "shop_id") WHERE "barcode" IS NOT NULL;
