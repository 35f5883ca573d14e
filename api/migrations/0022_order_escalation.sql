-- decisions/order-workspace.md: the unanswered rule's escalation is decided once, by the desk's upkeep, and kept
-- on the order's log as an `escalate` step (the stream's `escalation`, resumed like the others).
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK (
	"kind" IN ('status', 'claim', 'release', 'assign', 'expire', 'note', 'escalate') AND ("kind" <> 'status' OR "to_status" IS NOT NULL)
);--> statement-breakpoint
-- unanswered_since now starts an escalation rule too (orders placed before it are left to staff):
-- a rule saved as `escalate` before this escalates from now on.
UPDATE "desk_settings" SET "unanswered_since" = now() WHERE "unanswered_action" = 'escalate' AND "unanswered_since" IS NULL;
