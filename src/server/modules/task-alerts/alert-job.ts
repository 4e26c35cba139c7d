// The fan-out of a task posted or reopened: the `task-alerts` job, sent in the posting (or reopening)
// transaction so posting never waits for it. One statement finds every alert the task fits (set-based:
// the alerts' category index, then each candidate's area, budget and day) and claims one match per
// tasker in `task_alert_matches`; only the newly claimed ones are delivered, in the same transaction.
// A tasker already told of the task (another alert, an earlier posting or reopening, a run again of
// this job) is never told twice.
import { sql } from "drizzle-orm";
import type { AlertDelivery } from "../../../contract/task-alerts";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { sendJob } from "../../jobs/runner";
import { deliverAlerts } from "./deliver";
import { FITS, REASON, TASKER_SIDE } from "./match";
import { blockedBetween } from "../blocks/rule";

/** Task alert jobs one runner runs at once: a posting rush outpaces one claim-run-complete loop. */
export const TASK_ALERT_WORKERS = 4;

/** Enqueues the alerts of a task that just opened (posted, or reopened by a cancelled booking), in `tx`. */
export async function alertTaskOpened(tx: Db, taskId: string, occasion: string): Promise<void> {
  await sendJob(tx, "task-alerts", { taskId }, { key: `${taskId}:${occasion}` });
}

interface MatchRow {
  tasker_id: string;
  delivery: AlertDelivery;
  reason: string;
  email: string;
  first_name: string;
  title: string;
}

/**
 * Matches an open task against every alert and delivers the new matches; answers how many taskers
 * were newly matched. Safe to run again: the matches' primary key claims each tasker once.
 */
export async function runTaskAlerts(db: Db, taskId: string, origin: string): Promise<number> {
  return db.transaction(async (tx) => {
    // Each tasker's best alert for the task: an instant one before a daily one, then the oldest.
    const rows = await queryRows<MatchRow>(
      tx,
      sql`with fits as (
        select distinct on (a.tasker_id) a.tasker_id, a.id as alert_id, a.delivery, ${REASON} as reason
        from tasks t
        join service_categories sc on sc.id = t.category_id
        join task_alerts a on a.category_ids @> array[t.category_id]
        join users u on u.id = a.tasker_id and u.suspended_at is null and u.deleted_at is null
        ${TASKER_SIDE}
        where t.id = ${taskId}::uuid and t.status = 'open' and a.tasker_id <> t.customer_id and ${FITS}
          and not ${blockedBetween(sql`a.tasker_id`, sql`t.customer_id`)}
        order by a.tasker_id, a.delivery <> 'instant', a.created_at, a.id
      ),
      claimed as (
        insert into task_alert_matches (tasker_id, task_id, alert_id, delivery, reason, sent_at)
        select f.tasker_id, ${taskId}::uuid, f.alert_id, f.delivery, f.reason,
          case when f.delivery = 'instant' then now() end
        from fits f
        on conflict do nothing
        returning tasker_id, delivery, reason
      )
      select c.tasker_id, c.delivery, c.reason, u.email, u.first_name, t.title
      from claimed c join users u on u.id = c.tasker_id join tasks t on t.id = ${taskId}::uuid`,
    );
    const instant = rows.filter((r) => r.delivery === "instant");
    if (instant.length > 0)
      await deliverAlerts(tx, origin, {
        delivery: "instant",
        task: { id: taskId, title: instant[0].title },
        recipients: instant.map((r) => ({
          taskerId: r.tasker_id,
          email: r.email,
          firstName: r.first_name,
          reason: r.reason,
        })),
      });
    return rows.length;
  });
}
