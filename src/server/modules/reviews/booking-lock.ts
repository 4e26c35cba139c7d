// A booking as reviews need it, locked (`for no key update`, as every refund locks it): the two
// reviews of one booking, and a review and a refund of it, are decided one after the other.
import { sql } from "drizzle-orm";
import { REVIEW_WINDOW_DAYS, type ReviewDirection } from "../../../contract/reviews";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";

export interface ReviewedBooking {
  id: string;
  customerId: string;
  taskerId: string;
  /** The tasker's profile (null if they no longer have one). */
  profileId: string | null;
  status: string;
  completedAt: Date | null;
  /** The end of the review window; null until completed. */
  windowEndsAt: Date | null;
  /** The viewer's side. */
  role: "customer" | "tasker";
  direction: ReviewDirection;
  /** The other side's user id and short name. */
  otherId: string;
  otherFirst: string;
  otherLast: string;
}

const DAY_MS = 86_400_000;

export const windowEnd = (completedAt: Date) => new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** The booking if `userId` is one of its people (else the same 404 as for no booking); locked when asked. */
export async function reviewedBooking(
  db: Db,
  userId: string,
  bookingId: string,
  lock: boolean,
): Promise<ReviewedBooking> {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  const [b] = await queryRows<{
    id: string;
    customer_id: string;
    tasker_id: string;
    profile_id: string | null;
    status: string;
    completed_at: Date | string | null;
    c_first: string;
    c_last: string;
    t_first: string;
    t_last: string;
  }>(
    db,
    sql`select b.id::text, b.customer_id::text, b.tasker_id::text, p.id::text as profile_id, b.status, b.completed_at,
      cu.first_name as c_first, cu.last_name as c_last, tu.first_name as t_first, tu.last_name as t_last
    from bookings b left join tasker_profiles p on p.user_id = b.tasker_id
      join users cu on cu.id = b.customer_id join users tu on tu.id = b.tasker_id
    where b.id = ${bookingId}::uuid ${lock ? sql`for no key update of b` : sql``}`,
  );
  if (!b || (b.customer_id !== userId && b.tasker_id !== userId)) throw notFound("Booking not found");
  const customer = b.customer_id === userId;
  const completedAt = b.status === "completed" && b.completed_at ? new Date(b.completed_at) : null;
  return {
    id: b.id,
    customerId: b.customer_id,
    taskerId: b.tasker_id,
    profileId: b.profile_id,
    status: b.status,
    completedAt,
    windowEndsAt: completedAt ? windowEnd(completedAt) : null,
    role: customer ? "customer" : "tasker",
    direction: customer ? "customer_to_tasker" : "tasker_to_customer",
    otherId: customer ? b.tasker_id : b.customer_id,
    otherFirst: customer ? b.t_first : b.c_first,
    otherLast: customer ? b.t_last : b.c_last,
  };
}
