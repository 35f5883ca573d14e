CREATE TABLE "availability_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"closed" boolean NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"reason_ar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "shop_hours_weekday_check" CHECK ("shop_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_reason_ar" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "busy_minutes" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "busy_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "busy_reason_ar" text;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hours" ADD CONSTRAINT "shop_hours_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_overrides_dates_idx" ON "availability_overrides" USING btree ("ends_on","starts_on");--> statement-breakpoint
CREATE INDEX "shop_hours_shop_idx" ON "shop_hours" USING btree ("shop_id","weekday");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
-- The stock ledger is written by the database: every change of products.stock, whatever wrote it
-- (an order, a return, the form, a seed, an import), adds its row in the same statement. The why,
-- the order and the actor are the transaction's settings (src/modules/products/stock-ledger.ts);
-- without them a new product's stock is 'received' and a change is a 'correction'.
CREATE OR REPLACE FUNCTION stock_movement_recorded() RETURNS trigger AS $$
DECLARE
  delta integer := NEW.stock - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END;
BEGIN
  IF delta <> 0 THEN
    INSERT INTO stock_movements (product_id, change, stock_after, reason, order_id, actor_id, note)
    VALUES (NEW.id, delta, NEW.stock,
            coalesce(nullif(current_setting('dukkan.stock_reason', true), ''), CASE WHEN TG_OP = 'INSERT' THEN 'received' ELSE 'correction' END),
            nullif(current_setting('dukkan.stock_order', true), '')::integer,
            nullif(current_setting('dukkan.actor', true), '')::integer,
            nullif(current_setting('dukkan.stock_note', true), ''));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_stock_ledger AFTER INSERT OR UPDATE OF stock ON products
FOR EACH ROW EXECUTE FUNCTION stock_movement_recorded();
--> statement-breakpoint
-- The stock products already hold opens their ledger, so the ledger sums to the stock from the start.
INSERT INTO stock_movements (product_id, change, stock_after, reason, note)
SELECT id, stock, stock, 'opening', 'Stock when the ledger began' FROM products WHERE stock <> 0;
