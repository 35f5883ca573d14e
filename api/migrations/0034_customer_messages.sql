-- decisions/customer-messages.md: what an order's steps tell its customer (WhatsApp, SMS or the log), in their
-- language, from templates owners edit. A message is written to the outbox in the step's own transaction, once per
-- event (event_key), and delivered by the job engine (pg-boss, its own schema `pgboss`), retried with backoff.

-- A customer's language: their messages are written in it (the sign-up takes it, PUT customer/language changes it).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'ar'));--> statement-breakpoint

-- One template per kind of step, both languages; off: that step tells customers nothing.
CREATE TABLE "message_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"body_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null,
	-- null: as installed.
	"updated_at" timestamp with time zone,
	CONSTRAINT "message_templates_kind_check" CHECK ("kind" IN ('order_accepted', 'item_changed', 'item_question', 'on_the_way', 'delivered', 'refunded')),
	CONSTRAINT "message_templates_body_check" CHECK (char_length("body_en") BETWEEN 1 AND 1000 AND char_length("body_ar") BETWEEN 1 AND 1000)
);--> statement-breakpoint
-- Installed before the audit trigger: no one wrote them.
INSERT INTO "message_templates" ("kind", "body_en", "body_ar") VALUES
	('order_accepted',
	 'Hi {{customerName}}, {{shopName}} accepted your order #{{orderId}} ({{total}}). We''ll let you know when it''s on the way.',
	 'مرحباً {{customerName}}، قبل {{shopName}} طلبك رقم {{orderId}} ({{total}}). سنخبرك عندما يكون في الطريق.'),
	('item_changed',
	 'Hi {{customerName}}, a change to your order #{{orderId}} from {{shopName}}: {{itemName}}, {{change}}.',
	 'مرحباً {{customerName}}، تغيير في طلبك رقم {{orderId}} من {{shopName}}: {{itemName}}، {{change}}.'),
	('item_question',
	 'Hi {{customerName}}, {{shopName}} has a question about {{itemName}} in your order #{{orderId}}: {{question}} Please answer in the app.',
	 'مرحباً {{customerName}}، لدى {{shopName}} سؤال عن {{itemName}} في طلبك رقم {{orderId}}: {{question}} يرجى الرد من التطبيق.'),
	('on_the_way',
	 'Hi {{customerName}}, your order #{{orderId}} from {{shopName}} is on the way with {{driverName}}.',
	 'مرحباً {{customerName}}، طلبك رقم {{orderId}} من {{shopName}} في الطريق إليك مع {{driverName}}.'),
	('delivered',
	 'Hi {{customerName}}, your order #{{orderId}} from {{shopName}} was delivered ({{total}}). Thank you!',
	 'مرحباً {{customerName}}، تم توصيل طلبك رقم {{orderId}} من {{shopName}} ({{total}}). شكراً لك!'),
	('refunded',
	 'Hi {{customerName}}, {{shopName}} refunded {{amount}} for your order #{{orderId}}.',
	 'مرحباً {{customerName}}، أعاد {{shopName}} مبلغ {{amount}} عن طلبك رقم {{orderId}}.');--> statement-breakpoint
CREATE TRIGGER "message_templates_audit" AFTER INSERT OR UPDATE OR DELETE ON "message_templates" FOR EACH ROW EXECUTE FUNCTION dukkan_audit_row('message_template');--> statement-breakpoint

-- The outbox: one row per event told (event_key unique: the exactly-once key), its text rendered when the step
-- happened. Kept after an erasure without the phone and the text.
CREATE TABLE "customer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"customer_id" integer REFERENCES "users"("id") ON DELETE set null,
	-- order:<id>:accepted, change:<line change id>, order:<id>:on_the_way, refund:<id>…
	"event_key" text NOT NULL,
	"to_phone" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"provider_message_id" text,
	CONSTRAINT "customer_messages_kind_check" CHECK ("kind" IN ('order_accepted', 'item_changed', 'item_question', 'on_the_way', 'delivered', 'refunded')),
	CONSTRAINT "customer_messages_language_check" CHECK ("language" IN ('en', 'ar')),
	CONSTRAINT "customer_messages_provider_check" CHECK ("provider" IN ('whatsapp', 'sms', 'log')),
	CONSTRAINT "customer_messages_status_check" CHECK ("status" IN ('queued', 'sent', 'failed')),
	CONSTRAINT "customer_messages_sent_check" CHECK (("status" = 'sent') = ("sent_at" IS NOT NULL)),
	CONSTRAINT "customer_messages_failed_check" CHECK (("status" = 'failed') = ("failed_at" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_event_key" ON "customer_messages" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "customer_messages_status_idx" ON "customer_messages" USING btree ("status", "id" DESC);--> statement-breakpoint
CREATE INDEX "customer_messages_order_idx" ON "customer_messages" USING btree ("order_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "customer_messages_customer_idx" ON "customer_messages" USING btree ("customer_id", "id" DESC);
