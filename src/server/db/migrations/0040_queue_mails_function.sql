-- Queueing e-mail by preference as one function call (lib/mailer.ts queueMails): it runs inside the
-- transactions of bookings and offers, and as a function its statement is planned once per
-- connection. A mail goes into the outbox unless its recipient turned its row of the grid off by
-- e-mail; each written mail comes back with its recipient's quiet-hour settings.
CREATE FUNCTION queue_mails(p_mails jsonb)
RETURNS TABLE (mail_id uuid, recipient uuid, zone text, quiet_from smallint, quiet_to smallint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH written AS (
    INSERT INTO email_outbox (to_address, user_id, category, subject, body, headers)
    SELECT m.to_address, m.user_id, m.category, m.subject, m.body, m.headers
    FROM jsonb_to_recordset(p_mails) AS m(to_address text, user_id uuid, category text, subject text,
      body text, headers jsonb, enabled_by_default boolean)
    WHERE coalesce((SELECT p.enabled FROM notification_preferences p
      WHERE p.user_id = m.user_id AND p.category = m.category AND p.channel = 'email'), m.enabled_by_default)
    RETURNING email_outbox.id AS written_id, email_outbox.user_id AS written_user
  )
  SELECT w.written_id, w.written_user, s.time_zone, s.quiet_start, s.quiet_end
  FROM written w LEFT JOIN notification_settings s ON s.user_id = w.written_user;
END
$$;
