-- API instances keep taskers' Find Work pages and free times in memory (modules/tasks/open-task-cache.ts,
-- modules/availability/slot-cache.ts). Whatever can change them is announced on taskly_work_changed,
-- whoever made the change (read by modules/availability/work-changes.ts):
--   t|<task id>|<category id>|<lat>|<lng>  a task (its row before and after a change; no coordinates: empty)
--   o|<task id>                            the offers on a task (its count, a tasker's own offer)
--   w|<tasker's user id>                   what a tasker's area is made of (profile, schedule, bookings,
--                                          imported busy times) or their invitations
--   *                                      a user's name or standing, or a category (every page)
CREATE OR REPLACE FUNCTION taskly_task_work_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('taskly_work_changed',
      concat('t|', OLD.id, '|', OLD.category_id, '|', OLD.lat, '|', OLD.lng));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('taskly_work_changed',
      concat('t|', NEW.id, '|', NEW.category_id, '|', NEW.lat, '|', NEW.lng));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION taskly_task_work_changed_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION taskly_offer_work_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskly_work_changed', concat('o|', COALESCE(NEW.task_id, OLD.task_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER task_offers_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON task_offers
  FOR EACH ROW EXECUTE FUNCTION taskly_offer_work_changed_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION taskly_tasker_work_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- tasker_profiles names the tasker user_id; the other tables tasker_id.
  IF TG_TABLE_NAME = 'tasker_profiles' THEN
    PERFORM pg_notify('taskly_work_changed', concat('w|', COALESCE(NEW.user_id, OLD.user_id)));
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('taskly_work_changed', concat('w|', OLD.tasker_id));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('taskly_work_changed', concat('w|', NEW.tasker_id));
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasker_profiles_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON tasker_profiles
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_work_changed_notify();--> statement-breakpoint
CREATE TRIGGER tasker_schedules_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON tasker_schedules
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_work_changed_notify();--> statement-breakpoint
CREATE TRIGGER bookings_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_work_changed_notify();--> statement-breakpoint
CREATE TRIGGER tasker_busy_times_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON tasker_busy_times
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_work_changed_notify();--> statement-breakpoint
CREATE TRIGGER task_invitations_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON task_invitations
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_work_changed_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION taskly_work_changed_everywhere_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskly_work_changed', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_work_changed_notify AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    (OLD.first_name, OLD.last_name, OLD.user_type, OLD.suspended_at, OLD.deleted_at)
      IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.user_type, NEW.suspended_at, NEW.deleted_at)
  ) EXECUTE FUNCTION taskly_work_changed_everywhere_notify();--> statement-breakpoint
CREATE TRIGGER service_categories_work_changed_notify AFTER INSERT OR UPDATE OR DELETE ON service_categories
  FOR EACH STATEMENT EXECUTE FUNCTION taskly_work_changed_everywhere_notify();
