-- One call records a domain event and writes the notification centre's items it makes
-- (events/record.ts, modules/notification-centre/create.ts). As a function its statements are
-- planned once per connection instead of on every write: the items' statement (five joins and an
-- upsert) took longer to plan than to run, on every booking, offer and payment.
-- `write_notifications` alone runs the rules' items of a recorded event again (a replay adds nothing).
-- `items` is a JSON array of the rules' specs (notification-centre/rules.ts); a person who turned
-- the in-app channel of the item's category off gets no item.
CREATE FUNCTION write_notifications(p_event_id bigint, p_items jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_items IS NULL OR jsonb_array_length(p_items) = 0 THEN
    RETURN;
  END IF;
  WITH source AS (
    SELECT * FROM jsonb_to_recordset(p_items) AS s(
      user_id uuid, kind text, category text, preference text, group_key text, subject_type text,
      subject_id uuid, link text, actor_id uuid, actor_is_tasker boolean, task_id uuid, booking_id uuid)
  ),
  enriched AS (
    -- The text's names are copied now: a person's display name is a tasker's business name, else
    -- their first name and last initial (contract/names.ts); deleted accounts get nothing.
    SELECT s.*, t.title AS task_title,
      CASE WHEN a.id IS NULL THEN NULL
        WHEN coalesce(s.actor_is_tasker, false) AND tp.display_name IS NOT NULL THEN tp.display_name
        ELSE trim(a.first_name) || CASE WHEN coalesce(trim(a.last_name), '') = '' THEN ''
          ELSE ' ' || upper(left(trim(a.last_name), 1)) || '.' END
      END AS actor_name
    FROM source s
    JOIN users r ON r.id = s.user_id AND r.deleted_at IS NULL
    LEFT JOIN bookings b ON b.id = s.booking_id
    LEFT JOIN tasks t ON t.id = coalesce(s.task_id, b.task_id)
    LEFT JOIN users a ON a.id = s.actor_id
    LEFT JOIN tasker_profiles tp ON tp.user_id = a.id
    WHERE NOT EXISTS (
      SELECT 1 FROM notification_preferences p
      WHERE p.user_id = s.user_id AND p.category = s.preference AND p.channel = 'inApp' AND NOT p.enabled)
  ),
  claimed AS (
    INSERT INTO notification_events (event_id, user_id) SELECT p_event_id, user_id FROM enriched
    ON CONFLICT DO NOTHING RETURNING user_id
  )
  INSERT INTO notifications (user_id, category, kind, group_key, subject_type, subject_id, link, data, last_event_id)
  SELECT e.user_id, e.category, e.kind, e.group_key, e.subject_type, e.subject_id, e.link,
    jsonb_strip_nulls(jsonb_build_object('taskTitle', e.task_title, 'actorName', e.actor_name)), p_event_id
  FROM enriched e JOIN claimed c ON c.user_id = e.user_id
  ON CONFLICT (user_id, group_key) WHERE read_at IS NULL DO UPDATE SET
    count = notifications.count + 1, data = excluded.data, link = excluded.link,
    subject_type = excluded.subject_type, subject_id = excluded.subject_id,
    last_event_id = excluded.last_event_id, updated_at = now();
END
$$;--> statement-breakpoint
CREATE FUNCTION record_event(p_type text, p_payload jsonb, p_items jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO events (type, payload) VALUES (p_type, p_payload) RETURNING id INTO v_id;
  PERFORM write_notifications(v_id, p_items);
  RETURN v_id;
END
$$;
