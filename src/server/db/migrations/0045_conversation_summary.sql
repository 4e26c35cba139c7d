ALTER TABLE "conversations" ADD COLUMN "last_message_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread_a" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread_b" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contacts_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The conversation list's summary, recomputed from the messages and bookings of the conversations
-- named (all of them when null): the backfill below, and the bench's generator, which writes its rows
-- with triggers off. The triggers that follow keep it as the rows change.
CREATE FUNCTION conversation_summaries_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  update conversations c set
    last_message_id = (select m.id from messages m where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1),
    unread_a = (select count(*)::int from messages m
      where m.conversation_id = c.id and m.receiver_id = c.user_a and m.read_at is null),
    unread_b = (select count(*)::int from messages m
      where m.conversation_id = c.id and m.receiver_id = c.user_b and m.read_at is null),
    contacts_visible = exists (select 1 from bookings b where b.status in ('confirmed', 'in_progress', 'completed')
      and ((b.customer_id = c.user_a and b.tasker_id = c.user_b) or (b.customer_id = c.user_b and b.tasker_id = c.user_a)))
  where ids is null or c.id = any(ids)
$$;
--> statement-breakpoint
SELECT conversation_summaries_refresh(null);
--> statement-breakpoint
-- Whether two users see each other's contact details: the rule of bookedTogether in the messages service.
CREATE FUNCTION pair_contacts_visible(a uuid, b uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  select exists (select 1 from bookings bt where bt.status in ('confirmed', 'in_progress', 'completed')
    and ((bt.customer_id = a and bt.tasker_id = b) or (bt.customer_id = b and bt.tasker_id = a)))
$$;
--> statement-breakpoint
-- A conversation starts with its pair's flag (a message's upsert reaches this before its conflict check).
CREATE FUNCTION conversations_contacts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.contacts_visible := pair_contacts_visible(NEW.user_a, NEW.user_b);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_contacts_on_insert BEFORE INSERT ON conversations
  FOR EACH ROW EXECUTE FUNCTION conversations_contacts_on_insert();
--> statement-breakpoint
-- A booking that makes or ends contact visibility updates its pair's conversations (one flag per pair).
CREATE FUNCTION conversations_contacts_of_pair(a uuid, b uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE conversations c SET contacts_visible = pair_contacts_visible(a, b)
  WHERE c.user_a = least(a, b) AND c.user_b = greatest(a, b)
    AND c.contacts_visible IS DISTINCT FROM pair_contacts_visible(a, b)
$$;
--> statement-breakpoint
CREATE FUNCTION conversations_contacts_on_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM conversations_contacts_of_pair(OLD.customer_id, OLD.tasker_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM conversations_contacts_of_pair(NEW.customer_id, NEW.tasker_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_contacts_on_booking_insert AFTER INSERT ON bookings
  FOR EACH ROW WHEN (NEW.status IN ('confirmed', 'in_progress', 'completed'))
  EXECUTE FUNCTION conversations_contacts_on_booking();
--> statement-breakpoint
CREATE TRIGGER conversations_contacts_on_booking_update AFTER UPDATE OF status, customer_id, tasker_id ON bookings
  FOR EACH ROW WHEN (
    (OLD.status IN ('confirmed', 'in_progress', 'completed')) IS DISTINCT FROM (NEW.status IN ('confirmed', 'in_progress', 'completed'))
    OR OLD.customer_id IS DISTINCT FROM NEW.customer_id OR OLD.tasker_id IS DISTINCT FROM NEW.tasker_id)
  EXECUTE FUNCTION conversations_contacts_on_booking();
--> statement-breakpoint
CREATE TRIGGER conversations_contacts_on_booking_delete AFTER DELETE ON bookings
  FOR EACH ROW WHEN (OLD.status IN ('confirmed', 'in_progress', 'completed'))
  EXECUTE FUNCTION conversations_contacts_on_booking();
--> statement-breakpoint
-- New messages: the newest becomes the conversation's last (a last message this statement cannot see
-- was committed alongside it, and this one commits later), and each side's unread count grows.
CREATE FUNCTION conversations_on_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations c SET
    last_message_id = CASE
      WHEN n.created_at >= coalesce((SELECT m.created_at FROM messages m WHERE m.id = c.last_message_id), '-infinity')
      THEN n.id ELSE c.last_message_id END,
    unread_a = c.unread_a + (SELECT count(*)::int FROM new_rows r
      WHERE r.conversation_id = c.id AND r.receiver_id = c.user_a AND r.read_at IS NULL),
    unread_b = c.unread_b + (SELECT count(*)::int FROM new_rows r
      WHERE r.conversation_id = c.id AND r.receiver_id = c.user_b AND r.read_at IS NULL)
  FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM new_rows
    ORDER BY conversation_id, created_at DESC, id DESC) n
  WHERE c.id = n.conversation_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_on_messages_inserted AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversations_on_messages_inserted();
--> statement-breakpoint
-- Read marks (and their undoing): each side's unread count follows, once per statement.
CREATE FUNCTION conversations_on_messages_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations c SET
    unread_a = c.unread_a + d.a,
    unread_b = c.unread_b + d.b
  FROM (SELECT n.conversation_id,
      sum(CASE WHEN n.receiver_id = cv.user_a THEN (n.read_at IS NULL)::int - (o.read_at IS NULL)::int ELSE 0 END)::int AS a,
      sum(CASE WHEN n.receiver_id = cv.user_b THEN (n.read_at IS NULL)::int - (o.read_at IS NULL)::int ELSE 0 END)::int AS b
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN conversations cv ON cv.id = n.conversation_id
    WHERE (n.read_at IS NULL) <> (o.read_at IS NULL)
    GROUP BY n.conversation_id) d
  WHERE c.id = d.conversation_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_on_messages_updated AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION conversations_on_messages_updated();
--> statement-breakpoint
-- Removed messages: unread counts shrink, and a conversation whose last message went finds its newest.
CREATE FUNCTION conversations_on_messages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations c SET
    unread_a = c.unread_a - (SELECT count(*)::int FROM old_rows r
      WHERE r.conversation_id = c.id AND r.receiver_id = c.user_a AND r.read_at IS NULL),
    unread_b = c.unread_b - (SELECT count(*)::int FROM old_rows r
      WHERE r.conversation_id = c.id AND r.receiver_id = c.user_b AND r.read_at IS NULL),
    last_message_id = CASE WHEN c.last_message_id IN (SELECT id FROM old_rows)
      THEN (SELECT m.id FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
      ELSE c.last_message_id END
  WHERE c.id IN (SELECT conversation_id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_on_messages_deleted AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conversations_on_messages_deleted();
