// The booking-creation scenario: N fresh open tasks (one per request, owned by one of 500 signed-in
// customers), each request books a different tasker at a free time of theirs (the slot engine on
// their rules and busy times), so none should conflict. Afterwards: how many bookings landed, and
// whether any two active bookings of one tasker overlap (there must be none).
import { sql } from "drizzle-orm";
import { bookingAmounts, fromCents, toCents } from "../src/contract/money";
import type { Db } from "../src/server/db/connect";
import { queryRows } from "../src/server/db/query";
import { loadRulesAndBusy } from "../src/server/modules/availability/busy";
import { freeSlots } from "../src/server/modules/availability/slot-engine";
import { benchId, CATEGORIES, type DataSetSize } from "./generate";
import { benchIdOf, createSessions } from "./fixtures";
import type { LoadRequest } from "./load";

const CUSTOMERS = 500;
const TITLE = "Bench booking";
const HOURS = 2;
const DAY_MS = 86_400_000;
/** Starts are looked for this far ahead: past every notice, inside every horizon. */
const SEARCH_FROM_DAYS = 2;
const SEARCH_TO_DAYS = 28;
const BATCH = 500;

interface FreeStart {
  /** The tasker's number in the data set. */
  tasker: number;
  start: string;
}

/**
 * `count` taskers (in the order n * 7 mod taskers, each once) with their first free start for the job;
 * taskers without one (away, fully booked) are passed over.
 */
async function freeStarts(db: Db, size: DataSetSize, count: number): Promise<FreeStart[]> {
  const now = Date.now();
  const window = { start: now + SEARCH_FROM_DAYS * DAY_MS, end: now + SEARCH_TO_DAYS * DAY_MS };
  const found: FreeStart[] = [];
  for (let m = 0; found.length < count && m < size.taskers; m += BATCH) {
    const taskers = Array.from({ length: Math.min(BATCH, size.taskers - m) }, (_, k) => ((m + k) * 7) % size.taskers);
    const ids = taskers.map((g) => benchIdOf("tasker-user", g));
    const loaded = await loadRulesAndBusy(db, ids, window);
    taskers.forEach((g, k) => {
      const tasker = loaded.get(ids[k]);
      if (!tasker || found.length >= count) return;
      const slots = freeSlots(tasker.rules, tasker.busy, {
        from: window.start,
        to: window.end,
        durationMs: HOURS * 3_600_000,
        now,
      });
      if (slots.length) found.push({ tasker: g, start: new Date(slots[0]).toISOString() });
    });
  }
  if (found.length < count) throw new Error(`only ${found.length} taskers have a free time for ${count} bookings`);
  return found;
}

/**
 * Removes what an earlier run booked, so the data set stays the generated one. The ledger is
 * append-only and restricts deleting a booking, so the run's rows go with triggers off (replica
 * role, as the generator writes), whole journals at a time, every table named.
 */
export async function removeBookingRun(db: Db): Promise<void> {
  const tasks = sql`select id from tasks where title like ${`${TITLE} %`} and created_at > now() - interval '1 year'`;
  const booked = sql`select id from bookings where task_id in (${tasks})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of ["ledger_entries", "ledger_journals", "booking_funds", "payments", "idempotency_keys"])
      await tx.execute(sql`delete from ${sql.identifier(table)} where booking_id in (${booked})`);
    await tx.execute(sql`delete from bookings where task_id in (${tasks})`);
    await tx.execute(sql`delete from task_offers where task_id in (${tasks})`);
    await tx.execute(sql`delete from tasks where id in (${tasks})`);
  });
}

export async function prepareBookings(db: Db, size: DataSetSize, count: number): Promise<(i: number) => LoadRequest> {
  await removeBookingRun(db);
  const customers = Array.from({ length: CUSTOMERS }, (_, c) => benchIdOf("customer", 1 + (c % (size.customers - 1))));
  const tokens = await createSessions(db, customers);
  const starts = await freeStarts(db, size, count);
  await db.execute(sql`insert into tasks (id, customer_id, category_id, title, description, location, budget, status)
    select ${benchId("booking-task", sql`n`)},
      ${benchId("customer", sql`1 + (n % ${CUSTOMERS}) % ${size.customers - 1}`)},
      (select id from service_categories where name = ${CATEGORIES[0]}), ${`${TITLE} `} || n, 'Fix a door.',
      'Austin, TX', 100, 'open'
    from generate_series(0, ${count - 1}) n`);
  const taskerIds = starts.map((s) => benchIdOf("tasker", s.tasker));
  const rates = await queryRows<{ id: string; hourly_rate: string }>(
    db,
    sql`select tp.id, tp.hourly_rate from tasker_profiles tp
    where tp.id = any(${`{${taskerIds.join(",")}}`}::uuid[])`,
  );
  const rateOf = new Map(rates.map((r) => [r.id, r.hourly_rate]));
  const card = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
  return (i) => {
    const n = i % count;
    const taskerId = taskerIds[n];
    const total = fromCents(bookingAmounts(toCents(rateOf.get(taskerId)!), HOURS).totalCents);
    return {
      path: "/api/bookings",
      method: "POST",
      headers: { "content-type": "application/json", cookie: `taskly_session=${tokens[n % CUSTOMERS]}` },
      body: JSON.stringify({
        taskId: benchIdOf("booking-task", n),
        taskerId,
        scheduledDate: starts[n].start,
        duration: HOURS,
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
  const [row] = await queryRows<{ created: number; overlaps: number }>(
    db,
    sql`select
    (select count(*)::int from bookings b join tasks t on t.id = b.task_id
      where t.title like ${`${TITLE} %`}) as created,
    (select count(*)::int from bookings a join bookings b on b.tasker_id = a.tasker_id and b.id > a.id
      where a.status in ('confirmed','in_progress') and b.status in ('confirmed','in_progress')
        and ${span("a")} && ${span("b")}
    ) as overlaps`,
  );
  return { created: row.created, overlaps: row.overlaps };
}
