// A booking's money from the ledger, in cents: what the card paid (captures, approved changes,
// tips), what went back, taskly's fees and the tasker's held share.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { BOOKING_MONEY_SQL } from "../ledger/invariants";

export interface BookingFigures {
  /** Taken from the card: captures + tips + approved adjustments. */
  chargedCents: number;
  refundedCents: number;
  feesCents: number;
  heldCents: number;
}

type FiguresRow = { captured: number; charged_extra: number; refunded: number; fees: number; held: number };

export async function bookingFigures(db: Db, bookingId: string): Promise<BookingFigures> {
  const [row] = await queryRows<FiguresRow>(
    db,
    sql`select captured::int, charged_extra::int, refunded::int, fees::int, held::int
    from (${BOOKING_MONEY_SQL} and e.booking_id = ${bookingId}::uuid group by e.booking_id) m`,
  );
  if (!row) return { chargedCents: 0, refundedCents: 0, feesCents: 0, heldCents: 0 };
  return {
    chargedCents: row.captured + row.charged_extra,
    refundedCents: row.refunded,
    feesCents: row.fees,
    heldCents: row.held,
  };
}

/** What a dispute may still ask back. */
export const refundableCents = (f: BookingFigures) => f.chargedCents - f.refundedCents;
