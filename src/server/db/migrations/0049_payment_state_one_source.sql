-- A booking's payment state has one source: its payment's status (payments.status, kept by the
-- booking process with the ledger in the same transaction). bookings.payment_status repeated it;
-- the booking as every screen reads it (`booking_rows`) now takes it from the payment. The view and
-- create_booking, which returns its rows, are recreated (the view's columns are fixed when created).
DROP FUNCTION create_booking(jsonb);--> statement-breakpoint
DROP VIEW booking_rows;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "payment_status";--> statement-breakpoint
CREATE VIEW booking_rows AS
  SELECT b.*, coalesce(p.status, 'pending') AS payment_status, t.title AS task_title, t.location AS task_location, c.name AS category_name,
    cu.first_name AS cu_first, cu.last_name AS cu_last, cu.profile_image AS cu_image,
    tu.first_name AS tu_first, tu.last_name AS tu_last, tu.profile_image AS tu_image,
    tp.id AS tasker_profile_id, tp.bio AS tasker_bio,
    p.card_brand, p.card_last4,
    r.id AS review_id, r.rating AS review_rating, r.comment AS review_comment, r.created_at AS review_created_at,
    rs.id AS rs_id, rs.proposed_by AS rs_by, rs.scheduled_date AS rs_start, rs.ends_at AS rs_end, rs.created_at AS rs_created,
    m.card_refund_cents, m.card_cents, m.on_hold_cents, m.changes_cents, m.tips_cents, m.held_cents, m.entries,
    NULL::bigint[] AS recorded_event_ids
  FROM bookings b
  LEFT JOIN LATERAL (SELECT count(*) AS entries,
      sum(e.amount_cents) FILTER (WHERE j.kind = 'refund' AND e.account = 'customer_card') AS card_refund_cents,
      sum(e.amount_cents) FILTER (WHERE e.account = 'customer_card') AS card_cents,
      sum(e.amount_cents) FILTER (WHERE e.account = 'customer_authorized') AS on_hold_cents,
      sum(e.amount_cents) FILTER (WHERE j.kind = 'adjustment' AND e.account = 'customer_card') AS changes_cents,
      sum(e.amount_cents) FILTER (WHERE j.kind = 'tip' AND e.account = 'customer_card') AS tips_cents,
      sum(e.amount_cents) FILTER (WHERE e.account = 'tasker_held') AS held_cents
    FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id WHERE e.booking_id = b.id) m ON true
  JOIN tasks t ON t.id = b.task_id
  JOIN service_categories c ON c.id = t.category_id
  JOIN users cu ON cu.id = b.customer_id
  JOIN users tu ON tu.id = b.tasker_id
  LEFT JOIN tasker_profiles tp ON tp.user_id = b.tasker_id
  LEFT JOIN payments p ON p.booking_id = b.id
  LEFT JOIN reviews r ON r.booking_id = b.id
  LEFT JOIN booking_reschedules rs ON rs.booking_id = b.id AND rs.status = 'pending';--> statement-breakpoint
CREATE FUNCTION create_booking(p jsonb) RETURNS SETOF booking_rows LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid := (p->>'id')::uuid;
  v_customer uuid := (p->>'customer_id')::uuid;
  v_tasker uuid := (p->>'tasker_id')::uuid;
  v_offer uuid := (p->>'offer_id')::uuid;
  v_key text := p->>'idempotency_key';
  v_start timestamptz := (p->>'starts_at')::timestamptz;
  v_end timestamptz := (p->>'ends_at')::timestamptz;
  v_earlier record;
  v_task record;
  v_rate numeric;
  v_pad interval;
  v_journal uuid;
  v_event jsonb;
  v_event_ids bigint[] := '{}';
  v_row booking_rows;
BEGIN
  IF v_key IS NOT NULL THEN
    -- Claims the key first: a concurrent request with the same key waits here until this one ends.
    INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES (v_customer, v_key, p->>'request_hash')
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT request_hash, booking_id INTO v_earlier FROM idempotency_keys WHERE user_id = v_customer AND key = v_key;
      IF v_earlier.request_hash IS DISTINCT FROM p->>'request_hash' THEN
        PERFORM taskly_refuse(422, 'This Idempotency-Key was already used for a different booking request.');
      END IF;
      IF v_earlier.booking_id IS NULL THEN
        PERFORM taskly_refuse(409, 'An identical booking request is still being processed.');
      END IF;
      RETURN QUERY SELECT * FROM booking_rows WHERE id = v_earlier.booking_id;
      RETURN;
    END IF;
  END IF;
  -- The card was authorized under a key made from this count; an attempt undone since then (a
  -- concurrent request of the same key that failed) means the answer may be that undone call.
  IF coalesce((SELECT undone FROM processor_attempts WHERE cause = p->>'cause'), 0) <> (p->>'undone')::int THEN
    PERFORM taskly_refuse(409, 'An identical booking request is still being processed.');
  END IF;

  SELECT id, customer_id, status INTO v_task FROM tasks WHERE id = (p->>'task_id')::uuid FOR UPDATE;
  IF NOT FOUND THEN PERFORM taskly_refuse(404, 'Task not found'); END IF;
  IF v_task.customer_id <> v_customer THEN PERFORM taskly_refuse(403, 'You can only book your own tasks.'); END IF;
  IF v_task.status <> 'open' THEN PERFORM taskly_refuse(409, 'Task not available'); END IF;

  -- The tasker is still hireable (tasker-profile/hireable.ts) at the rate the price was checked at.
  IF v_offer IS NOT NULL THEN
    SELECT o.proposed_rate INTO v_rate FROM task_offers o
      JOIN tasker_profiles tp ON tp.user_id = o.tasker_id JOIN users u ON u.id = tp.user_id
      WHERE o.id = v_offer AND o.task_id = v_task.id AND o.status = 'pending' AND o.tasker_id = v_tasker
        AND tp.is_listed AND u.deleted_at IS NULL AND u.suspended_at IS NULL
        AND u.user_type = ANY (ARRAY['tasker', 'both']);
    IF NOT FOUND THEN PERFORM taskly_refuse(404, 'Offer not found. It may have been withdrawn.'); END IF;
  ELSE
    SELECT tp.hourly_rate INTO v_rate FROM tasker_profiles tp JOIN users u ON u.id = tp.user_id
      WHERE tp.user_id = v_tasker AND tp.is_listed AND u.deleted_at IS NULL AND u.suspended_at IS NULL
        AND u.user_type = ANY (ARRAY['tasker', 'both']);
    IF NOT FOUND THEN PERFORM taskly_refuse(404, 'Tasker not found'); END IF;
  END IF;
  IF v_rate IS DISTINCT FROM (p->>'rate')::numeric THEN
    PERFORM taskly_refuse(409, 'The price changed while you were booking. Please check it and book again.');
  END IF;

  -- The tasker's schedule lock (lib/advisory-lock.ts, as availability/slots.ts takes it): bookings and
  -- reschedules of one tasker are decided one after the other. The time was found free under the
  -- tasker's rules before the card was authorized; under the lock, it must still be clear of their
  -- bookings (widened by their buffer) and imported busy times.
  PERFORM pg_advisory_xact_lock(hashtext('tasker-schedule:' || v_tasker::text));
  v_pad := coalesce((SELECT buffer_minutes FROM tasker_schedules WHERE tasker_id = v_tasker), 0) * interval '1 minute';
  IF EXISTS (SELECT 1 FROM bookings WHERE tasker_id = v_tasker AND status IN ('confirmed', 'in_progress')
        AND scheduled_date < v_end + v_pad AND ends_at > v_start - v_pad)
     OR EXISTS (SELECT 1 FROM tasker_busy_times WHERE tasker_id = v_tasker AND starts_at < v_end AND ends_at > v_start) THEN
    PERFORM taskly_refuse(409, p->>'slot_taken');
  END IF;

  -- The exclusion constraint bookings_no_overlap stays the final guard (23P01).
  INSERT INTO bookings (id, task_id, customer_id, tasker_id, offer_id, scheduled_date, ends_at,
    duration, hourly_rate, subtotal, service_fee, total_amount, status)
  VALUES (v_id, v_task.id, v_customer, v_tasker, v_offer, v_start, v_end, (p->>'duration')::numeric, v_rate,
    (p->>'subtotal')::numeric, (p->>'service_fee')::numeric, (p->>'total_amount')::numeric, 'confirmed');
  INSERT INTO payments (booking_id, provider, provider_ref, status, currency, amount, card_brand, card_last4, card_token)
  VALUES (v_id, p->'payment'->>'provider', p->'payment'->>'provider_ref', 'authorized', 'USD',
    (p->>'total_amount')::numeric, p->'payment'->>'card_brand', p->'payment'->>'card_last4', p->'payment'->>'card_token');
  -- The journal was checked for balance by ledger/post.ts; the database checks it again at commit.
  INSERT INTO ledger_journals (kind, booking_id, memo) VALUES (p->'journal'->>'kind', v_id, p->'journal'->>'memo')
  RETURNING id INTO v_journal;
  INSERT INTO ledger_entries (journal_id, account, user_id, booking_id, amount_cents)
  SELECT v_journal, l.account, l.user_id, v_id, l.amount_cents
  FROM jsonb_to_recordset(p->'journal'->'lines') AS l(account text, user_id uuid, amount_cents bigint);

  UPDATE task_offers SET status = CASE WHEN id = v_offer THEN 'accepted' ELSE 'declined' END
  WHERE task_id = v_task.id AND status = 'pending';
  UPDATE tasks SET status = 'assigned', tasker_id = v_tasker WHERE id = v_task.id;
  IF v_key IS NOT NULL THEN
    UPDATE idempotency_keys SET booking_id = v_id WHERE user_id = v_customer AND key = v_key;
  END IF;

  FOR v_event IN SELECT * FROM jsonb_array_elements(p->'events') LOOP
    v_event_ids := v_event_ids || record_event(v_event->>'type', v_event->'payload', v_event->'items');
  END LOOP;
  -- As queue_mails (migration 0040): by the recipient's e-mail preference; quiet hours decided by the caller.
  INSERT INTO email_outbox (to_address, user_id, category, subject, body, headers, held_until)
  SELECT m.to_address, m.user_id, m.category, m.subject, m.body, m.headers, m.held_until
  FROM jsonb_to_recordset(p->'mails') AS m(to_address text, user_id uuid, category text, subject text,
    body text, headers jsonb, enabled_by_default boolean, held_until timestamptz)
  WHERE coalesce((SELECT pr.enabled FROM notification_preferences pr
    WHERE pr.user_id = m.user_id AND pr.category = m.category AND pr.channel = 'email'), m.enabled_by_default);

  SELECT * INTO v_row FROM booking_rows WHERE id = v_id;
  v_row.recorded_event_ids := v_event_ids;
  RETURN NEXT v_row;
END
$$;
