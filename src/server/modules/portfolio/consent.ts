// Consent for a booking's photos: the tasker of a completed booking asks its customer once whether
// the booking's photos (its task's photos, which are private) may be shown in the tasker's public
// portfolio; the customer grants or declines, and may change their mind later. Only after a grant can
// the tasker add them, as public copies (copy.ts): the private originals stay as they are.
// Someone who is neither side of the booking gets 404, as if it did not exist.
import { sql } from "drizzle-orm";
import {
  CONSENT_ALREADY_ASKED,
  CONSENT_BOOKING_NOT_FOUND,
  CONSENT_NOT_ASKED,
  CONSENT_NO_PHOTOS,
  CONSENT_NOT_GRANTED,
  CONSENT_ONLY_COMPLETED,
  CONSENT_PHOTO_NOT_OF_BOOKING,
  consentActions,
  consentStatusOf,
  MAX_PORTFOLIO_PHOTOS,
  PORTFOLIO_LIMIT_REACHED,
  type PortfolioConsent,
  type PortfolioFromBooking,
  type PortfolioItem,
} from "../../../contract/portfolio";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { bookingParties } from "../../events/task-ref";
import { recordEvents } from "../../events/record";
import { toIso } from "../../lib/dates";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { ObjectStorage } from "../../lib/storage";
import { bookingPhotoIds, copyAsPublic, removeBookingCopies } from "./copy";
import { appendItems, portfolioOf, requirePortfolioOwner, shownCount } from "./service";

interface BookingConsentRow {
  id: string;
  customer_id: string;
  tasker_id: string;
  status: string;
  asked_at: PgTimestamp | null;
  answered_at: PgTimestamp | null;
  granted: boolean | null;
}

/** The booking with its consent, if `userId` is one of its two sides; `lock` holds the booking row. */
async function bookingOf(db: Db, userId: string, bookingId: string, lock = false): Promise<BookingConsentRow> {
  if (!isUuid(bookingId)) throw notFound(CONSENT_BOOKING_NOT_FOUND);
  const [row] = await queryRows<BookingConsentRow>(
    db,
    sql`select b.id, b.customer_id, b.tasker_id, b.status, c.asked_at, c.answered_at, c.granted
    from bookings b left join portfolio_consents c on c.booking_id = b.id
    where b.id = ${bookingId}::uuid ${lock ? sql`for no key update of b` : sql``}`,
  );
  if (!row || (row.customer_id !== userId && row.tasker_id !== userId)) throw notFound(CONSENT_BOOKING_NOT_FOUND);
  return row;
}

function toConsent(row: BookingConsentRow, userId: string): PortfolioConsent {
  const status = consentStatusOf(row.asked_at, row.granted);
  const side = userId === row.tasker_id ? "tasker" : userId === row.customer_id ? "customer" : null;
  return {
    bookingId: row.id,
    status,
    askedAt: toIso(row.asked_at),
    answeredAt: toIso(row.answered_at),
    ...consentActions(side, row.status, status),
  };
}

export async function readConsent(db: Db, userId: string, bookingId: string): Promise<PortfolioConsent> {
  return toConsent(await bookingOf(db, userId, bookingId), userId);
}

export async function askConsent(db: Db, userId: string, bookingId: string): Promise<PortfolioConsent> {
  await db.transaction(async (tx) => {
    const booking = await bookingOf(tx, userId, bookingId, true);
    if (booking.tasker_id !== userId) throw forbidden("Only the booking's tasker can ask to show its photos.");
    if (booking.status !== "completed") throw conflict(CONSENT_ONLY_COMPLETED);
    if (booking.asked_at) throw conflict(CONSENT_ALREADY_ASKED);
    await tx.execute(sql`insert into portfolio_consents (booking_id) values (${bookingId}::uuid)`);
    await recordEvents(tx, {
      type: "portfolio-consent.asked",
      bookingId,
      ...(await bookingParties(tx, bookingId)),
      actorId: userId,
    });
  });
  return readConsent(db, userId, bookingId);
}

export async function answerConsent(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  bookingId: string,
  granted: boolean,
): Promise<PortfolioConsent> {
  const keys = await db.transaction(async (tx): Promise<string[]> => {
    const booking = await bookingOf(tx, userId, bookingId, true);
    if (booking.customer_id !== userId) throw forbidden("Only the booking's customer can answer.");
    if (!booking.asked_at) throw badRequest(CONSENT_NOT_ASKED);
    if (booking.granted === granted) return [];
    await tx.execute(
      sql`update portfolio_consents set granted = ${granted}, answered_at = now() where booking_id = ${bookingId}::uuid`,
    );
    // Withdrawn: the copies already shown leave the portfolio, and their public objects go.
    const removed = granted ? [] : await removeBookingCopies(tx, bookingId, userId);
    const parties = await bookingParties(tx, bookingId);
    await recordEvents(tx, {
      type: granted ? "portfolio-consent.granted" : "portfolio-consent.declined",
      bookingId,
      ...parties,
      actorId: userId,
    });
    if (removed.length)
      await recordEvents(tx, { type: "tasker.changed", taskerId: parties.taskerId, what: "portfolio" });
    return removed;
  });
  await storage.delete(keys);
  return readConsent(db, userId, bookingId);
}

/**
 * Public copies of some of a booking's task photos join the tasker's portfolio: 403 unless the
 * customer granted consent (never asked, waiting or declined alike); 400 for a photo that is not
 * the booking's.
 */
export async function addFromBooking(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  input: PortfolioFromBooking,
): Promise<PortfolioItem[]> {
  const ids = await db.transaction(async (tx) => {
    await requirePortfolioOwner(tx, userId, true);
    const booking = await bookingOf(tx, userId, input.bookingId);
    if (booking.tasker_id !== userId) throw forbidden("Only the booking's tasker can show its photos.");
    if (booking.granted !== true) throw forbidden(CONSENT_NOT_GRANTED);
    const ofBooking = await bookingPhotoIds(tx, input.bookingId);
    const wanted = input.photoIds ? [...new Set(input.photoIds.map((id) => id.toLowerCase()))] : ofBooking;
    if (wanted.length === 0) throw badRequest(CONSENT_NO_PHOTOS);
    if (wanted.some((id) => !ofBooking.includes(id)))
      throw badRequest(CONSENT_PHOTO_NOT_OF_BOOKING, { photoIds: CONSENT_PHOTO_NOT_OF_BOOKING });
    // Checked before copying too, so a full portfolio copies nothing.
    if ((await shownCount(tx, userId)) + wanted.length > MAX_PORTFOLIO_PHOTOS)
      throw badRequest(PORTFOLIO_LIMIT_REACHED);
    const copies = await copyAsPublic(tx, storage, userId, wanted);
    return appendItems(
      tx,
      userId,
      copies.map((photoId) => ({ photoId, caption: input.caption, categoryId: null, bookingId: input.bookingId })),
    );
  });
  const items = await portfolioOf(db, userId);
  return items.filter((item) => ids.includes(item.id));
}
