// Claiming queue items and closing them with an action. An action is one transaction: its effect on
// the person or their content, the history row, the audit entry, the item closed, the reports behind
// it settled (action taken, or reviewed for a dismissal) and everyone concerned told.
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { ModerationActionInput } from "../../../contract/moderation";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { writeAudit } from "../../lib/audit";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { updateUserIn } from "../admin/users";
import { MANY_REPORTS_DAYS } from "./flags";
import { approveHeld, hideReview } from "../reviews/moderate";
import { personNotice, reporterNotice, type PersonAction } from "./notices";
import { ITEM_NOT_FOUND } from "./queue";
import { tell, type Telling } from "./tell";

type LockedItem = {
  id: string;
  kind: string;
  target_type: "profile" | "message" | "task" | "offer" | "review";
  details: { part?: "review" | "reply" } | null;
  target_id: string;
  subject_user_id: string;
  status: string;
  claimed_by: string | null;
  claimer_first: string | null;
  claimer_last: string | null;
  created_at: Date | string;
};

async function lockItem(tx: Db, id: string): Promise<LockedItem> {
  if (!isUuid(id)) throw notFound(ITEM_NOT_FOUND);
  const [row] = await queryRows<LockedItem>(
    tx,
    sql`select i.id, i.kind, i.target_type, i.target_id, i.subject_user_id, i.status, i.claimed_by, i.details,
      c.first_name as claimer_first, c.last_name as claimer_last, i.created_at
    from moderation_items i left join users c on c.id = i.claimed_by where i.id = ${id}::uuid for update of i`,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  if (row.status === "closed") throw conflict("This item is already closed.");
  return row;
}

const claimedByOther = (item: LockedItem, admin: UserRow) =>
  item.claimed_by !== null && item.claimed_by !== admin.id
    ? conflict(`${shortName(item.claimer_first, item.claimer_last)} has claimed this item.`)
    : null;

/** Claims an item for `admin` (again is fine); someone else's claim is a 409. */
export async function claimItem(db: Db, admin: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    const taken = claimedByOther(item, admin);
    if (taken) throw taken;
    await tx.execute(sql`update moderation_items set status = 'claimed', claimed_by = ${admin.id}::uuid,
      claimed_at = coalesce(claimed_at, now()), updated_at = now() where id = ${item.id}::uuid`);
  });
}

/** Gives back `admin`'s own claim; another admin's claim is a 409. */
export async function releaseItem(db: Db, admin: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    const taken = claimedByOther(item, admin);
    if (taken) throw taken;
    await tx.execute(sql`update moderation_items set status = 'open', claimed_by = null, claimed_at = null,
      updated_at = now() where id = ${item.id}::uuid`);
  });
}

const HIDDEN_TABLES = { message: sql`messages`, task: sql`tasks`, offer: sql`task_offers` } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Both people's conversation screens and caches hear that the message is gone. */
async function announceHiddenMessage(tx: Db, messageId: string): Promise<void> {
  const [m] = await queryRows<{ conversation_id: string; sender_id: string; receiver_id: string }>(
    tx,
    sql`select conversation_id, sender_id, receiver_id from messages where id = ${messageId}::uuid`,
  );
  if (m)
    await recordEvents(tx, {
      type: "message.changed",
      messageId,
      conversationId: m.conversation_id,
      senderId: m.sender_id,
      receiverId: m.receiver_id,
      what: "hidden",
    });
}

