-- decisions/dispatch.md: a delivery proven by a photo the driver takes at the door, instead of the customer's code. The
-- picture is stored by the image store as a product's is; the delivery keeps its stored name, and a picture a delivery
-- shows is never removed (uploads/image-lifecycle.ts asks this column too).
ALTER TABLE "deliveries" ADD COLUMN "proof_image" text;--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_proof_check";--> statement-breakpoint
-- A delivered delivery names its proof (the code, the courier's word, or a photo); a photo proof, and only it, has its picture.
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_proof_check" CHECK (
	("state" = 'delivered') = ("proof" IS NOT NULL) AND "proof" IN ('code', 'courier', 'photo')
	AND coalesce("proof" = 'photo', false) = ("proof_image" IS NOT NULL)
);--> statement-breakpoint
-- Whether a stored picture is still shown by a delivery, asked by name when pictures are removed.
CREATE INDEX "deliveries_proof_image_idx" ON "deliveries" USING btree ("proof_image") WHERE "proof_image" IS NOT NULL;
