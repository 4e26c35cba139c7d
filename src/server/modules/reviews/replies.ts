// Replies: the person reviewed may answer a published review once, publicly, within
// REPLY_WINDOW_DAYS of its publication (plain text, REPLY_MAX characters). A reply with contact
// details or a link is held for moderation (stored, not shown) like a review; otherwise the
// reviewer is told at once (`review.replied`), or when an admin approves the held reply.
import { sql } from "drizzle-orm";
import { hasContactDetailsOrLink } from "../../../contract/messages";
import { REPLY_WINDOW_DAYS, REVIEW_MESSAGES, type ReplyResult } from "../../../contract/reviews";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { toIso } from "../../lib/dates";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { flagHeldReview } from "../moderation/flags";
import { COUNTED } from "./rating";

const DAY_MS = 86_400_000;
const NOT_FOUND = "Review not found";

interface ReplyTarget {
  id: string;
  booking_id: string;
  reviewer_id: string;
  reviewee_id: string;
  customer_id: string;
  tasker_id: string;
  direction: string;
  published_at: Date | string;
  reply: string | null;
}

export async function replyToReview(db: Db, user: UserRow, reviewId: string, text: string): Promise<ReplyResult> {
  if (!isUuid(reviewId)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [r] = await queryRows<ReplyTarget>(
      tx,
      sql`select r.id::text, r.booking_id::text, r.reviewer_id::text, r.reviewee_id::text, b.customer_id::text,
        b.tasker_id::text, r.direction, r.published_at, r.reply
      from reviews r join bookings b on b.id = r.booking_id where r.id = ${reviewId}::uuid and ${COUNTED}
      for update of r`,
    );
    // A tasker's review of a customer is seen by the two of them only: anyone else gets the 404 of no review.
    const sees = r && (r.direction === "customer_to_tasker" || [r.reviewer_id, r.reviewee_id].includes(user.id));
    if (!r || !sees) throw notFound(NOT_FOUND);
    if (r.reviewee_id !== user.id) throw forbidden(REVIEW_MESSAGES.notYours);
    if (r.reply != null) throw conflict(REVIEW_MESSAGES.replyOnce);
    if (Date.now() > new Date(r.published_at).getTime() + REPLY_WINDOW_DAYS * DAY_MS)
      throw conflict(REVIEW_MESSAGES.replyEnded);
    const reply = text.trim();
    const held = hasContactDetailsOrLink(reply);
    const [saved] = await queryRows<{ replied_at: Date | string }>(
      tx,
      sql`update reviews set reply = ${reply}, replied_at = now(), reply_held_at = ${held ? sql`now()` : null}
      where id = ${reviewId}::uuid returning replied_at`,
    );
    if (held) await flagHeldReview(tx, { reviewId, authorId: user.id, part: "reply", text: reply });
    else await recordEvents(tx, replied(r));
    return { reviewId, reply, repliedAt: toIso(saved.replied_at), held };
  });
}

/** The reviewer is told of the reply (when it is posted, or approved after being held). */
export const replied = (r: {
  id: string;
  booking_id: string;
  customer_id: string;
  tasker_id: string;
  reviewer_id: string;
}) =>
  ({
    type: "review.replied",
    bookingId: r.booking_id,
    customerId: r.customer_id,
    taskerId: r.tasker_id,
    reviewId: r.id,
    reviewerId: r.reviewer_id,
  }) as const;
