// Generates the bench data set with set-based SQL (generate_series, one statement per batch, no
// per-row round trips). Ids are derived from the row number (benchId(kind, n)), so every
// table can point at any other row without a lookup: `benchId("tasker", g)` in SQL is the
// profile of tasker g. The shape: a few "heavy" rows (a tasker with many reviews, a customer with
// many conversations, a conversation with many messages), the rest spread evenly.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../src/server/db/connect";
import { queryRows, type Row } from "../src/server/db/query";

/** Bump when the generated shape changes: a database marked with another version is regenerated. */
export const GENERATOR_VERSION = 7;

export interface DataSetSize {
  taskers: number;
  customers: number;
  reviews: number;
  /** Half are open (with pending offers), half booked (one booking each, with its payment). */
  tasks: number;
  bookings: number;
  conversations: number;
  messages: number;
}

export const FULL_SIZE: DataSetSize = {
  taskers: 100_000,
  customers: 50_000,
  reviews: 1_000_000,
  tasks: 200_000,
  bookings: 100_000,
  conversations: 100_000,
  messages: 1_000_000,
};

/** The same shape, `factor` times smaller (at least a few rows of each kind). */
export function scaledSize(factor: number): DataSetSize {
  const scale = (n: number) => Math.max(20, Math.round(n / factor));
  const size = Object.fromEntries(Object.entries(FULL_SIZE).map(([k, v]) => [k, scale(v)])) as unknown as DataSetSize;
  return { ...size, bookings: Math.min(size.bookings, Math.floor(size.tasks / 2)) };
}

/** The heavy rows: tasker 0's reviews, customer 0's conversations, conversation 0's messages. */
export function heavy(size: DataSetSize): { reviews: number; conversations: number; messages: number } {
  return {
    reviews: Math.floor(size.reviews / 100),
    conversations: Math.min(Math.floor(size.conversations / 50), size.taskers),
    messages: Math.floor(size.messages / 200),
  };
}

/** SQL for the id of row `n` of a kind: md5 digits with a version-4 UUID's version and variant
 *  (the API validates ids as UUIDs); the same in TypeScript is benchIdOf. */
