// Automatic entries of the moderation queue: contact details sent to someone the sender has no
// booking with (the masking rule of contract/messages.ts hid them from the receiver), a person
// reported by several people within a month, and a review or reply held for contact details or a link.
import { sql } from "drizzle-orm";
import { maskContactDetails } from "../../../contract/messages";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

/** Distinct reporters within MANY_REPORTS_DAYS that flag a person. */
export const MANY_REPORTERS = 3;
export const MANY_REPORTS_DAYS = 30;

/**
 * After a message is stored: when its receiver sees its contact details masked (no booking between
 * the two), the sender's "contact details before a booking" item is added, or refreshed with it.
 */
export async function flagContactDetails(
  tx: Db,
  message: { id: string; senderId: string; receiverId: string; content: string; booked: boolean },
): Promise<void> {
  if (message.booked || !maskContactDetails(message.content).masked) return;
  const evidence = JSON.stringify({ messageIds: [message.id], receiverIds: [message.receiverId] });
  await queryRows(
    tx,
    sql`insert into moderation_items (kind, target_type, target_id, subject_user_id, details)
    values ('contact-details', 'profile', ${message.senderId}::uuid, ${message.senderId}::uuid, ${evidence}::jsonb)
    on conflict (kind, target_type, target_id) where status <> 'closed' do update set
      updated_at = now(),
      details = jsonb_build_object(
        'messageIds', (moderation_items.details->'messageIds') || excluded.details->'messageIds',
        'receiverIds', (select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements(
          (moderation_items.details->'receiverIds') || excluded.details->'receiverIds') v))
    returning 1`,
  );
}

/** After a report: a person reported by MANY_REPORTERS people or more within the window gets a flag item. */
export async function flagManyReports(tx: Db, subjectUserId: string): Promise<void> {
  await queryRows(
    tx,
    sql`insert into moderation_items (kind, target_type, target_id, subject_user_id)
    select 'many-reports', 'profile', ${subjectUserId}::uuid, ${subjectUserId}::uuid
    where (select count(distinct reporter_id) from reports where subject_user_id = ${subjectUserId}::uuid
      and created_at > now() - make_interval(days => ${MANY_REPORTS_DAYS})) >= ${MANY_REPORTERS}
    on conflict (kind, target_type, target_id) where status <> 'closed' do update set updated_at = now()
    returning 1`,
  );
}

/** A review or a reply held for contact details or a link waits in the queue, its author the subject. */
export async function flagHeldReview(
  tx: Db,
  held: { reviewId: string; authorId: string; part: "review" | "reply"; text: string },
): Promise<void> {
  const details = JSON.stringify({ part: held.part, text: held.text });
  await queryRows(
    tx,
    sql`insert into moderation_items (kind, target_type, target_id, subject_user_id, details)
    values ('held-review', 'review', ${held.reviewId}::uuid, ${held.authorId}::uuid, ${details}::jsonb)
    on conflict (kind, target_type, target_id) where status <> 'closed' do update set updated_at = now(), details = excluded.details
    returning 1`,
  );
}
