// Reading bookings: one SELECT with the task, both parties, the card's brand/last 4, the review, a
// pending reschedule proposal and the booking's money read from the ledger (`totals`), the one
// source of every amount a screen shows about a booking.
import { sql, type SQL } from "drizzle-orm";
import type { Booking } from "../../../contract/bookings";
import type { PhotoView } from "../../../contract/photos";
import { displayName, initialsFor } from "../../../contract/tasker-display";
import type { Database } from "../../db/connect";
import { queryPrepared, type Row } from "../../db/query";
import { toIso } from "../../lib/dates";
import { shortName } from "../../../contract/names";
import { fromCents, toCents } from "../../../contract/money";
import { consentStatusOf } from "../../../contract/portfolio";
import { taskPhotoRowsJson } from "../photo-attachments/attach";
import { photoViewsOf, type PhotoRow } from "../photos/views";

// The view booking_rows (migration 0044) is that SELECT; create_booking answers with its rows too.
/** A booking as it is shown, with its task's photos (rendered by `photoViewsOf`). */
export const BOOKING_SELECT = sql`select b.*, ${taskPhotoRowsJson(sql`b.task_id`)} as task_photos,
  pc.asked_at as consent_asked_at, pc.answered_at as consent_answered_at, pc.granted as consent_granted
  from booking_rows b left join portfolio_consents pc on pc.booking_id = b.id`;

const str = (v: unknown) => (v == null ? null : String(v));

/**
 * What went back to the card, whatever sent it: the part of the authorization a cancellation
 * released, plus every refund journal of the booking (a dispute's settlement). Null when nothing was.
 */
function refundAmount(row: Row): string | null {
  const refunds = row.card_refund_cents == null ? null : Number(row.card_refund_cents);
  if (row.refund_amount == null && refunds == null) return null;
  return fromCents(toCents(str(row.refund_amount) ?? "0") + (refunds ?? 0));
}

const cents = (v: unknown) => (v == null ? 0 : Number(v));

/**
 * The booking's money from its ledger entries. The card's account goes down by what is held or
 * taken from it and up by what goes back, so its balance is the total the customer pays: the hold
 * still open (taken at completion) plus what was charged (the job, approved price changes, tips)
 * less refunds. A booking without ledger entries shows its booked total.
 */
function totals(row: Row): Booking["totals"] {
  const ledger = cents(row.entries) > 0;
  const totalCents = ledger
    ? -cents(row.card_cents)
    : row.status === "cancelled"
      ? 0
      : toCents(String(row.total_amount));
  const onHoldCents = ledger ? cents(row.on_hold_cents) : totalCents;
  return {
    priceChanges: fromCents(-cents(row.changes_cents)),
    tips: fromCents(-cents(row.tips_cents)),
    onHold: fromCents(onHoldCents),
    charged: fromCents(totalCents - onHoldCents),
    total: fromCents(totalCents),
    taskerHeld: fromCents(cents(row.held_cents)),
  };
}

/** A booking as its customer, its tasker or an admin reads it, with its task's photos. */
export function presentBooking(row: Row, photos: PhotoView[]): Booking {
  const customerName = shortName(row.cu_first, row.cu_last);
  const taskerName = displayName(
    str(row.tasker_bio),
    str(row.tu_first),
    str(row.tu_last),
    String(row.tasker_profile_id ?? row.tasker_id),
  );
  return {
    id: String(row.id),
    taskId: String(row.task_id),
    taskTitle: String(row.task_title),
    taskLocation: String(row.task_location),
    taskPhotos: photos,
    categoryName: String(row.category_name),
    offerId: str(row.offer_id),
    customerId: String(row.customer_id),
    taskerId: String(row.tasker_id),
    taskerProfileId: str(row.tasker_profile_id),
    customer: {
      id: String(row.customer_id),
      name: customerName,
      initials: initialsFor(customerName, String(row.customer_id)),
      profileImage: str(row.cu_image),
    },
    tasker: {
      id: String(row.tasker_id),
      name: taskerName,
      initials: initialsFor(taskerName, String(row.tasker_id)),
      profileImage: str(row.tu_image),
    },
    scheduledDate: toIso(row.scheduled_date as Date),
    endsAt: toIso(row.ends_at as Date | null),
    duration: row.duration == null ? null : Number(row.duration),
    hourlyRate: str(row.hourly_rate),
    subtotal: str(row.subtotal),
    serviceFee: str(row.service_fee),
    totalAmount: String(row.total_amount),
    totals: totals(row),
    status: String(row.status) as Booking["status"],
    paymentStatus: String(row.payment_status) as Booking["paymentStatus"],
    card: row.card_brand || row.card_last4 ? { brand: str(row.card_brand), last4: str(row.card_last4) } : null,
    createdAt: toIso(row.created_at as Date),
    startedAt: toIso(row.started_at as Date | null),
    completedAt: toIso(row.completed_at as Date | null),
    cancelledAt: toIso(row.cancelled_at as Date | null),
    cancelledBy: str(row.cancelled_by),
    cancellationFee: str(row.cancellation_fee),
    refundAmount: refundAmount(row),
    review: row.review_id
      ? {
          id: String(row.review_id),
          rating: Number(row.review_rating),
          comment: str(row.review_comment),
          createdAt: toIso(row.review_created_at as Date),
        }
      : null,
    portfolioConsent: {
      status: consentStatusOf(row.consent_asked_at, (row.consent_granted as boolean | null | undefined) ?? null),
      askedAt: toIso(row.consent_asked_at as Date | null | undefined),
      answeredAt: toIso(row.consent_answered_at as Date | null | undefined),
    },
    pendingReschedule: row.rs_id
      ? {
          id: String(row.rs_id),
          proposedBy: row.rs_by === row.tasker_id ? "tasker" : "customer",
          scheduledDate: toIso(row.rs_start as Date)!,
          endsAt: toIso(row.rs_end as Date)!,
          status: "pending",
          createdAt: toIso(row.rs_created as Date)!,
        }
      : null,
  };
}

// Prepared (query.ts): planning this many joins costs several times more than running them.
const taskPhotosOf = (database: Database, row: Row) =>
  photoViewsOf(database.db, (row.task_photos as PhotoRow[] | null) ?? []);

export async function selectBookings(
  database: Database,
  where: SQL,
  order: SQL = sql`b.scheduled_date`,
): Promise<Booking[]> {
  const rows = await queryPrepared<Row>(database, sql`${BOOKING_SELECT} where ${where} order by ${order}`);
  return Promise.all(rows.map(async (row) => presentBooking(row, await taskPhotosOf(database, row))));
}

export async function selectBooking(database: Database, id: string): Promise<Booking | null> {
  const [row] = await queryPrepared<Row>(database, sql`${BOOKING_SELECT} where b.id = ${id}::uuid`);
  if (!row) return null;
  return presentBooking(row, await taskPhotosOf(database, row));
}

/** The SQLSTATE of a database error, also when the driver or Drizzle wraps it. */