export const benchId = (kind: string, n: SQL) =>
  sql`overlay(overlay(md5(${kind} || '-' || ${n}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

export const CATEGORIES = [
  "Home Repairs",
  "Cleaning",
  "Moving",
  "Mounting",
  "Yard Work",
  "Painting",
  "Delivery",
  "Furniture Assembly",
];

const CITIES = sql`array['Austin, TX','Denver, CO','Boston, MA','Seattle, WA','Chicago, IL','Miami, FL','Portland, OR',
  'Atlanta, GA','Phoenix, AZ','Brooklyn, NY','San Diego, CA','Nashville, TN','Dallas, TX','Detroit, MI','Raleigh, NC',
  'Tampa, FL','Omaha, NE','Tucson, AZ','Fresno, CA','Boise, ID']`;
const FIRSTS = sql`array['Ann','Bo','Cy','Dee','Eli','Fay','Gus','Hal','Ida','Jon','Kay','Lou','Max','Ned','Ona','Pia',
  'Quin','Rae','Sol','Tia']`;
const LASTS = sql`array['Lee','Chen','Diaz','Fox','Gray','Hill','Khan','Lopez','Moe','Nash','Ortiz','Park','Reed',
  'Shaw',
  'Tran','Vega','Wells','Young']`;
const SKILLS = sql.raw(`array[${CATEGORIES.map((c) => `'${c}'`).join(",")}]`);
const WORDS = sql`array['careful','fast','friendly','experienced','reliable','tidy','punctual','licensed']`;

/** Runs `insert(start, end)` over [0, count) in batches (bounded memory on embedded PGlite). */
async function inBatches(count: number, batch: number, insert: (start: number, end: number) => SQL, db: Db) {
  for (let start = 0; start < count; start += batch) {
    await db.execute(insert(start, Math.min(count, start + batch) - 1));
  }
}

const series = (start: number, end: number, name: string) =>
  sql`generate_series(${start}::int, ${end}::int) ${sql.raw(name)}`;

export async function generateDataSet(db: Db, size: DataSetSize, log: (line: string) => void = () => undefined) {
  const T = size.taskers;
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await db.execute(sql`insert into service_categories (name, base_rate) values
    ('Home Repairs', 55), ('Cleaning', 40), ('Moving', 65), ('Mounting', 50), ('Yard Work', 45),
    ('Painting', 50), ('Delivery', 35), ('Furniture Assembly', 45) on conflict (name) do nothing`);

  await step(`${T} tasker accounts`, async () => {
    await inBatches(
      T,
      50_000,
      (s, e) => sql`
      insert into users (id, email, password_hash, first_name, last_name, user_type, location, created_at)
      select ${benchId("tasker-user", sql`g`)}, 'bench' || g || '@bench.test', 'x', (${FIRSTS})[1 + g % 20],
        (${LASTS})[1 + (g / 20) % 18], 'tasker', (${CITIES})[1 + (g / 7) % 20], now() - make_interval(mins => g)
      from ${series(s, e, "g")}`,
      db,
    );
  });

  // Bulk rows: no per-row triggers (foreign keys hold by construction, reviews point at the
  // profiles inserted right after; review notifications are for live instances). Exclusion and
  // check constraints still apply.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await bulkRows(tx as unknown as Db, size, step);
  });

  // Profiles last, with their review figures and travel radius (10–100 km); the triggers fill the search
  // columns and the base place their city names.
  await step(`${T} tasker profiles (the triggers fill the search columns)`, () =>
    inBatches(
      T,
      20_000,
      (s, e) => sql`
      insert into tasker_profiles (id, user_id, bio, skills, hourly_rate, rating, total_reviews, completed_tasks,
        availability, travel_radius_km)
      select ${benchId("tasker", sql`g`)}, ${benchId("tasker-user", sql`g`)},
        'A ' || w[1 + g % 8] || ' and ' || w[1 + (g / 8) % 8] || ' tasker for ' || lower(k[1 + g % 8]) || ' and '
          || lower(k[1 + (g / 8) % 8]) || ' jobs.'
          || case when g % 3 = 0 then ' Business: ' || (${LASTS})[1 + (g / 20) % 18] || ' ' || k[1 + g % 8] || ' Co'
             else '' end,
        array[k[1 + g % 8], k[1 + (g / 8) % 8]],
        (25 + (g * 37) % 95)::numeric(10,2), coalesce(f.average, 0), f.n, (g * 5) % 200,
        '{"days":["Monday","Tuesday","Wednesday"],"hours":"8am - 6pm"}'::jsonb, 10 + (g * 7) % 91
      from ${series(s, e, "g")}, (select ${SKILLS} as k, ${WORDS} as w) a,
        lateral (select count(*)::int as n, round(avg(rating), 2) as average from reviews r
          where r.tasker_id = ${benchId("tasker", sql`g`)}) f`,
      db,
    ),
  );
  await step(`availability of ${T} taskers`, () => generateAvailability(db, size));
  await step("vacuum analyze", () => db.execute(sql`vacuum analyze`));
}

/** Weekly hours patterns (Monday first), chosen by tasker number. */
const WEEKLY_PATTERNS = [
  [0, 1, 2, 3, 4].map(() => [{ start: "08:00", end: "17:00" }]).concat([[], []]),
  Array.from({ length: 7 }, () => [{ start: "09:00", end: "18:00" }]),
  Array.from({ length: 7 }, (_, d) =>
    d < 6
      ? [
          { start: "07:00", end: "12:00" },
          { start: "13:00", end: "19:00" },
        ]
      : [],
  ),
  Array.from({ length: 7 }, (_, d) => (d >= 1 && d <= 5 ? [{ start: "10:00", end: "20:00" }] : [])),
];
const weeklyPatterns = sql.raw(`array[${WEEKLY_PATTERNS.map((w) => `'${JSON.stringify(w)}'::jsonb`).join(", ")}]`);

/**
 * Availability like live taskers': 3 in 5 saved weekly hours in their city's zone (4 patterns, some with a
 * split day), notice 4-24 hours, buffer 0-60 minutes, horizon 30-90 days; 1 in 5 of those a day off
 * in the coming month, 1 in 30 on vacation. 1 in 5 taskers import a calendar: 4 busy events each in the
 * coming month. The rest keep the open defaults.
 */
async function generateAvailability(db: Db, size: DataSetSize): Promise<void> {
  const zones = sql`(select array_agg(coalesce(p.time_zone, 'America/New_York') order by c.n) as z
    from unnest(${CITIES}) with ordinality c(loc, n) left join places p on p.id = taskly_place_for(c.loc)) zones`;
  await inBatches(
    size.taskers,
    50_000,
    (s, e) => sql`
    insert into tasker_schedules (tasker_id, time_zone, weekly_hours, exceptions, on_vacation, notice_hours,
      buffer_minutes, horizon_days)
    select ${benchId("tasker-user", sql`g`)}, zones.z[1 + (g / 7) % 20], (${weeklyPatterns})[1 + (g / 5) % 4],
      case when g % 25 < 3 then jsonb_build_array(jsonb_build_object(
        'date', to_char(current_date + 1 + g % 28, 'YYYY-MM-DD'), 'ranges', '[]'::jsonb)) else '[]'::jsonb end,
      g % 30 = 7, (array[12, 24, 4])[1 + g % 3], (array[30, 15, 60, 0])[1 + g % 4], (array[60, 30, 90])[1 + g % 3]
    from ${series(s, e, "g")}, ${zones}
    where g % 5 < 3`,
    db,
  );
  await inBatches(
    size.taskers,
    50_000,
    (s, e) => sql`
    insert into tasker_busy_times (tasker_id, starts_at, ends_at)
    select ${benchId("tasker-user", sql`g`)}, b.starts_at, b.starts_at + interval '2 hours'
    from ${series(s, e, "g")},
      lateral (select date_trunc('day', now()) + make_interval(days => 1 + (g + 7 * k) % 28, hours => 14 + k)
        as starts_at from generate_series(0, 3) k) b
    where g % 5 = 3`,
    db,
  );
}

/** The generator's mark in the database: the version and size it was generated with. */
export async function generatedMark(db: Db): Promise<{ version: number; size: DataSetSize } | null> {
  const [table] = await queryRows<Row>(db, sql`select to_regclass('bench_generated') is not null as present`);
  if (!table.present) return null;
  const [row] = await queryRows<Row>(db, sql`select version, size from bench_generated limit 1`);
  return row ? { version: Number(row.version), size: row.size as DataSetSize } : null;
}

export async function markGenerated(db: Db, size: DataSetSize): Promise<void> {
  await db.execute(sql`create table if not exists bench_generated (version int not null, size jsonb not null,
    generated_at timestamptz not null default now())`);
  await db.execute(sql`delete from bench_generated`);
  await db.execute(
    sql`insert into bench_generated (version, size) values (${GENERATOR_VERSION}, ${JSON.stringify(size)}::jsonb)`,
  );
}

type Step = (label: string, work: () => Promise<unknown>) => Promise<void>;

/** Customers, reviews, tasks, offers, bookings, payments, conversations and messages. */
async function bulkRows(db: Db, size: DataSetSize, step: Step): Promise<void> {
  const lots = heavy(size);
  const T = size.taskers;
  const C = size.customers;
  await step(`${C} customers and an admin`, async () => {
    await inBatches(
      C,
      50_000,
      (s, e) => sql`
      insert into users (id, email, password_hash, first_name, last_name, user_type, location, created_at)
      select ${benchId("customer", sql`g`)}, 'customer' || g || '@bench.test', 'x', (${FIRSTS})[1 + (g / 3) % 20],
        (${LASTS})[1 + g % 18], 'customer', (${CITIES})[1 + g % 20], now() - make_interval(mins => g * 3)
      from ${series(s, e, "g")}`,
      db,
    );
    await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, user_type)
      values (${benchId("admin", sql`0`)}, 'admin@bench.test', 'x', 'Ada', 'Admin', 'admin')`);
  });

  // Review i is of tasker 0 while i < lots.reviews, then of the others in turn; published when written.
  const reviewedTasker = sql`case when i < ${lots.reviews} then 0 else 1 + i % ${T - 1} end`;
  await step(`${size.reviews} reviews (${lots.reviews} of tasker 0)`, () =>
    inBatches(
      size.reviews,
      250_000,
      (s, e) => sql`
      insert into reviews (id, reviewer_id, tasker_id, reviewee_id, rating, comment, created_at, published_at)
      select ${benchId("review", sql`i`)}, ${benchId("customer", sql`(i::bigint * 7919) % ${C}`)},
        ${benchId("tasker", reviewedTasker)}, ${benchId("tasker-user", reviewedTasker)},
        case when i % 7 = 0 then 3 when i % 5 = 0 then 4 else 5 end,
        'Review ' || i || ': ' || (${WORDS})[1 + i % 8] || ' and ' || (${WORDS})[1 + (i / 8) % 8] || ' work.',
        at, at
      from ${series(s, e, "i")}, lateral (select now() - make_interval(secs => (i::bigint * 37) % 31536000) as at) t`,
      db,
    ),
  );

  // Task i: customer i % C, category (i / 2) % 8 (every category has open tasks); even i open
  // (scheduled 1 to 59 days ahead, spread so that the tasks of one city and category fall on many
  // days, as Find Work's free-day filter expects; pending offers), odd i booked as booking k = i / 2 (while k < bookings) with
  // tasker k % T in round k / T, so one tasker's bookings are days apart and never overlap.
  // Booking k % 4: 0 confirmed (ahead), 1-2 completed, 3 cancelled.
  const booked = (i: SQL) => sql`(${i} % 2 = 1 and ${i} / 2 < ${size.bookings})`;
  const bookingStatus = (k: SQL) =>
    sql`(case ${k} % 4 when 0 then 'confirmed' when 3 then 'cancelled' else 'completed' end)`;
  await step(`${size.tasks} tasks with 2 offers each`, async () => {
    await inBatches(
      size.tasks,
      100_000,
      (s, e) => sql`
      insert into tasks (id, customer_id, category_id, title, description, location, budget, scheduled_date, status,
        tasker_id, created_at, place_id, lat, lng)
      select ${benchId("task", sql`i`)}, ${benchId("customer", sql`i % ${C}`)}, cats.a[1 + (i / 2) % 8],
        k[1 + (i / 2) % 8] || ' help needed (' || (${WORDS})[1 + (i / 8) % 8] || ')',
        'Looking for a ' || (${WORDS})[1 + (i / 8) % 8] || ' tasker. Task ' || i || '.',
        (${CITIES})[1 + (i / 3) % 20], (40 + i % 200)::numeric(10,2),
        case when ${booked(sql`i`)} and (i / 2) % 4 <> 0 then now() - make_interval(days => 7 + 2 * ((i / 2) / ${T}))
          when ${booked(sql`i`)} then now() + make_interval(days => 7 + 2 * ((i / 2) / ${T}))
          else now() + make_interval(days => 1 + ((i / 2) * 7) % 59) end,
        case when not ${booked(sql`i`)} then 'open' when (i / 2) % 4 = 0 then 'assigned'
          when (i / 2) % 4 = 3 then 'cancelled' else 'completed' end,
        case when ${booked(sql`i`)} and (i / 2) % 4 <> 3 then ${benchId("tasker-user", sql`(i / 2) % ${T}`)} end,
        now() - make_interval(mins => (i * 13) % 129600, secs => i % 60),
        pl.ids[1 + (i / 3) % 20], pl.lats[1 + (i / 3) % 20], pl.lngs[1 + (i / 3) % 20]
      from ${series(s, e, "i")},
        (select array_agg(id order by array_position(${SKILLS}, name)) as a from service_categories) cats,
        (select ${SKILLS} as k) sk,
        -- the places the cities name (the place trigger is off for bulk rows)
        (select array_agg(p.id order by c.n) as ids, array_agg(p.lat order by c.n) as lats,
          array_agg(p.lng order by c.n) as lngs
          from unnest(${CITIES}) with ordinality c(loc, n) left join places p on p.id = taskly_place_for(c.loc)) pl`,
      db,
    );
    const second = 1 + (7919 % Math.max(1, T - 1));
    await inBatches(
      size.tasks,
      100_000,
      (s, e) => sql`
      insert into task_offers (id, task_id, tasker_id, message, proposed_rate, estimated_duration, status, created_at)
      select ${benchId("offer", sql`i || '-' || j`)}, ${benchId("task", sql`i`)},
        ${benchId("tasker-user", sql`(i / 2 + j * ${second}) % ${T}`)}, 'I can do this.',
        (25 + (((i / 2 + j * ${second}) % ${T}) * 37) % 95)::numeric(10,2), 2,
        case when not ${booked(sql`i`)} then 'pending' when j = 0 then 'accepted' else 'declined' end,
        now() - make_interval(mins => (i * 13) % 129600 - 5)
      from ${series(s, e, "i")}, generate_series(0, 1) j`,
      db,
    );
  });

  await step(`${size.bookings} bookings with their payments`, async () => {
    await inBatches(
      size.bookings,
      100_000,
      (s, e) => sql`
      insert into bookings (id, task_id, customer_id, tasker_id, offer_id, scheduled_date, ends_at, duration,
        hourly_rate, subtotal, service_fee, total_amount, status, created_at, completed_at, cancelled_at)
      select ${benchId("booking", sql`k`)}, t.id, t.customer_id, ${benchId("tasker-user", sql`k % ${T}`)},
        ${benchId("offer", sql`(2 * k + 1) || '-0'`)}, t.scheduled_date, t.scheduled_date + interval '2 hours', 2,
        o.proposed_rate, o.proposed_rate * 2, floor((o.proposed_rate * 200 * 5 + 50) / 100) / 100,
        o.proposed_rate * 2 + floor((o.proposed_rate * 200 * 5 + 50) / 100) / 100, ${bookingStatus(sql`k`)},
        t.created_at + interval '1 hour',
        case when ${bookingStatus(sql`k`)} = 'completed' then t.scheduled_date + interval '2 hours' end,
        case when ${bookingStatus(sql`k`)} = 'cancelled' then t.created_at + interval '2 hours' end
      from ${series(s, e, "k")}
      join tasks t on t.id = ${benchId("task", sql`2 * k + 1`)}
      join task_offers o on o.id = ${benchId("offer", sql`(2 * k + 1) || '-0'`)}`,
      db,
    );
    await db.execute(sql`insert into payments (booking_id, provider, provider_ref, status, amount, captured_amount,
        refunded_amount, card_brand, card_last4, created_at, updated_at)
      select b.id, 'builtin', 'bench_' || b.id, case b.status when 'confirmed' then 'authorized'
          when 'in_progress' then 'authorized' when 'completed' then 'captured' else 'refunded' end,
        b.total_amount, case when b.status = 'completed' then b.total_amount else 0 end,
        case when b.status = 'cancelled' then b.total_amount else 0 end, 'visa', '4242', b.created_at, b.created_at
      from bookings b
      where not exists (select 1 from payments p where p.booking_id = b.id)`);
    await db.execute(sql`select ledger_open_existing_payments()`);
  });

  // Conversation k: customer 0 with tasker k for the first ones, then customer 1 + k % (C - 1)
  // with a tasker that differs for each of that customer's conversations.
  await step(`${size.conversations} conversations and ${size.messages} messages`, async () => {
    const customerOf = sql`case when k < ${lots.conversations} then 0 else 1 + k % ${C - 1} end`;
    const taskerOf = sql`case when k < ${lots.conversations} then k
      else ((1 + k % ${C - 1}) * 31 + k / ${C - 1}) % ${T} end`;
    await inBatches(
      size.conversations,
      100_000,
      (s, e) => sql`
      insert into conversations (id, user_a, user_b, last_message_at, created_at)
      select ${benchId("conversation", sql`k`)}, least(cu, tu), greatest(cu, tu), now(),
        now() - interval '120 days' + make_interval(mins => (k * 7) % 100000)
      from ${series(s, e, "k")},
        lateral (select ${benchId("customer", customerOf)} as cu, ${benchId("tasker-user", taskerOf)} as tu) p`,
      db,
    );
    const Q = size.conversations;
    await inBatches(
      size.messages,
      250_000,
      (s, e) => sql`
      insert into messages (id, conversation_id, sender_id, receiver_id, content, created_at, read_at)
      select ${benchId("message", sql`i`)}, c.id,
        case when i % 2 = 0 then c.user_a else c.user_b end, case when i % 2 = 0 then c.user_b else c.user_a end,
        'Message ' || i || ': is ' || (${WORDS})[1 + i % 8] || ' work possible on ' || (${CITIES})[1 + i % 20] || '?',
        c.created_at + make_interval(mins => n),
        case when i % 10 <> 0 then c.created_at + make_interval(mins => n + 1) end
      from ${series(s, e, "i")},
        lateral (select case when i < ${lots.messages} then 0 else 1 + (i - ${lots.messages}) % ${Q - 1} end as k,
          case when i < ${lots.messages} then i else (i - ${lots.messages}) / ${Q - 1} end as n) m
      join conversations c on c.id = ${benchId("conversation", sql`m.k`)}`,
      db,
    );
    await db.execute(sql`update conversations c set last_message_at = m.last
      from (select conversation_id, max(created_at) as last from messages group by conversation_id) m
      where m.conversation_id = c.id`);
    // The rows went in with triggers off: the list's summary (last message, unread counts, contacts) is set here.
    await db.execute(sql`select conversation_summaries_refresh(null)`);
  });
}
