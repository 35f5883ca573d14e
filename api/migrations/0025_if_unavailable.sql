-- decisions/grocery-products.md: what the customer wants when an item is not there at picking —
-- a similar product, a product they named, the item removed, or a call first — per line, with the
-- order's own default for lines that say nothing. Every order and line there is takes 'remove' (the
-- default), which is what staff did before. A named product is kept as its id and its names when
-- ordered (a snapshot, like the line's own product): deleting that product keeps the names.
ALTER TABLE "orders" ADD COLUMN "if_unavailable" text DEFAULT 'remove' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_if_unavailable_check" CHECK ("if_unavailable" IN ('similar', 'remove', 'call'));--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "if_unavailable" text DEFAULT 'remove' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_name_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_if_unavailable_check" CHECK ("if_unavailable" IN ('similar', 'product', 'remove', 'call'));--> statement-breakpoint
-- A named product's names are there exactly when the line names one; its id only then (null once deleted).
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_check" CHECK (
	("if_unavailable" = 'product') = ("substitute_name" IS NOT NULL)
	AND ("substitute_product_id" IS NULL OR "if_unavailable" = 'product')
);--> statement-breakpoint
-- Deleting a product looks for the lines naming it as their substitute.
CREATE INDEX "order_items_substitute_idx" ON "order_items" USING btree ("substitute_product_id") WHERE "substitute_product_id" IS NOT NULL;
