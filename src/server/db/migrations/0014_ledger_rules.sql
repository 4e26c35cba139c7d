-- Every journal balances: checked at commit, when all of a journal's entries are in.
CREATE FUNCTION ledger_check_journal_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE journal_id = NEW.journal_id) <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance', NEW.journal_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balance();
--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a new journal, never by editing an old one.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only' USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Opening balances for card payments recorded without ledger entries (bookings made before the
-- ledger existed, and bulk-loaded demo or bench data): one 'opening' journal per such booking with
-- the money where it is now. An authorization still open stays on the card hold; captured money is
-- held for the tasker, less the service fee of a completed booking (a late-cancellation fee goes to
-- the tasker whole) and gets its booking_funds row, available `hold_hours` after completion or
-- cancellation; the release job then makes it available.
CREATE FUNCTION ledger_open_existing_payments(hold_hours integer DEFAULT 72) RETURNS bigint LANGUAGE sql AS $$
  WITH todo AS (
    SELECT pay.booking_id, b.customer_id, b.tasker_id,
      coalesce(b.completed_at, b.cancelled_at, pay.updated_at) + make_interval(hours => hold_hours) AS available_at,
      CASE WHEN pay.status = 'authorized' THEN round(pay.amount * 100)::bigint ELSE 0 END AS authorized_c,
      round(pay.captured_amount * 100)::bigint AS captured_c,
      CASE WHEN b.status = 'completed'
        THEN least(round(coalesce(b.service_fee, 0) * 100)::bigint, round(pay.captured_amount * 100)::bigint)
        ELSE 0 END AS fee_c
    FROM payments pay JOIN bookings b ON b.id = pay.booking_id
    WHERE NOT EXISTS (SELECT 1 FROM ledger_journals j WHERE j.booking_id = pay.booking_id)
      AND (pay.status = 'authorized' OR pay.captured_amount > 0)
  ), journals AS (
    INSERT INTO ledger_journals (kind, booking_id, memo)
    SELECT 'opening', booking_id, 'Opening balance of a payment recorded before the ledger' FROM todo
    RETURNING id, booking_id
  ), entries AS (
    INSERT INTO ledger_entries (journal_id, account, user_id, booking_id, amount_cents)
    SELECT j.id, line.account, line.user_id, t.booking_id, line.amount
    FROM todo t JOIN journals j ON j.booking_id = t.booking_id
    CROSS JOIN LATERAL (VALUES
      ('customer_card', t.customer_id, -(t.captured_c + t.authorized_c)),
      ('customer_authorized', t.customer_id, t.authorized_c),
      ('tasker_held', t.tasker_id, t.captured_c - t.fee_c),
      ('platform_fees', NULL::uuid, t.fee_c)
    ) AS line(account, user_id, amount)
    WHERE line.amount <> 0
    RETURNING 1
  ), funds AS (
    INSERT INTO booking_funds (booking_id, tasker_id, status, available_at)
    SELECT booking_id, tasker_id, 'held', available_at FROM todo WHERE captured_c - fee_c > 0
    RETURNING 1
  )
  SELECT count(*) FROM journals;
$$;
--> statement-breakpoint
SELECT ledger_open_existing_payments();
