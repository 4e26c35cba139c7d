// The tasker's share of a booking after capture: one booking_funds row, held until its time comes.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";

/** Holds a booking's captured tasker share for `holdHours` (PAYOUT_HOLD_HOURS) from now. */
export async function holdFunds(tx: Db, bookingId: string, taskerId: string, holdHours: number): Promise<void> {
  await tx.execute(sql`insert into booking_funds (booking_id, tasker_id, status, available_at)
    values (${bookingId}::uuid, ${taskerId}::uuid, 'held', now() + make_interval(hours => ${holdHours}::int))`);
}
