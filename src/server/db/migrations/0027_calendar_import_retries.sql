CREATE TABLE "calendar_import_requests" (
	"tasker_id" uuid PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "tasker_calendar_imports_due_idx";--> statement-breakpoint
ALTER TABLE "tasker_calendar_imports" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasker_calendar_imports" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_import_requests" ADD CONSTRAINT "calendar_import_requests_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasker_calendar_imports_next_attempt_idx" ON "tasker_calendar_imports" USING btree ("next_attempt_at");--> statement-breakpoint
-- Calendars imported before keep their schedule (the default 15 minutes after the last attempt) rather than all falling due at once.
UPDATE "tasker_calendar_imports" SET "next_attempt_at" = "last_attempt_at" + interval '15 minutes' WHERE "last_attempt_at" IS NOT NULL;
