-- A pause's or busy's preset reason is stored as its code (e.g. 'busy_kitchen', the list in
-- src/modules/shops/shop-pause.ts), never as words, so each reader sees it in their own language.
-- Typed reasons stay in the text columns as typed. Older rows keep their texts and a null code:
-- they read as before, no rewrite needed.
ALTER TABLE "shops" ADD COLUMN "paused_reason_code" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "busy_reason_code" text;
