// What each kind of report target is: how to load it for a reporter (null when it does not exist or
// the reporter cannot see it, which answers the same 404), who owns it, and the snapshot attached to
// the report.
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { ReportContext, ReportTargetType } from "../../../contract/reports";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { COUNTED } from "../reviews/rating";
import { getTask } from "../tasks/service";

export interface LoadedTarget {
  /** The person the target belongs to (the one reported). */
  ownerId: string;
  ownerName: string;
  context: ReportContext;
}

export interface TargetSpec {
  load(db: Db, reporter: UserRow, id: string): Promise<LoadedTarget | null>;
}

/** Messages on either side of a reported one that its snapshot keeps. */
export const MESSAGE_NEIGHBOURS = 5;

type PersonRow = { id: string; first_name: string; last_name: string; display_name: string | null };
const nameOf = (p: { first_name: string; last_name: string; display_name?: string | null }) =>
  p.display_name?.trim() || shortName(p.first_name, p.last_name);

const profile: TargetSpec = {
  // A person can be reported by anyone who can see them: a listed tasker, or someone they talk with.
  async load(db, reporter, id) {
    const [row] = await queryRows<PersonRow & { bio: string | null; location: string | null; listed: boolean }>(
      db,
      sql`select u.id, u.first_name, u.last_name, tp.display_name, tp.bio, tp.location, coalesce(tp.is_listed, false) as listed
      from users u left join tasker_profiles tp on tp.user_id = u.id
      where u.id = ${id}::uuid and u.deleted_at is null and (coalesce(tp.is_listed, false) or u.id = ${reporter.id}::uuid
        or exists (select 1 from conversations c where (c.user_a, c.user_b) in ((u.id, ${reporter.id}::uuid), (${reporter.id}::uuid, u.id))))`,
    );
    if (!row) return null;
    const fields = [{ label: "Name", value: nameOf(row) }];
    if (row.bio) fields.push({ label: "About", value: row.bio });
    if (row.location) fields.push({ label: "Area", value: row.location });
    return { ownerId: row.id, ownerName: nameOf(row), context: { summary: `Profile of ${nameOf(row)}`, fields } };
  },
};

const message: TargetSpec = {
  // Only the two people in the conversation see a message; a hidden one is gone for them.
  async load(db, reporter, id) {
    const [row] = await queryRows<{ conversation_id: string; sender_id: string }>(
      db,
      sql`select m.conversation_id, m.sender_id from messages m
      join conversations c on c.id = m.conversation_id
      where m.id = ${id}::uuid and m.hidden_at is null and ${reporter.id}::uuid in (c.user_a, c.user_b)`,
    );
    if (!row) return null;
    const around = await queryRows<
      PersonRow & { message_id: string; sender_id: string; content: string; at: Date | string }
    >(
      db,
      sql`with target as (select created_at, id from messages where id = ${id}::uuid),
      before as (select m.* from messages m, target where m.conversation_id = ${row.conversation_id}::uuid
        and (m.created_at, m.id) < (target.created_at, target.id) order by m.created_at desc, m.id desc limit ${MESSAGE_NEIGHBOURS}),
      after as (select m.* from messages m, target where m.conversation_id = ${row.conversation_id}::uuid
        and (m.created_at, m.id) > (target.created_at, target.id) order by m.created_at, m.id limit ${MESSAGE_NEIGHBOURS}),
      picked as (select * from before union all select * from after union all select * from messages where id = ${id}::uuid)
      select p.id as message_id, p.sender_id, p.content, p.created_at as at, u.id, u.first_name, u.last_name, tp.display_name
      from picked p join users u on u.id = p.sender_id left join tasker_profiles tp on tp.user_id = u.id
      order by p.created_at, p.id`,
    );
    const sender = around.find((m) => m.message_id === id)!;
    return {
      ownerId: row.sender_id,
      ownerName: nameOf(sender),
      context: {
        summary: `Message from ${nameOf(sender)}`,
        fields: [],
        messages: around.map((m) => ({
          id: m.message_id,
          senderId: m.sender_id,
          senderName: nameOf(m),
          content: m.content,
          createdAt: toIso(m.at),
          reported: m.message_id === id,
        })),
      },
    };
  },
};

