// The admins' queue: its items with the reports behind each (a target's own reports; for a "many
// reports" flag, every report on the person within the window), prioritised and sorted, and one item
// in full.
import { sql } from "drizzle-orm";
import type {
  ModerationAction,
  ModerationItem,
  ModerationItemDetail,
  ModerationKind,
  ModerationStatus,
} from "../../../contract/moderation";
import { shortName } from "../../../contract/names";
import type { ReportCategory, ReportContext, ReportStatus, ReportTargetType } from "../../../contract/reports";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { MANY_REPORTS_DAYS } from "./flags";
import { priorityOf } from "./priority";

export const ITEM_NOT_FOUND = "Moderation item not found";
/** The most items one queue answer lists (the highest priorities). */
const QUEUE_MAX = 200;

export type ItemRow = {
  id: string;
  kind: ModerationKind;
  target_type: ReportTargetType;
  target_id: string;
  subject_user_id: string;
  subject_first: string;
  subject_last: string;
  status: ModerationStatus;
  claimed_by: string | null;
  claimer_first: string | null;
  claimer_last: string | null;
  outcome: ModerationAction | null;
  details: { messageIds?: string[]; receiverIds?: string[]; part?: "review" | "reply"; text?: string };
  created_at: Date | string;
  updated_at: Date | string;
};

type ItemReportRow = {
  item_id: string;
  id: string;
  reporter_id: string;
  reporter_first: string;
  reporter_last: string;
  category: ReportCategory;
  details: string | null;
  context: ReportContext;
  status: ReportStatus;
  created_at: Date | string;
};

const ITEM_SELECT = sql`select i.id, i.kind, i.target_type, i.target_id, i.subject_user_id, s.first_name as subject_first,
  s.last_name as subject_last, i.status, i.claimed_by, c.first_name as claimer_first, c.last_name as claimer_last,
  i.outcome, i.details, i.created_at, i.updated_at
  from moderation_items i join users s on s.id = i.subject_user_id left join users c on c.id = i.claimed_by`;

/** The reports behind each item, oldest first. */
async function reportsOf(db: Db, items: readonly ItemRow[]): Promise<Map<string, ItemReportRow[]>> {
  const byItem = new Map<string, ItemReportRow[]>(items.map((i) => [i.id, []]));
  if (items.length === 0) return byItem;
  const keys = JSON.stringify(items.map((i) => ({ id: i.id, kind: i.kind, subject: i.subject_user_id })));
  const rows = await queryRows<ItemReportRow>(
    db,
    sql`with k as (select * from jsonb_to_recordset(${keys}::jsonb) as k(id uuid, kind text, subject uuid))
    select k.id as item_id, r.id, r.reporter_id, u.first_name as reporter_first, u.last_name as reporter_last,
      r.category, r.details, r.context, r.status, r.created_at
    from k join moderation_items i on i.id = k.id
    join reports r on (k.kind = 'reports' and r.item_id = k.id)
      or (k.kind = 'many-reports' and r.subject_user_id = k.subject
        and r.created_at > i.created_at - make_interval(days => ${MANY_REPORTS_DAYS}))
    join users u on u.id = r.reporter_id
    order by r.created_at, r.id`,
  );
  for (const row of rows) byItem.get(row.item_id)?.push(row);
  return byItem;
}

/** Each reporter's share of settled reports that ended in action; null when none is settled. */
async function trackRecords(db: Db, reporterIds: readonly string[]): Promise<Map<string, number | null>> {
  if (reporterIds.length === 0) return new Map();
  const rows = await queryRows<{ reporter_id: string; settled: number; actioned: number }>(
    db,
    sql`select reporter_id, count(*) filter (where status <> 'received')::int as settled,
      count(*) filter (where status = 'action-taken')::int as actioned
    from reports where reporter_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify([...new Set(reporterIds)])}::jsonb))
    group by reporter_id`,
  );
  return new Map(rows.map((r) => [r.reporter_id, r.settled > 0 ? r.actioned / r.settled : null]));
}

function flagSummary(row: ItemRow): string {
  const name = shortName(row.subject_first, row.subject_last);
  if (row.kind === "contact-details") return `${name} sent contact details before a booking`;
  if (row.kind === "many-reports") return `${name} was reported by several people`;
  if (row.kind === "held-review") return `${name}'s ${row.details.part ?? "review"} is held: contact details or a link`;
  return `${name}`;
}

