// What moderation does to a review (moderation/actions.ts calls these in the action's transaction):
// approve publishes a held review or reply as it is; hide takes a review out of every list and
// rating (`hidden_at`, with the admin's reason), or drops a held reply alone, keeping the review.
// Either way the ratings are recounted, and the audit entry keeps what was there.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { notFound } from "../../lib/http-error";
import { recountBoth } from "./rating";
import { replied } from "./replies";

type Audit = { targetType: string; targetId: string; before: unknown; after: unknown };

interface Locked {
  id: string;
  booking_id: string | null;
  tasker_id: string;
  customer_id: string | null;
  tasker_user_id: string;
  comment: string | null;
  reply: string | null;
  held: boolean;
  reply_held: boolean;
  reviewer_id: string;
}

async function lockReview(tx: Db, id: string): Promise<Locked> {
  const [row] = await queryRows<Locked>(
    tx,
    sql`select r.id::text, r.booking_id::text, r.tasker_id::text, b.customer_id::text, tp.user_id::text as tasker_user_id,
      r.reviewer_id::text, r.comment, r.reply, r.held_at is not null as held, r.reply_held_at is not null as reply_held
    from reviews r join tasker_profiles tp on tp.id = r.tasker_id left join bookings b on b.id = r.booking_id
    where r.id = ${id}::uuid for update of r`,
  );
  if (!row) throw notFound("Review not found");
  return row;
}

/** After a review starts or stops counting: both ratings, and the public caches told. */
async function recount(tx: Db, r: Locked): Promise<void> {
  if (!r.customer_id || !r.booking_id) return;
  await recountBoth(tx, r.tasker_id, r.customer_id);
  await recordEvents(tx, {
    type: "review.published",
    bookingId: r.booking_id,
    customerId: r.customer_id,
    taskerId: r.tasker_user_id,
  });
}

export async function approveHeld(tx: Db, reviewId: string): Promise<Audit> {
  const r = await lockReview(tx, reviewId);
  await tx.execute(sql`update reviews set held_at = null, reply_held_at = null where id = ${reviewId}::uuid`);
  await recount(tx, r);
  if (r.reply_held && r.booking_id && r.customer_id)
    await recordEvents(
      tx,
      replied({ ...r, booking_id: r.booking_id, customer_id: r.customer_id, tasker_id: r.tasker_user_id }),
    );
  return {
    targetType: "review",
    targetId: reviewId,
    before: { held: r.held, replyHeld: r.reply_held },
    after: { held: false, replyHeld: false },
  };
}

export async function hideReview(
  tx: Db,
  reviewId: string,
  part: "review" | "reply" | undefined,
  reason: string,
  now: Date,
): Promise<Audit> {
  const r = await lockReview(tx, reviewId);
  if (part === "reply") {
    await tx.execute(
      sql`update reviews set reply = null, replied_at = null, reply_held_at = null where id = ${reviewId}::uuid`,
    );
    return { targetType: "review", targetId: reviewId, before: { reply: r.reply }, after: { reply: null, reason } };
  }
  await tx.execute(sql`update reviews set hidden_at = ${now.toISOString()}::timestamptz, hidden_reason = ${reason}
    where id = ${reviewId}::uuid`);
  await recount(tx, r);
  return {
    targetType: "review",
    targetId: reviewId,
    before: { hidden: false, comment: r.comment },
    after: { hidden: true, reason },
  };
}
