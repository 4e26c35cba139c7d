-- Web pushes (modules/notification-centre/push-deliveries.ts): written with the notification items in
-- their event's transaction, for people with push on for the item's row of the grid and a device,
-- then sent by the "send-push" job. `items` now also say each item's defaults for the in-app and push
-- cells, its push topic and whether it is urgent when its booking starts within 24 hours.
CREATE TABLE "push_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"preference" text NOT NULL,
	"topic" text NOT NULL,
	"link" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"delivered_to" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" USING btree ("due_at") WHERE "push_deliveries"."done_at" is null;--> statement-breakpoint
CREATE INDEX "push_deliveries_user_idx" ON "push_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_done_at_idx" ON "push_deliveries" USING btree ("done_at") WHERE "push_deliveries"."done_at" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION write_notifications(p_event_id bigint, p_items jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_items IS NULL OR jsonb_array_length(p_items) = 0 THEN
    RETURN;
  END IF;
  WITH source AS (
    SELECT * FROM jsonb_to_recordset(p_items) AS s(
      user_id uuid, kind text, category text, preference text, group_key text, subject_type text,
      subject_id uuid, link text, actor_id uuid, actor_is_tasker boolean, task_id uuid, booking_id uuid,
      in_app_default boolean, push_default boolean, urgent_when_soon boolean)
  ),
  enriched AS (
    -- The text's names are copied now: a person's display name is a tasker's business name, else
    -- their first name and last initial (contract/names.ts); deleted accounts get nothing.
    SELECT s.*, t.title AS task_title,
      CASE WHEN a.id IS NULL THEN NULL
        WHEN coalesce(s.actor_is_tasker, false) AND tp.display_name IS NOT NULL THEN tp.display_name
        ELSE trim(a.first_name) || CASE WHEN coalesce(trim(a.last_name), '') = '' THEN ''
          ELSE ' ' || upper(left(trim(a.last_name), 1)) || '.' END
      END AS actor_name,
      coalesce(s.urgent_when_soon, false) AND b.scheduled_date IS NOT NULL
        AND b.scheduled_date <= now() + interval '24 hours' AND b.scheduled_date > now() - interval '12 hours' AS urgent
    FROM source s
    JOIN users r ON r.id = s.user_id AND r.deleted_at IS NULL
    LEFT JOIN bookings b ON b.id = s.booking_id
    LEFT JOIN tasks t ON t.id = coalesce(s.task_id, b.task_id)
    LEFT JOIN users a ON a.id = s.actor_id
    LEFT JOIN tasker_profiles tp ON tp.user_id = a.id
  ),
  claimed AS (
    INSERT INTO notification_events (event_id, user_id) SELECT p_event_id, user_id FROM enriched
    ON CONFLICT DO NOTHING RETURNING user_id
  ),
  told AS (
    SELECT e.*, jsonb_strip_nulls(jsonb_build_object('taskTitle', e.task_title, 'actorName', e.actor_name)) AS data
    FROM enriched e JOIN claimed c ON c.user_id = e.user_id
  ),
  items AS (
    INSERT INTO notifications (user_id, category, kind, group_key, subject_type, subject_id, link, data, last_event_id)
    SELECT e.user_id, e.category, e.kind, e.group_key, e.subject_type, e.subject_id, e.link, e.data, p_event_id
    FROM told e
    WHERE coalesce((SELECT p.enabled FROM notification_preferences p
      WHERE p.user_id = e.user_id AND p.category = e.preference AND p.channel = 'inApp'), e.in_app_default, true)
    ON CONFLICT (user_id, group_key) WHERE read_at IS NULL DO UPDATE SET
      count = notifications.count + 1, data = excluded.data, link = excluded.link,
      subject_type = excluded.subject_type, subject_id = excluded.subject_id,
      last_event_id = excluded.last_event_id, updated_at = now()
    RETURNING 1
  )
  INSERT INTO push_deliveries (user_id, event_id, kind, preference, topic, link, data, urgent)
  SELECT e.user_id, p_event_id, e.kind, e.preference,
    CASE WHEN e.booking_id IS NOT NULL THEN 'booking:' || e.booking_id ELSE e.group_key END,
    e.link, e.data, e.urgent
  FROM told e
  WHERE EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = e.user_id)
    AND coalesce((SELECT p.enabled FROM notification_preferences p
      WHERE p.user_id = e.user_id AND p.category = e.preference AND p.channel = 'push'), e.push_default, true);
END
$$;
