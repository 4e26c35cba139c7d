// The booking-creation scenario: N fresh open tasks (one per request, owned by one of 500 signed-in
// customers), each request books a different tasker at a different time, so none should
// conflict. Afterwards: how many bookings landed, and whether any two active bookings of one
// tasker overlap (there must be none).
import { sql } from "drizzle-orm";
import { bookingAmounts, fromCents, toCents } from "../src/contract/money";
import type { Db } from "../src/server/db/connect";
import { queryRows, type Row } from "../src/server/db/query";
import { benchId, CATEGORIES, type DataSetSize } from "./generate";
import { benchIdOf, createSessions } from "./fixtures";
import type { LoadRequest } from "./load";

const CUSTOMERS = 500;
const TITLE = "Bench booking";
// Slots start a month ahead (after every generated booking, inside the one-year booking horizon), 3 hours
// apart, and wrap after 250 days; a tasker is booked at most once per run, so none overlap.
const SLOT_HOURS = 3;
const SLOTS = 2_000;
function slotStart(n: number): string {
  const first = new Date(Date.now() + 30 * 86_400_000);
  first.setUTCHours(9, 0, 0, 0);
  return new Date(first.getTime() + (n % SLOTS) * SLOT_HOURS * 3_600_000).toISOString();
}

/** Removes what an earlier run booked, so the data set stays the generated one. */
export async function removeBookingRun(db: Db): Promise<void> {
  const runTasks = sql`select id from tasks where title like ${`${TITLE} %`} and created_at > now() - interval '1 year'`;
  await db.transaction(async (tx) => {
    // The ledger is append-only (its triggers refuse a delete): the run's own journals go with triggers off.
    await tx.execute(sql`set local session_replication_role = replica`);
    const runJournals = sql`select j.id from ledger_journals j join bookings b on b.id = j.booking_id
      where b.task_id in (${runTasks})`;
    await tx.execute(sql`delete from ledger_entries where journal_id in (${runJournals})`);
    await tx.execute(sql`delete from ledger_journals where id in (${runJournals})`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`delete from tasks where id in (${runTasks})`);
  });
}

export async function prepareBookings(db: Db, size: DataSetSize, count: number): Promise<(i: number) => LoadRequest> {
  await removeBookingRun(db);
  const customers = Array.from({ length: CUSTOMERS }, (_, c) => benchIdOf("customer", 1 + (c % (size.customers - 1))));
  const tokens = await createSessions(db, customers);
  // Tasker of request n: n * 7 (mod taskers), distinct for every n below the tasker count.
  const taskerOf = (n: number) => (n * 7) % size.taskers;
  await db.execute(sql`insert into tasks (id, customer_id, category_id, title, description, location, budget, status)
    select ${benchId("booking-task", sql`n`)},
      ${benchId("customer", sql`1 + (n % ${CUSTOMERS}) % ${size.customers - 1}`)},
      (select id from service_categories where name = ${CATEGORIES[0]}), ${`${TITLE} `} || n, 'Fix a door.',
      'Austin, TX', 100, 'open'
    from generate_series(0, ${count - 1}) n`);
  const taskerIds = Array.from({ length: count }, (_, n) => benchIdOf("tasker", taskerOf(n)));
  const rates = await queryRows<Row>(
    db,
    sql`select tp.id, tp.hourly_rate from tasker_profiles tp
    where tp.id = any(${`{${taskerIds.join(",")}}`}::uuid[])`,
  );
  const rateOf = new Map(rates.map((r) => [String(r.id), String(r.hourly_rate)]));
  const card = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
  return (i) => {
    const n = i % count;
    const taskerId = benchIdOf("tasker", taskerOf(n));
    const total = fromCents(bookingAmounts(toCents(rateOf.get(taskerId)!), 2).totalCents);
    return {
      path: "/api/bookings",
      method: "POST",
      headers: { "content-type": "application/json", cookie: `taskly_session=${tokens[n % CUSTOMERS]}` },
      body: JSON.stringify({
        taskId: benchIdOf("booking-task", n),
        taskerId,
        scheduledDate: slotStart(n),
        duration: 2,
        totalAmount: total,
        card,
      }),
    };
  };
}

/** A booking's time range as the overlap rule sees it. */
const span = (b: string) =>
  sql.raw(`tstzrange(${b}.scheduled_date,
  coalesce(${b}.ends_at, ${b}.scheduled_date + make_interval(hours => coalesce(${b}.duration, 2))))`);

/** Bookings the run created, and pairs of active bookings of one tasker that overlap in time. */
export async function checkBookings(db: Db): Promise<{ created: number; overlaps: number }> {
  const [row] = await queryRows<Row>(
    db,
    sql`select
    (select count(*)::int from bookings b join tasks t on t.id = b.task_id
      where t.title like ${`${TITLE} %`}) as created,
    (select count(*)::int from bookings a join bookings b on b.tasker_id = a.tasker_id and b.id > a.id
      where a.status in ('confirmed','in_progress') and b.status in ('confirmed','in_progress')
        and ${span("a")} && ${span("b")}
    ) as overlaps`,
  );
  return { created: Number(row.created), overlaps: Number(row.overlaps) };
}
