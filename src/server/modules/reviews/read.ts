// GET /api/bookings/{id}/reviews: the viewer's side of a booking's reviews. Before publication the
// viewer sees their own review and only whether the other side has submitted; once published, both
// (held or hidden ones left out) and the private note left for them.
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { BookingReviews, OwnReview, PublishedReview, SubRatings } from "../../../contract/reviews";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import type { UserRow } from "../../plugins/auth";
import { isRefundedJob } from "../bookings/refunded-jobs";
import { reviewedBooking } from "./booking-lock";

export interface ReviewRow {
  id: string;
  reviewer_id: string;
  direction: PublishedReview["direction"];
  rating: number;
  comment: string | null;
  punctuality: number | null;
  communication: number | null;
  quality: number | null;
  clear_instructions: number | null;
  on_time: number | null;
  respectful: number | null;
  private_note: string | null;
  created_at: Date | string;
  published_at: Date | string | null;
  held_at: Date | string | null;
  hidden_at: Date | string | null;
  withdrawn_at: Date | string | null;
  reply: string | null;
  replied_at: Date | string | null;
  reply_held_at: Date | string | null;
  first_name: string;
  last_name: string;
}

/** The sub-ratings given (those left blank are omitted). */
export function subRatingsOf(r: ReviewRow): SubRatings {
  const all: SubRatings = {
    punctuality: r.punctuality,
    communication: r.communication,
    quality: r.quality,
    clearInstructions: r.clear_instructions,
    onTime: r.on_time,
    respectful: r.respectful,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v != null));
}

const shown = (r: ReviewRow) => r.published_at != null && !r.held_at && !r.hidden_at && !r.withdrawn_at;

function toPublished(r: ReviewRow): PublishedReview {
  const replyShown = r.reply != null && !r.reply_held_at;
  return {
    id: r.id,
    direction: r.direction,
    reviewerName:
      shortName(r.first_name, r.last_name) || (r.direction === "customer_to_tasker" ? "Customer" : "Tasker"),
    rating: r.rating,
    comment: r.comment,
    subRatings: subRatingsOf(r),
    createdAt: toIso(r.created_at),
    publishedAt: toIso(r.published_at) ?? "",
    reply: replyShown ? r.reply : null,
    repliedAt: replyShown ? toIso(r.replied_at) : null,
  };
}

function toOwn(r: ReviewRow, othersCount: number): OwnReview {
  return {
    ...toPublished(r),
    publishedAt: toIso(r.published_at),
    privateNote: r.private_note,
    held: r.held_at != null,
    editable: r.published_at == null && othersCount === 0,
  };
}

export async function bookingReviews(db: Db, user: UserRow, bookingId: string): Promise<BookingReviews> {
  const b = await reviewedBooking(db, user.id, bookingId, false);
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select r.*, r.id::text as id, r.reviewer_id::text as reviewer_id, u.first_name, u.last_name
    from reviews r join users u on u.id = r.reviewer_id where r.booking_id = ${bookingId}::uuid order by r.created_at`,
  );
  const mine = rows.find((r) => r.reviewer_id === user.id) ?? null;
  const other = rows.find((r) => r.reviewer_id !== user.id) ?? null;
  const open = b.windowEndsAt != null && Date.now() < b.windowEndsAt.getTime() && b.profileId != null;
  return {
    bookingId: b.id,
    role: b.role,
    otherName: shortName(b.otherFirst, b.otherLast),
    windowEndsAt: toIso(b.windowEndsAt),
    canReview: !mine && open && !(await isRefundedJob(db, bookingId)),
    mine: mine ? toOwn(mine, other ? 1 : 0) : null,
    otherSubmitted: other != null,
    published: rows.filter(shown).map(toPublished),
    noteForYou: other && shown(other) ? other.private_note : null,
  };
}