function present(row: ItemRow, reports: readonly ItemReportRow[], records: Map<string, number | null>): ModerationItem {
  const reporters = [...new Set(reports.map((r) => r.reporter_id))];
  const categories = [...new Set(reports.map((r) => r.category))];
  const latest = reports.at(-1);
  return {
    id: row.id,
    kind: row.kind,
    targetType: row.target_type,
    targetId: row.target_id,
    summary: row.kind === "reports" && latest ? latest.context.summary : flagSummary(row),
    person: { id: row.subject_user_id, name: shortName(row.subject_first, row.subject_last) },
    ...priorityOf({ kind: row.kind, categories, trackRecords: reporters.map((id) => records.get(id) ?? null) }),
    status: row.status,
    claimedBy: row.claimed_by ? { id: row.claimed_by, name: shortName(row.claimer_first, row.claimer_last) } : null,
    reportCount: reports.length,
    reporterCount: reporters.length,
    categories,
    outcome: row.outcome,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Items not closed, unclaimed or claimed: the admin nav's badge. */
export async function openItemCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from moderation_items where status <> 'closed'`,
  );
  return row.n;
}

/** The queue, highest priority first (then oldest); without a status, the items not closed. */
export async function listQueue(
  db: Db,
  filter: { status?: ModerationStatus; kind?: ModerationKind },
): Promise<{ items: ModerationItem[]; openCount: number }> {
  const where = [
    filter.status ? sql`i.status = ${filter.status}` : sql`i.status <> 'closed'`,
    ...(filter.kind ? [sql`i.kind = ${filter.kind}`] : []),
  ];
  const rows = await queryRows<ItemRow>(
    db,
    sql`${ITEM_SELECT} where ${sql.join(where, sql` and `)} order by i.updated_at desc, i.id limit ${QUEUE_MAX}`,
  );
  const reports = await reportsOf(db, rows);
  const records = await trackRecords(
    db,
    [...reports.values()].flat().map((r) => r.reporter_id),
  );
  const items = rows
    .map((row) => present(row, reports.get(row.id) ?? [], records))
    .sort((a, b) => b.priority - a.priority || a.createdAt.localeCompare(b.createdAt));
  return { items, openCount: await openItemCount(db) };
}

export async function loadItem(db: Db, id: string): Promise<ItemRow> {
  if (!isUuid(id)) throw notFound(ITEM_NOT_FOUND);
  const [row] = await queryRows<ItemRow>(db, sql`${ITEM_SELECT} where i.id = ${id}::uuid`);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row;
}

/** Flagged messages the detail shows: the newest few. */
const FLAG_MESSAGES = 10;

export async function itemDetail(db: Db, id: string): Promise<ModerationItemDetail> {
  const row = await loadItem(db, id);
  const reports = (await reportsOf(db, [row])).get(row.id) ?? [];
  const records = await trackRecords(
    db,
    reports.map((r) => r.reporter_id),
  );
  const history = await queryRows<{
    id: string;
    action: ModerationAction;
    reason: string;
    admin_id: string | null;
    first_name: string | null;
    last_name: string | null;
    limited_until: Date | string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select a.id, a.action, a.reason, a.admin_id, u.first_name, u.last_name, a.limited_until, a.created_at
    from moderation_actions a left join users u on u.id = a.admin_id
    where a.subject_user_id = ${row.subject_user_id}::uuid order by a.created_at desc, a.id desc limit 50`,
  );
  const [standing] = await queryRows<{ suspended_at: Date | string | null; limited_until: Date | string | null }>(
    db,
    sql`select suspended_at, case when limited_until > now() then limited_until end as limited_until
    from users where id = ${row.subject_user_id}::uuid`,
  );
  const flagged = (row.details.messageIds ?? []).slice(-FLAG_MESSAGES);
  const flagMessages = flagged.length
    ? await queryRows<{ id: string; sender_id: string; content: string; created_at: Date | string }>(
        db,
        sql`select id, sender_id, content, created_at from messages
        where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(flagged)}::jsonb))
        order by created_at, id`,
      )
    : [];
  const name = shortName(row.subject_first, row.subject_last);
  return {
    item: present(row, reports, records),
    reports: reports.map((r) => ({
      id: r.id,
      reporter: { id: r.reporter_id, name: shortName(r.reporter_first, r.reporter_last) },
      reporterTrackRecord: records.get(r.reporter_id) ?? null,
      category: r.category,
      details: r.details,
      context: r.context,
      status: r.status,
      createdAt: toIso(r.created_at),
    })),
    flagNote:
      row.kind === "contact-details"
        ? `Contact details in ${row.details.messageIds?.length ?? 0} message(s) to ${row.details.receiverIds?.length ?? 0} person(s) without a booking`
        : row.kind === "many-reports"
          ? `${new Set(reports.map((r) => r.reporter_id)).size} people reported ${name} or their content within ${MANY_REPORTS_DAYS} days`
          : row.kind === "held-review"
            ? `Held ${row.details.part ?? "review"}, not shown until approved: "${row.details.text ?? ""}"`
            : null,
    flagMessages: flagMessages.map((m) => ({
      id: m.id,
      senderId: m.sender_id,
      senderName: name,
      content: m.content,
      createdAt: toIso(m.created_at),
      reported: true,
    })),
    history: history.map((h) => ({
      id: h.id,
      action: h.action,
      reason: h.reason,
      admin: h.admin_id ? { id: h.admin_id, name: shortName(h.first_name, h.last_name) } : null,
      limitedUntil: toIso(h.limited_until),
      createdAt: toIso(h.created_at),
    })),
    standing: { suspended: standing?.suspended_at != null, limitedUntil: toIso(standing?.limited_until ?? null) },
  };
}
