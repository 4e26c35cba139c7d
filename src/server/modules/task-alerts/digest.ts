// The daily digest: once a day, at DIGEST_HOUR in each tasker's time zone, one e-mail of their daily
// alerts' matches not yet sent (the `task-alert-digest` job looks every hour). Matches older than a
// day go out at the next round whatever the hour, so a missed round delays a digest, never drops it.
// Claiming the matches (sent_at) and queueing the mail share a transaction: a round run again, or two
// runners at once, send each match once. Tasks no longer open by then are left out of the mail.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { deliverAlerts, type AlertRecipient } from "./deliver";
import { blockedBetween } from "../blocks/rule";
import type { AlertedTask } from "./emails";

/** The local hour digests go out. */
export const DIGEST_HOUR = 7;

interface DigestRow {
  tasker_id: string;
  task_id: string;
  reason: string;
  title: string;
  open: boolean;
  active: boolean;
  /** The tasker and the task's customer became a blocked pair after the match. */
  blocked: boolean;
  email: string;
  first_name: string;
}

/** Sends the digests due at `now`; answers how many taskers got one. */
export async function sendDailyDigests(db: Db, origin: string, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const rows = await queryRows<DigestRow>(
      tx,
      sql`with due as (
        select m.tasker_id
        from task_alert_matches m
        join tasker_profiles tp on tp.user_id = m.tasker_id
        left join tasker_schedules s on s.tasker_id = tp.user_id
        left join places bp on bp.id = tp.base_place_id
        where m.sent_at is null
        group by m.tasker_id, s.time_zone, bp.time_zone
        having extract(hour from ${at}::timestamptz at time zone coalesce(s.time_zone, bp.time_zone, 'UTC')) = ${DIGEST_HOUR}
          or min(m.created_at) < ${at}::timestamptz - interval '1 day'
      ),
      sent as (
        update task_alert_matches m set sent_at = ${at}::timestamptz
        from due where m.tasker_id = due.tasker_id and m.sent_at is null
        returning m.tasker_id, m.task_id, m.reason
      )
      select s.tasker_id, s.task_id, s.reason, t.title, t.status = 'open' as open,
        u.suspended_at is null and u.deleted_at is null as active,
        ${blockedBetween(sql`s.tasker_id`, sql`t.customer_id`)} as blocked, u.email, u.first_name
      from sent s join tasks t on t.id = s.task_id join users u on u.id = s.tasker_id
      order by s.tasker_id, t.created_at desc, t.id`,
    );
    const digests = new Map<string, AlertRecipient & { tasks: AlertedTask[] }>();
    for (const r of rows) {
      if (!r.open || !r.active || r.blocked) continue;
      let digest = digests.get(r.tasker_id);
      if (!digest)
        digests.set(
          r.tasker_id,
          (digest = { taskerId: r.tasker_id, email: r.email, firstName: r.first_name, tasks: [] }),
        );
      digest.tasks.push({ taskId: r.task_id, title: r.title, reason: r.reason });
    }
    await deliverAlerts(tx, origin, { delivery: "daily", digests: [...digests.values()] });
    return digests.size;
  });
}
