// The task alert scenarios (PostgreSQL, full data set), beside /api/health in the same run:
// 1. task posting with no alerts anywhere (distinct tasks by 500 signed-in customers, in Austin), at
//    POSTING_CONNECTIONS, so that none is refused by load shedding and p99 is the posting's own;
// 2. task posting with the 5,000 alerts in place, none fitting the posted tasks;
// 3. the fan-out of one task that fits 5,000 taskers' alerts: from the POST to the moment all 5,000
//    are alerted (matches claimed, bell items and e-mails written), the job run by a job runner in
//    this process as any instance's runner would (woken at the commit, as the instance that posts
//    wakes its own);
// 4. task posting again with that runner fanning out meanwhile (one posted task in 200 fits all 5,000).
// A job runner in this process runs every posted task's job throughout, as any instance's would.
// A bench-only category, 'Bench Alerts', is added to the skills of 5,000 Austin taskers for the run
// (each alert must name one of its tasker's skills); the run's tasks, alerts, items, mail, jobs and
// the category go again afterwards, so the data set stays the generated one.
import { sql } from "drizzle-orm";
import type { Database, Db } from "../src/server/db/connect";
import { queryRows } from "../src/server/db/query";
import { createJobRunner } from "../src/server/jobs/runner";
import { runTaskAlerts, TASK_ALERT_WORKERS } from "../src/server/modules/task-alerts/alert-job";
import { CATEGORIES, type DataSetSize } from "./generate";
import { benchIdOf, createSessions } from "./fixtures";
import { hammer, type LoadRequest } from "./load";
import type { Row } from "./report";

const CATEGORY = "Bench Alerts";
const TITLE = "Bench alert";
const TASKERS = 5000;
const CUSTOMERS = 500;
/** One posted task in this many fits all TASKERS alerts, in the posting run with alerts. */
const FITTING_EVERY = 200;
/** Posting runs at this many connections (at 50 a two-core machine sheds a third of them with 503). */
const POSTING_CONNECTIONS = 10;
/** Posts before the first measured run, unmeasured. */
const WARM_UP_POSTS = 300;
/** The fan-out's target: every alert of a 5,000-tasker task written within this time. */
const FAN_OUT_TARGET_MS = 10_000;

export async function removeAlertRun(db: Db): Promise<void> {
  await db.execute(sql`delete from pgboss.job where name = 'task-alerts'`);
  await db.execute(sql`delete from tasks where title like ${`${TITLE} %`} and created_at > now() - interval '1 year'`);
  await db.execute(sql`delete from task_alerts`);
  await db.execute(sql`delete from notifications where kind = 'task.alert'`);
  await db.execute(sql`delete from email_outbox where subject like 'New task near you:%'`);
  await db.execute(sql`delete from events where type = 'task.alerted'`);
  await db.execute(
    sql`update tasker_profiles set skills = array_remove(skills, ${CATEGORY}) where ${CATEGORY} = any(skills)`,
  );
  await db.execute(sql`delete from service_categories where name = ${CATEGORY}`);
}

function postings(tokens: string[], categoryOf: (n: number) => string): (i: number) => LoadRequest {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const run = Date.now().toString(36);
  return (i) => ({
    path: "/api/tasks",
    method: "POST",
    headers: { "content-type": "application/json", cookie: `taskly_session=${tokens[i % tokens.length]}` },
    body: JSON.stringify({
      categoryId: categoryOf(i),
      title: `${TITLE} ${run}-${i}`,
      description: "Mount a TV on drywall.",
      location: "Austin, TX",
      budget: "$120",
      scheduledDate: date,
    }),
  });
}

const completedJobs = sql`select count(*)::int as n from pgboss.job where name = 'task-alerts' and state = 'completed'`;

/** Waits (up to a minute) until every task-alerts job sent so far has run: the next run starts level. */
async function jobsDone(db: Db): Promise<void> {
  const until = performance.now() + 60_000;
  for (;;) {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job where name = 'task-alerts' and state < 'completed'`,
    );
    if (n === 0 || performance.now() > until) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const matched = async (db: Db, taskId: string) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from task_alert_matches where task_id = ${taskId}::uuid`,
    )
  )[0].n;

