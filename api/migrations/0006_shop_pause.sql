ALTER TABLE "shops" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "resumed_at" timestamp with time zone;