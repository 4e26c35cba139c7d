// Making a report and following it. A report names a target the reporter can see; the server attaches
// the target's snapshot, files it under the target's queue item (one per target, whatever the number
// of reports) and flags a person several people reported.
import { sql } from "drizzle-orm";
import {
  DUPLICATE_REPORT,
  REPORT_TARGET_NOT_FOUND,
  REPORTS_PER_HOUR,
  SELF_REPORT,
  TOO_MANY_REPORTS,
  type CreateReportInput,
  type CreatedReport,
  type MyReport,
  type ReportCategory,
  type ReportStatus,
  type ReportTargetType,
} from "../../../contract/reports";
import type { ReportContext } from "../../../contract/reports";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { lockForTransaction } from "../../lib/advisory-lock";
import { toIso } from "../../lib/dates";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { flagManyReports } from "../moderation/flags";
import { loadTarget } from "./targets";

type ReportRow = {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  context: ReportContext;
  category: ReportCategory;
  status: ReportStatus;
  created_at: Date | string;
  resolved_at: Date | string | null;
};

const toMyReport = (r: ReportRow): MyReport => ({
  id: r.id,
  targetType: r.target_type,
  targetId: r.target_id,
  summary: r.context.summary,
  category: r.category,
  status: r.status,
  createdAt: toIso(r.created_at),
  resolvedAt: toIso(r.resolved_at),
});

export async function createReport(db: Db, reporter: UserRow, input: CreateReportInput): Promise<CreatedReport> {
  return db.transaction(async (tx) => {
    // One reporter's reports one at a time: the hourly count and the duplicate check cannot be raced.
    await lockForTransaction(tx, "reports", reporter.id);
    const [recent] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from reports where reporter_id = ${reporter.id}::uuid
      and created_at > now() - interval '1 hour'`,
    );
    if (recent.n >= REPORTS_PER_HOUR) throw tooManyRequests(TOO_MANY_REPORTS);
    const target = await loadTarget(tx, reporter, input.targetType, input.targetId);
    if (!target) throw notFound(REPORT_TARGET_NOT_FOUND);
    if (target.ownerId === reporter.id) throw badRequest(SELF_REPORT);
    const [item] = await queryRows<{ id: string }>(
      tx,
      sql`insert into moderation_items (kind, target_type, target_id, subject_user_id)
      values ('reports', ${input.targetType}, ${input.targetId}::uuid, ${target.ownerId}::uuid)
      on conflict (kind, target_type, target_id) where status <> 'closed' do update set updated_at = now()
      returning id`,
    );
    const [row] = await queryRows<ReportRow>(
      tx,
      sql`insert into reports (reporter_id, target_type, target_id, subject_user_id, category, details, context, item_id)
      values (${reporter.id}::uuid, ${input.targetType}, ${input.targetId}::uuid, ${target.ownerId}::uuid,
        ${input.category}, ${input.details || null}, ${JSON.stringify(target.context)}::jsonb, ${item.id}::uuid)
      on conflict (reporter_id, target_type, target_id) do nothing
      returning id, target_type, target_id, context, category, status, created_at, resolved_at`,
    );
    if (!row) throw conflict(DUPLICATE_REPORT);
    await flagManyReports(tx, target.ownerId);
    return { ...toMyReport(row), person: { id: target.ownerId, name: target.ownerName } };
  });
}

/** The reporter's reports, newest first. */
export async function listMyReports(db: Db, reporter: UserRow): Promise<MyReport[]> {
  const rows = await queryRows<ReportRow>(
    db,
    sql`select id, target_type, target_id, context, category, status, created_at, resolved_at from reports
    where reporter_id = ${reporter.id}::uuid order by created_at desc, id desc limit 200`,
  );
  return rows.map(toMyReport);
}
