-- Plans a booking's database work keeps instead of making again on every call (planning cost more
-- than running):
-- - The contact-visibility functions every booking's insert or status change runs (through the
--   bookings triggers of 0045) become PL/pgSQL, whose statements' plans last the session; as SQL
--   functions their statements were planned on every call. The rule is unchanged, and the pair's
--   flag is decided once per call, not twice.
-- - create_booking and write_notifications run generic plans: every statement in them finds rows by
--   key, so a plan made for one booking's values fits every other's, where PostgreSQL kept choosing to
--   plan the view a booking is answered with, and the notifications' insert, anew for each call.
--   A later CREATE OR REPLACE of either function must keep the setting (it replaces the function's
--   settings too).
CREATE OR REPLACE FUNCTION pair_contacts_visible(a uuid, b uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM bookings bt WHERE bt.status IN ('confirmed', 'in_progress', 'completed')
    AND ((bt.customer_id = a AND bt.tasker_id = b) OR (bt.customer_id = b AND bt.tasker_id = a)));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_contacts_of_pair(a uuid, b uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  visible boolean := pair_contacts_visible(a, b);
BEGIN
  UPDATE conversations c SET contacts_visible = visible
  WHERE c.user_a = least(a, b) AND c.user_b = greatest(a, b) AND c.contacts_visible IS DISTINCT FROM visible;
END
$$;
--> statement-breakpoint
ALTER FUNCTION create_booking(jsonb) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION write_notifications(bigint, jsonb) SET plan_cache_mode = force_generic_plan;