export async function actOnItem(
  db: Db,
  admin: UserRow,
  id: string,
  input: ModerationActionInput,
  origin: string,
  now = new Date(),
): Promise<void> {
  const { action, reason } = input;
  if (action === "limit" && input.days === undefined)
    throw badRequest("Say for how many days.", { days: "Say for how many days." });
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    const taken = claimedByOther(item, admin);
    if (taken) throw taken;
    const person = item.subject_user_id;
    const tellings: Telling[] = [];
    let limitedUntil: Date | null = null;
    let audit = { targetType: "user", targetId: person, before: {} as unknown, after: { reason } as unknown };

    if (action === "approve") {
      if (item.kind !== "held-review") throw badRequest("Only a held review or reply can be approved.");
      audit = await approveHeld(tx, item.target_id);
    } else if (action === "hide") {
      if (item.target_type === "profile")
        throw badRequest(
          "Only a message, a task, an offer or a review can be hidden. Warn, limit or suspend the person instead.",
        );
      // A review leaves the ratings (reviews/moderate.ts); a held reply alone is dropped, the review stays.
      if (item.target_type === "review") {
        const part = item.kind === "held-review" ? item.details?.part : undefined;
        audit = await hideReview(tx, item.target_id, part, reason, now);
      } else {
        const table = HIDDEN_TABLES[item.target_type];
        await tx.execute(sql`update ${table} set hidden_at = ${now.toISOString()}::timestamptz, hidden_reason = ${reason}
        where id = ${item.target_id}::uuid`);
        if (item.target_type === "message") await announceHiddenMessage(tx, item.target_id);
        audit = {
          targetType: item.target_type,
          targetId: item.target_id,
          before: { hidden: false },
          after: { hidden: true, reason },
        };
      }
    } else if (action === "limit") {
      limitedUntil = new Date(now.getTime() + input.days! * DAY_MS);
      const [before] = await queryRows<{ limited_until: Date | string | null }>(
        tx,
        sql`select limited_until from users where id = ${person}::uuid`,
      );
      await tx.execute(sql`update users set limited_until = ${limitedUntil.toISOString()}::timestamptz,
        limited_reason = ${reason} where id = ${person}::uuid`);
      audit.before = { limitedUntil: before?.limited_until ?? null };
      audit.after = { limitedUntil: limitedUntil.toISOString(), reason };
    } else if (action === "suspend") {
      // The admin users module's suspension: signs the person out everywhere, keeps the last admin.
      await updateUserIn(tx, admin.id, person, { suspended: true });
      audit.before = { suspended: false };
      audit.after = { suspended: true, reason };
    }

    const [history] = await queryRows<{ id: string }>(
      tx,
      sql`insert into moderation_actions (item_id, subject_user_id, admin_id, action, reason, limited_until)
      values (${item.id}::uuid, ${person}::uuid, ${admin.id}::uuid, ${action}, ${reason},
        ${limitedUntil?.toISOString() ?? null}::timestamptz) returning id`,
    );
    await writeAudit(tx, { actorId: admin.id, action: `moderation.${action}`, ...audit });
    await tx.execute(sql`update moderation_items set status = 'closed', outcome = ${action},
      claimed_by = ${admin.id}::uuid, closed_at = now(), updated_at = now() where id = ${item.id}::uuid`);

    const actioned = action !== "dismiss" && action !== "approve";
    const window = sql`r.subject_user_id = ${person}::uuid
      and r.created_at > ${new Date(item.created_at).toISOString()}::timestamptz - make_interval(days => ${MANY_REPORTS_DAYS})`;
    const settled = await queryRows<{ id: string; reporter_id: string }>(
      tx,
      sql`update reports r set status = ${actioned ? "action-taken" : "reviewed"}, resolved_at = now()
      where r.status = 'received' and (r.item_id = ${item.id}::uuid ${item.kind === "many-reports" ? sql`or (${window})` : sql``})
      returning r.id, r.reporter_id`,
    );
    const told = new Set<string>();
    for (const report of settled) {
      if (told.has(report.reporter_id)) continue;
      told.add(report.reporter_id);
      tellings.push(reporterNotice(report.reporter_id, report.id, actioned, origin));
    }
    if (actioned) tellings.push(personNotice(person, history.id, action as PersonAction, reason, limitedUntil));
    await tell(tx, origin, tellings);
  });
}
