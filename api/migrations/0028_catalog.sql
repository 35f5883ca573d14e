-- decisions/customer-catalogue.md: which shops deliver to a block, read as a set. shop_delivery_terms (migration 0027)
-- serves a block from a shop's zone on it, its zone on the block's area, or, for a shop with no zones at all,
-- everywhere. The zones' own indexes find the first two; the last is kept here, so the customers' list never reads
-- every shop to find the ones without zones (an anti-join over 11,000 shops: 4–8 ms a request).

-- A shop's zones by shop alone: shop_delivery_terms asks whether a shop has any zone, and the zones' unique indexes
-- are partial (area rows, block rows), so each such question read every zone (2 s for a block's shops at 11,000).
CREATE INDEX IF NOT EXISTS "shop_coverage_shop_idx" ON "shop_coverage" USING btree ("shop_id");--> statement-breakpoint

-- The shops that have no zones. Every shop without zones is here; a shop here may have gained one meanwhile, so
-- readers check (an index probe of the few rows here, never of every shop).
CREATE TABLE "shops_without_zones" (
	"shop_id" integer PRIMARY KEY NOT NULL REFERENCES "shops"("id") ON DELETE cascade
);--> statement-breakpoint
INSERT INTO "shops_without_zones" ("shop_id")
	SELECT s."id" FROM "shops" s WHERE NOT EXISTS (SELECT 1 FROM "shop_coverage" c WHERE c."shop_id" = s."id");--> statement-breakpoint

CREATE FUNCTION dukkan_shop_without_zones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "shops_without_zones" ("shop_id") VALUES (NEW."id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shops_without_zones_shop" AFTER INSERT ON "shops" FOR EACH ROW EXECUTE FUNCTION dukkan_shop_without_zones();--> statement-breakpoint

-- A zone added: its shop has one. A zone removed: its shop is listed again when it was the last. The shop's row is
-- locked first, so two transactions removing a shop's last two zones at once cannot each still see the other's.
CREATE FUNCTION dukkan_shop_zones_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		DELETE FROM "shops_without_zones" WHERE "shop_id" = NEW."shop_id";
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') AND (TG_OP = 'DELETE' OR OLD."shop_id" <> NEW."shop_id") THEN
		PERFORM 1 FROM "shops" WHERE "id" = OLD."shop_id" FOR NO KEY UPDATE;
		-- A shop being deleted takes its zones with it: it is not listed again.
		INSERT INTO "shops_without_zones" ("shop_id")
			SELECT s."id" FROM "shops" s
			WHERE s."id" = OLD."shop_id" AND NOT EXISTS (SELECT 1 FROM "shop_coverage" c WHERE c."shop_id" = s."id")
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shops_without_zones_coverage" AFTER INSERT OR UPDATE OF "shop_id" OR DELETE ON "shop_coverage"
	FOR EACH ROW EXECUTE FUNCTION dukkan_shop_zones_changed();
