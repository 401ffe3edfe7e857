-- Counters of the old fixed-window throttle mean nothing to the escalating delay: start afresh.
DELETE FROM "sign_in_failures";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "last_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP COLUMN "window_started_at";