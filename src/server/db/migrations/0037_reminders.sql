-- Reminders (modules/reminders): each sent once per subject, and indexes for the job to find
-- bookings about to start or recently completed and invitations left unanswered.
CREATE TABLE "reminders_sent" (
	"subject" text NOT NULL,
	"reminder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_pk" PRIMARY KEY("subject","reminder")
);
--> statement-breakpoint
CREATE INDEX "reminders_sent_created_at_idx" ON "reminders_sent" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "task_invitations_created_at_idx" ON "task_invitations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_upcoming_idx" ON "bookings" USING btree ("scheduled_date") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_completed_at_idx" ON "bookings" USING btree ("completed_at") WHERE "bookings"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;