-- API instances keep signed-in users in memory (plugins/auth.ts). A change to a user's row, or to
-- any of their sessions (ended, or its expiry moved), is announced on taskly_signed_in_user_changed
-- with the user's id, so every instance forgets that user's cached sessions at once, whoever made
-- the change.
CREATE OR REPLACE FUNCTION taskly_user_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskly_signed_in_user_changed', OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_signed_in_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION taskly_user_changed_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION taskly_sessions_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskly_signed_in_user_changed', ended.user_id::text)
  FROM (SELECT DISTINCT user_id FROM changed_sessions) ended;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION taskly_sessions_changed_notify();--> statement-breakpoint
CREATE TRIGGER sessions_updated_notify AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION taskly_sessions_changed_notify();
