// Admin: the audit log, newest first, each entry with its actor's and target's names.
import { sql } from "drizzle-orm";
import type { AuditEntry } from "../../../contract/admin";
import type { Db } from "../../db/connect";
import type { PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { countedPage, type Page } from "./page";

type AuditRow = {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  /** jsonb: whatever the change recorded */
  before: unknown;
  after: unknown;
  created_at: PgTimestamp;
  first_name: string | null;
  last_name: string | null;
  target_name: string | null;
};

function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    targetName: r.target_name,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: toIso(r.created_at),
    actor: r.actor_id ? { id: r.actor_id, name: `${r.first_name} ${r.last_name}` } : null,
  };
}

export async function listAudit(db: Db, limit: number, offset: number): Promise<Page<AuditEntry>> {
  return countedPage(
    db,
    sql`select a.*, u.first_name, u.last_name, case a.target_type
        when 'user' then (select tu.first_name || ' ' || tu.last_name from users tu where tu.id = a.target_id)
        when 'task' then (select tt.title from tasks tt where tt.id = a.target_id)
        when 'tasker' then (select tu.first_name || ' ' || tu.last_name from tasker_profiles tp
          join users tu on tu.id = tp.user_id where tp.id = a.target_id or tp.user_id = a.target_id limit 1)
        when 'dispute' then (select dt.title from disputes d join bookings db on db.id = d.booking_id
          join tasks dt on dt.id = db.task_id where d.id = a.target_id)
      end as target_name
    from audit_log a left join users u on u.id = a.actor_id
    order by a.created_at desc, a.id limit ${limit} offset ${offset}`,
    sql`select 1 from audit_log`,
    offset,
    toAuditEntry,
  );
}
