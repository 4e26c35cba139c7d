// The booking process (contract/booking-process.ts) on the server: every change of a booking's status
// is a transition fired here, checked against the process's graph (from which states, by whom), and
// done by that transition's effect (transitions.ts) in the caller's transaction, with the card
// processor's calls last, just before the commit. `book` is the database call create_booking
// (migration 0044) and `reschedule` the proposal's acceptance (reschedule.ts); both check here first.
import { sql } from "drizzle-orm";
import { BOOKING_PROCESS, type BookingTransition, type ProcessRole } from "../../../contract/booking-process";
import type { Booking } from "../../../contract/bookings";
import type { BookingStatus } from "../../../contract/constants";
import type { AppContext } from "../../context";
import type { Database, Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { mailOrigin } from "../../lib/mailer";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import type { PaymentProvider } from "../payments/provider";
import { selectBooking } from "./present";
import { TRANSITION_EFFECTS, type ProcessorStep } from "./transitions";

/** What a transition needs besides the database: the card processor, the payout hold, the mail origin. */
export interface ProcessContext {
  payments: PaymentProvider;
  holdHours: number;
  origin: string;
}

export const processContextOf = ({ payments, config }: AppContext): ProcessContext => ({
  payments,
  holdHours: config.PAYOUT_HOLD_HOURS,
  origin: mailOrigin(config),
});

/** Who fires a transition: a role, and the person (null for the card processor). */
export interface Actor {
  role: ProcessRole;
  userId: string | null;
}

/** The booking with its payment's processor reference, locked for this transaction (undefined: no such booking). */
export async function lockBookingRow(tx: Db, id: string): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await queryRows<Row>(
    tx,
    sql`select b.*, p.provider_ref from bookings b left join payments p on p.booking_id = b.id
    where b.id = ${id}::uuid for update of b`,
  );
  return row;
}

/** The booking, locked; 404 unless the user is its customer or tasker. */
export async function lockBooking(db: Db, user: UserRow, id: string): Promise<Row> {
  const row = await lockBookingRow(db, id);
  if (!row || (row.customer_id !== user.id && row.tasker_id !== user.id)) throw notFound("Booking not found");
  return row;
}

/** The role the user plays in the booking: its customer or its tasker. */
export const partyRole = (row: Row, user: UserRow): Actor => ({
  role: row.tasker_id === user.id ? "tasker" : "customer",
  userId: user.id,
});

const said = (status: unknown) => String(status).replace("_", " ");

/** Why a transition cannot be fired from the booking's state: the words each screen has always shown. */
function refusedState(name: BookingTransition, status: BookingStatus): string {
  switch (name) {
    case "start":
      return `This booking is ${said(status)} and cannot be started.`;
    case "complete":
      return status === "confirmed"
        ? "Start the job before completing it."
        : `This booking is ${said(status)} and cannot be completed.`;
    case "cancel":
      return "Only a confirmed booking that has not started can be cancelled.";
    case "reschedule":
      return "Only a confirmed booking that has not started can be moved.";
    default:
      return `This booking is ${said(status)}: it cannot be ${BOOKING_PROCESS[name].to === "cancelled" ? "cancelled" : `moved to ${said(BOOKING_PROCESS[name].to)}`} now.`;
  }
}

function refusedRole(name: BookingTransition): string {
  if (name === "start" || name === "complete") return `Only the tasker can ${name} this booking.`;
  return "You cannot make that change to this booking.";
}

/** Throws the 403 or 409 the process gives when `actor` may not fire `name` on the booking now. */
export function permit(name: BookingTransition, status: unknown, actor: Actor): void {
  const rule = BOOKING_PROCESS[name];
  if (!rule.by.includes(actor.role)) throw forbidden(refusedRole(name));
  if (!rule.from.includes(status as BookingStatus)) throw conflict(refusedState(name, status as BookingStatus));
}

export type FiredTransition = Exclude<BookingTransition, "book" | "reschedule">;

/**
 * Fires a transition on a booking the caller has locked (lockBookingRow), in the caller's
 * transaction, and answers with the card processor's calls, which the caller makes last.
 */
export async function fire(
  tx: Db,
  context: ProcessContext,
  name: FiredTransition,
  row: Row,
  actor: Actor,
): Promise<ProcessorStep[]> {
  permit(name, row.status, actor);
  return TRANSITION_EFFECTS[name](tx, row, context, actor);
}

/** Makes the card processor's calls of a transition, in order; the last thing before the commit. */
export async function runProcessorSteps(steps: readonly ProcessorStep[]): Promise<void> {
  for (const step of steps) await step();
}

/** One of the booking's two people fires a transition: its own transaction, and the booking as answered. */
export async function fireAsParty(
  database: Database,
  context: ProcessContext,
  user: UserRow,
  id: string,
  name: FiredTransition,
): Promise<Booking> {
  await database.db.transaction(async (tx) => {
    const row = await lockBooking(tx, user, id);
    await runProcessorSteps(await fire(tx, context, name, row, partyRole(row, user)));
  });
  return (await selectBooking(database, id))!;
}