export async function measureTaskAlerts(
  database: Database,
  size: DataSetSize,
  address: string,
  count: number,
  seconds: number,
  log: (line: string) => void,
): Promise<Row[]> {
  const db = database.db;
  await removeAlertRun(db);
  const customers = Array.from({ length: CUSTOMERS }, (_, c) => benchIdOf("customer", 1 + (c % (size.customers - 1))));
  const tokens = await createSessions(db, customers);
  const categories = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from service_categories where name = any(${`{${CATEGORIES.map((c) => `"${c}"`).join(",")}}`}::text[])`,
  );
  const ordinary = (n: number) => categories[n % categories.length].id;
  const rows: Row[] = [];

  // Every posted task's job runs, as on any instance (with no alerts it only looks for matches).
  let handlerMs = 0;
  const runner = createJobRunner(database, { log: { warn: log }, pollingIntervalSeconds: 1 });
  await runner.work(
    "task-alerts",
    async ({ taskId }) => {
      const started = performance.now();
      const n = await runTaskAlerts(db, taskId, "http://localhost:5000");
      if (n >= TASKERS) handlerMs = performance.now() - started;
      return n;
    },
    { concurrency: TASK_ALERT_WORKERS },
  );
  await runner.start();
  try {
    // A first round warms the instance (its first requests compile and fill caches), unmeasured.
    await hammer(address, POSTING_CONNECTIONS, postings(tokens, ordinary), { seconds, amount: WARM_UP_POSTS });
    await jobsDone(db);
    // 1. Posting with no alerts.
    const before = await hammer(address, POSTING_CONNECTIONS, postings(tokens, ordinary), { seconds, amount: count });
    rows.push({
      name: `task posting, no alerts (${count} tasks, ${POSTING_CONNECTIONS} connections)`,
      ...before,
      extraMet: true,
    });
    log(`  task posting, no alerts: ${before.rps.toFixed(0)} req/s, p99 ${before.p99} ms`);
    await jobsDone(db);

    // 5,000 Austin taskers, each with an instant alert on the bench category.
    const [{ id: benchCategory }] = await queryRows<{ id: string }>(
      db,
      sql`insert into service_categories (name, base_rate) values (${CATEGORY}, 40) returning id`,
    );
    const taskers = sql`select user_id from tasker_profiles where location = 'Austin, TX' and base_lat is not null
    order by user_id limit ${TASKERS}`;
    await db.execute(
      sql`update tasker_profiles set skills = skills || ${`{${CATEGORY}}`}::text[] where user_id in (${taskers})`,
    );
    await db.execute(sql`insert into task_alerts (tasker_id, category_ids, weekdays, delivery)
    select tp.user_id, array[${benchCategory}::uuid], '{}', 'instant' from tasker_profiles tp
    where ${CATEGORY} = any(tp.skills)`);
    const [{ n: alerts }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from task_alerts`);

    // 2. Posting with the alerts in place, none of them fitting the posted tasks.
    const inPlace = await hammer(address, POSTING_CONNECTIONS, postings(tokens, ordinary), { seconds, amount: count });
    rows.push({
      name: `task posting, ${alerts.toLocaleString("en-US")} alerts in place, none fitting (${count} tasks, ${POSTING_CONNECTIONS} connections)`,
      ...inPlace,
      extraMet: true,
    });
    log(`  task posting, alerts in place: ${inPlace.rps.toFixed(0)} req/s, p99 ${inPlace.p99} ms`);
    await jobsDone(db);

    // 3. The fan-out of one task that fits every alert.
    const request = postings(tokens, () => benchCategory)(0);
    const started = performance.now();
    const response = await fetch(`${address}${request.path}`, {
      method: "POST",
      headers: request.headers,
      body: request.body,
    });
    const taskId = ((await response.json()) as { id: string }).id;
    runner.wake("task-alerts");
    let done = 0;
    while ((done = await matched(db, taskId)) < alerts && performance.now() - started < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const elapsed = Math.round(performance.now() - started);
    const [written] = await queryRows<{ items: number; mails: number }>(
      db,
      sql`select (select count(*)::int from notifications where kind = 'task.alert' and subject_id = ${taskId}::uuid) as items,
        (select count(*)::int from email_outbox where subject like 'New task near you:%') as mails`,
    );
    rows.push({
      name: `fan-out: one task fitting ${alerts.toLocaleString("en-US")} taskers' alerts, POST until all alerted`,
      rps: 0,
      okRps: 0,
      p50: elapsed,
      p99: elapsed,
      statuses: { [String(response.status)]: 1 },
      errors: 0,
      total: 1,
      target: { p99: FAN_OUT_TARGET_MS },
      note: `${done} alerted in ${elapsed} ms (the job itself ${Math.round(handlerMs)} ms): ${written.items} bell items, ${written.mails} e-mails`,
      extraMet: done === alerts && written.items === alerts && written.mails === alerts,
    });
    log(`  fan-out to ${alerts} taskers: ${elapsed} ms (job ${Math.round(handlerMs)} ms)`);

    // 4. Posting again, with the runner fanning out meanwhile.
    const [{ n: doneBefore }] = await queryRows<{ n: number }>(db, completedJobs);
    const [{ n: fannedBefore }] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct task_id)::int as n from task_alert_matches`,
    );
    const after = await hammer(
      address,
      POSTING_CONNECTIONS,
      postings(tokens, (n) => (n % FITTING_EVERY === FITTING_EVERY - 1 ? benchCategory : ordinary(n))),
      { seconds, amount: count },
    );
    const [{ n: doneAfter }] = await queryRows<{ n: number }>(db, completedJobs);
    const [{ n: fannedAfter }] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct task_id)::int as n from task_alert_matches`,
    );
    const fanned = { done: doneAfter - doneBefore, tasks: fannedAfter - fannedBefore };
    rows.push({
      note:
        `by the end of the run the runner (${TASK_ALERT_WORKERS} at once) had done ${fanned.done} of the ${count} jobs, ` +
        `${fanned.tasks} of the ${Math.floor(count / FITTING_EVERY)} fitting all alerts`,
      name: `task posting, ${alerts.toLocaleString("en-US")} alerts, fan-outs running (${count} tasks, ${POSTING_CONNECTIONS} connections, 1 in ${FITTING_EVERY} fits them all)`,
      ...after,
      extraMet: true,
    });
    log(`  task posting with alerts: ${after.rps.toFixed(0)} req/s, p99 ${after.p99} ms`);
  } finally {
    await runner.stop();
    await removeAlertRun(db);
  }
  return rows;
}
