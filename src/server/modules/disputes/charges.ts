// The card charges of one booking, in the order a refund goes back through them: the booking's
// payment, then approved adjustments, then tips (each its own processor charge).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

export interface Charge {
  ref: string;
  amountCents: number;
}

export async function chargesOf(db: Db, bookingId: string): Promise<Charge[]> {
  return queryRows<{ ref: string; amountCents: number } & Record<string, unknown>>(
    db,
    sql`select ref, amount_cents::int as "amountCents" from (
      select 0 as ord, provider_ref as ref, (round((captured_amount - refunded_amount) * 100))::int as amount_cents,
        created_at from payments where booking_id = ${bookingId}::uuid
      union all
      select 1, provider_ref, amount_cents + fee_cents, decided_at from booking_adjustments
        where booking_id = ${bookingId}::uuid and status = 'approved'
      union all
      select 2, provider_ref, amount_cents, created_at from booking_tips where booking_id = ${bookingId}::uuid
    ) c order by ord, created_at`,
  );
}