const task: TargetSpec = {
  // Whoever may read the task (tasks/service.ts) may report it.
  async load(db, reporter, id) {
    const read = await getTask(db, reporter, id).catch(() => null);
    if (!read) return null;
    const [owner] = await queryRows<PersonRow>(
      db,
      sql`select id, first_name, last_name, null as display_name from users where id = ${read.customerId}::uuid`,
    );
    const fields = [
      { label: "Title", value: read.title },
      { label: "Description", value: read.description },
      { label: "Category", value: read.categoryName },
      { label: "Status", value: read.status },
    ];
    if (read.budget) fields.push({ label: "Budget (USD)", value: read.budget });
    return {
      ownerId: owner.id,
      ownerName: nameOf(owner),
      context: { summary: `Task '${read.title}'`, fields },
    };
  },
};

const offer: TargetSpec = {
  // An offer is seen by its task's customer and by its tasker (who may not report it: it is theirs).
  async load(db, reporter, id) {
    const [row] = await queryRows<
      PersonRow & {
        message: string | null;
        proposed_rate: string;
        estimated_duration: number | null;
        status: string;
        title: string;
      }
    >(
      db,
      sql`select u.id, u.first_name, u.last_name, tp.display_name, o.message, o.proposed_rate, o.estimated_duration, o.status, t.title
      from task_offers o join tasks t on t.id = o.task_id join users u on u.id = o.tasker_id
      left join tasker_profiles tp on tp.user_id = u.id
      where o.id = ${id}::uuid and o.hidden_at is null and (t.customer_id = ${reporter.id}::uuid or o.tasker_id = ${reporter.id}::uuid)`,
    );
    if (!row) return null;
    const fields = [
      { label: "Task", value: row.title },
      { label: "Rate (USD/hour)", value: row.proposed_rate },
      { label: "Status", value: row.status },
    ];
    if (row.estimated_duration != null) fields.push({ label: "Hours", value: String(row.estimated_duration) });
    if (row.message) fields.push({ label: "Message", value: row.message });
    return {
      ownerId: row.id,
      ownerName: nameOf(row),
      context: { summary: `Offer from ${nameOf(row)} on '${row.title}'`, fields },
    };
  },
};

const review: TargetSpec = {
  // A shown review: a customer's of a tasker is public; a tasker's of a customer is seen by the booking's two people.
  async load(db, reporter, id) {
    const [row] = await queryRows<
      PersonRow & {
        rating: number;
        comment: string | null;
        reply: string | null;
        about_first: string;
        about_last: string;
      }
    >(
      db,
      sql`select u.id, u.first_name, u.last_name, null as display_name, r.rating, r.comment,
        case when r.reply_held_at is null then r.reply end as reply, a.first_name as about_first, a.last_name as about_last
      from reviews r join users u on u.id = r.reviewer_id join users a on a.id = r.reviewee_id
      where r.id = ${id}::uuid and ${COUNTED} and (r.direction = 'customer_to_tasker'
        or ${reporter.id}::uuid in (r.reviewer_id, r.reviewee_id))`,
    );
    if (!row) return null;
    const fields = [{ label: "Rating", value: `${row.rating} of 5` }];
    if (row.comment) fields.push({ label: "Comment", value: row.comment });
    if (row.reply) fields.push({ label: "Reply", value: row.reply });
    const about = shortName(row.about_first, row.about_last);
    return {
      ownerId: row.id,
      ownerName: nameOf(row),
      context: { summary: `Review of ${about} by ${nameOf(row)}`, fields },
    };
  },
};

export const REPORT_TARGETS: Record<ReportTargetType, TargetSpec> = { profile, message, task, offer, review };

export async function loadTarget(db: Db, reporter: UserRow, type: ReportTargetType, id: string) {
  if (!isUuid(id)) return null;
  return REPORT_TARGETS[type].load(db, reporter, id);
}
