-- The notification centre (modules/notification-centre/): what people read under the bell. Rows are
-- written by the rules in the transaction that records the domain event they tell of. Similar unread
-- items share one row (`group_key`, `count`); `notification_events` keeps one key per event and
-- recipient, so an event can never be counted twice for the same person.
CREATE TABLE "notifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "category" text NOT NULL,
  "kind" text NOT NULL,
  "group_key" text NOT NULL,
  "subject_type" text NOT NULL,
  "subject_id" uuid NOT NULL,
  "link" text NOT NULL,
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "count" integer DEFAULT 1 NOT NULL,
  "last_event_id" bigint NOT NULL,
  "read_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notifications_user_updated_idx" ON "notifications" USING btree ("user_id", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_idx" ON "notifications" USING btree ("user_id", "group_key") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE TABLE "notification_events" (
  "event_id" bigint NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "notification_events_pk" PRIMARY KEY ("event_id", "user_id")
);--> statement-breakpoint
CREATE INDEX "notification_events_user_idx" ON "notification_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_events_created_at_idx" ON "notification_events" USING btree ("created_at");
