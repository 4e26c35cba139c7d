-- Whose e-mail each outbox row is and what kind (a category of the preference grid, or a locked kind),
-- the extra SMTP headers it goes with (one-click unsubscribe), and quiet hours: a held row waits
-- until held_until and then goes in one summary e-mail (summary_id), never on its own.
ALTER TABLE "email_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "summary_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_held_idx" ON "email_outbox" USING btree ("held_until") WHERE "email_outbox"."held_until" is not null and "email_outbox"."summary_id" is null;
