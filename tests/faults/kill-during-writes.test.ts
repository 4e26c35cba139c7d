// kill -9 of the server in the middle of writes (tasks, offers, bookings with an Idempotency-Key,
// cancellations, messages), 10 rounds on PGlite and 10 on a private PostgreSQL server. After each
// kill the server restarts with no manual step (the data-dir lock is taken over). In the end, every
// write that was answered 2xx is there, and nothing is half-written: booking, payment, task and offer
// agree, and each Idempotency-Key made at most one booking.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { bookingAmountStrings } from "../../src/contract/money";
import { openPglite, openPostgres, type Database } from "../../src/server/db/connect";
import { pgliteDir } from "../../src/server/db/data-dir";
import { runMigrations } from "../../src/server/db/migrate";
import { queryRows, type Row } from "../../src/server/db/query";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";
import { freePort, preparePgliteDataDir, startServer, waitUntil, type ServerProcess } from "./server-process";

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 10);
const WRITE_MS = 1000;
const MAX_ROUND_MS = 60_000;
const WORKERS = 4;
const RATE = "40.00";
const HOURS = 2;
/** How many times a patient call is made while the server answers 503 with Retry-After. */
const PATIENCE = 20;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };

interface Account {
  id: string;
  cookie: string;
}

/** What the server acknowledged with a 2xx, and what was in flight when it died. */
interface Ledger {
  tasks: Set<string>;
  offers: Set<string>;
  bookings: Map<string, { key: string }>;
  cancelAttempted: Set<string>;
  cancelled: Set<string>;
  messages: Set<string>;
  /** Booking requests that got no answer: retried with the same key after the restart. */
  inFlightBookings: { key: string; body: object; cookie: string }[];
}

class Api {
  constructor(public readonly port: number) {}

  async call(method: string, url: string, cookie: string, body?: object, headers: Record<string, string> = {}) {
    const response = await fetch(`http://127.0.0.1:${this.port}${url}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      json: (text ? JSON.parse(text) : null) as Record<string, unknown>,
      headers: response.headers,
    };
  }

  /** A call as a patient client makes it: a 503 with Retry-After (the server busy or still starting
   *  up) is made again after the wait it names, up to PATIENCE times. */
  async callPatiently(...args: Parameters<Api["call"]>) {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.call(...args);
      const wait = Number(answer.headers.get("retry-after"));
      if (answer.status !== 503 || !wait || attempt >= PATIENCE) return answer;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }

  async signUp(userType: "customer" | "tasker"): Promise<Account> {
    const email = `${userType}.${randomUUID().slice(0, 8)}@example.com`;
    const response = await this.callPatiently("POST", "/api/auth/register", "", {
      firstName: "Fault",
      lastName: "Test",
      email,
      password: "correct-horse-battery",
      userType,
    });
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    const cookie = /taskly_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")![0];
    return { id: String(response.json.id), cookie };
  }
}

/** Unique one-off booking slots: no two bookings of a tasker ever overlap. */
function slotClock(): () => string {
  const base = new Date();
  base.setUTCDate(base.getUTCDate() + 3);
  base.setUTCHours(0, 0, 0, 0);
  let next = 0;
  return () => new Date(base.getTime() + (next++ * HOURS + 1) * 3_600_000).toISOString();
}

async function writeUntilStopped(
  api: Api,
  customer: Account,
  tasker: Account,
  categoryId: string,
  ledger: Ledger,
  nextSlot: () => string,
  stopped: () => boolean,
): Promise<void> {
  for (let flow = 0; !stopped(); flow++) {
    let inFlight: Ledger["inFlightBookings"][number] | undefined;
    try {
      const task = await api.call("POST", "/api/tasks", customer.cookie, {
        categoryId,
        title: "Fix a leaking tap",
        description: "The kitchen tap drips all night.",
        location: "Springfield",
        budget: "$100",
        scheduledDate: nextSlot(),
      });
      if (task.status !== 201) continue;
      const taskId = String(task.json.id);
      ledger.tasks.add(taskId);
      const offer = await api.call("POST", `/api/tasks/${taskId}/offers`, tasker.cookie, {
        message: "I can fix that tap this week.",
        proposedRate: RATE,
        estimatedDuration: HOURS,
      });
      if (offer.status !== 201) continue;
      const offerId = String(offer.json.id);
      ledger.offers.add(offerId);
      const key = `fault-${randomUUID()}`;
      const body = {
        taskId,
        offerId,
        scheduledDate: nextSlot(),
        duration: HOURS,
        totalAmount: bookingAmountStrings(RATE, HOURS).total,
        card: CARD,
      };
      inFlight = { key, body, cookie: customer.cookie };
      const booking = await api.call("POST", "/api/bookings", customer.cookie, body, { "idempotency-key": key });
      inFlight = undefined;
      if (booking.status !== 201) continue;
      const bookingId = String(booking.json.id);
      ledger.bookings.set(bookingId, { key });
      if (flow % 2 === 0) {
        ledger.cancelAttempted.add(bookingId);
        const cancel = await api.call("POST", `/api/bookings/${bookingId}/cancel`, customer.cookie);
        if (cancel.status === 200) ledger.cancelled.add(bookingId);
      }
      const message = await api.call("POST", "/api/messages", customer.cookie, {
        receiverId: tasker.id,
        taskId,
        content: `About the tap, flow ${flow}`,
      });
      if (message.status === 201) ledger.messages.add(String(message.json.id));
    } catch {
      // The server died mid-request: the answer is unknown, so nothing is recorded as acknowledged.
      if (inFlight) ledger.inFlightBookings.push(inFlight);
      return;
    }
  }
}

/** Everything the server acknowledged is stored, and every booking agrees with its payment, task and offer. */
async function verify(database: Database, ledger: Ledger): Promise<void> {
  const ids = async (table: string) =>
    new Set((await queryRows<Row>(database.db, sql`select id from ${sql.raw(table)}`)).map((r) => String(r.id)));
  const [tasks, offers, messages] = [await ids("tasks"), await ids("task_offers"), await ids("messages")];
  expect([...ledger.tasks].filter((id) => !tasks.has(id))).toEqual([]);
  expect([...ledger.offers].filter((id) => !offers.has(id))).toEqual([]);
  expect([...ledger.messages].filter((id) => !messages.has(id))).toEqual([]);

  const bookings = await queryRows<Row>(
    database.db,
    sql`select b.id, b.status, b.total_amount, b.tasker_id, b.offer_id,
      t.status as task_status, t.tasker_id as task_tasker, o.status as offer_status,
      p.status as payment, p.amount, p.captured_amount, p.refunded_amount,
      (select count(*)::int from payments p2 where p2.booking_id = b.id) as payment_rows
    from bookings b join tasks t on t.id = b.task_id left join task_offers o on o.id = b.offer_id
    left join payments p on p.booking_id = b.id`,
  );
  const byId = new Map(bookings.map((b) => [String(b.id), b]));
  for (const [id] of ledger.bookings) {
    const booking = byId.get(id);
    expect(booking, `acknowledged booking ${id}`).toBeDefined();
    if (ledger.cancelled.has(id)) expect(booking!.status).toBe("cancelled");
    else if (!ledger.cancelAttempted.has(id)) expect(booking!.status).toBe("confirmed");
  }
  for (const b of bookings) {
    const where = `booking ${String(b.id)}`;
    expect(b.payment_rows, where).toBe(1);
    if (b.status === "confirmed") {
      expect([b.payment, b.task_status, b.task_tasker, b.offer_status], where).toEqual([
        "authorized",
        "assigned",
        b.tasker_id,
        "accepted",
      ]);
    } else {
      expect(b.status, where).toBe("cancelled");
      expect([b.payment, b.refunded_amount, b.task_status, b.offer_status], where).toEqual([
        "refunded",
        b.amount,
        "open",
        "declined",
      ]);
    }
  }
  const [keys] = await queryRows<Row>(
    database.db,
    sql`select count(*)::int as unfinished,
      (select count(*)::int from (select booking_id from idempotency_keys where booking_id is not null
        group by booking_id having count(*) > 1) d) as shared
    from idempotency_keys where booking_id is null`,
  );
  expect(keys).toEqual({ unfinished: 0, shared: 0 });
  const [assigned] = await queryRows<Row>(
    database.db,
    sql`select count(*)::int as n from tasks t where t.status = 'assigned'
    and (select count(*) from bookings b where b.task_id = t.id and b.status = 'confirmed') <> 1`,
  );
  expect(assigned!.n).toBe(0);
}

async function addCategory(database: Database): Promise<void> {
  await queryRows<Row>(
    database.db,
    sql`insert into service_categories (name, base_rate) values ('Plumbing', 40) on conflict do nothing`,
  );
}

async function categoryId(api: Api): Promise<string> {
  const categories = await api.callPatiently("GET", "/api/categories", "");
  return String((categories.json as unknown as { id: string; name: string }[]).find((c) => c.name === "Plumbing")!.id);
}

/** Every server started, so that a failed round leaves none running. */
const started: ServerProcess[] = [];
function track(server: ServerProcess): ServerProcess {
  started.push(server);
  return server;
}

async function killRounds(
  env: Record<string, string>,
): Promise<{ ledger: Ledger; restarts: number[]; final: ServerProcess }> {
  const port = await freePort();
  const api = new Api(port);
  let server = track(startServer({ port, env }));
  await server.running;
  const customers = await Promise.all(Array.from({ length: WORKERS }, () => api.signUp("customer")));
  const taskers = await Promise.all(Array.from({ length: 2 }, () => api.signUp("tasker")));
  // Only a listed tasker profile may send offers and be booked.
  for (const tasker of taskers) {
    const profile = await api.callPatiently("POST", "/api/taskers", tasker.cookie, {
      description: "Taps, pipes and drains fixed the same week.",
      skills: ["Plumbing"],
      hourlyRate: RATE,
    });
    if (profile.status !== 201) throw new Error(`tasker profile: ${profile.status} ${JSON.stringify(profile.json)}`);
  }
  const category = await categoryId(api);
  const ledger: Ledger = {
    tasks: new Set(),
    offers: new Set(),
    bookings: new Map(),
    cancelAttempted: new Set(),
    cancelled: new Set(),
    messages: new Set(),
    inFlightBookings: [],
  };
  const nextSlot = slotClock();
  const restarts: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let stopped = false;
    const workers = customers.map((customer, i) =>
      writeUntilStopped(api, customer, taskers[i % taskers.length]!, category, ledger, nextSlot, () => stopped),
    );
    // Writes for WRITE_MS, and at least until one whole flow of this round (its message is the last
    // write) was acknowledged, as a busy machine may need longer; then dies at a random moment.
    const messagesBefore = ledger.messages.size;
    const roundStart = Date.now();
    await waitUntil(
      () => Date.now() - roundStart >= WRITE_MS && ledger.messages.size > messagesBefore,
      MAX_ROUND_MS,
      "a flow is acknowledged",
    );
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    server.child.kill("SIGKILL");
    stopped = true;
    await Promise.all([server.exited, ...workers]);

    const restarted = Date.now();
    server = track(startServer({ port, env }));
    await server.running;
    restarts.push(Date.now() - restarted);
    console.log(
      `round ${round + 1}: restarted in ${restarts.at(-1)} ms; acknowledged so far: ${ledger.tasks.size} tasks, ` +
        `${ledger.bookings.size} bookings, ${ledger.cancelled.size} cancellations, ${ledger.messages.size} messages`,
    );
    // A retry with the same Idempotency-Key either finds the booking the lost answer was about or makes it once.
    for (const retry of ledger.inFlightBookings.splice(0)) {
      const again = await api.callPatiently("POST", "/api/bookings", retry.cookie, retry.body, {
        "idempotency-key": retry.key,
      });
      expect([200, 201], again.status + JSON.stringify(again.json)).toContain(again.status);
      ledger.bookings.set(String(again.json.id), { key: retry.key });
    }
  }
  expect(ledger.bookings.size).toBeGreaterThan(ROUNDS);
  expect(ledger.cancelled.size).toBeGreaterThan(0);
  expect(ledger.messages.size).toBeGreaterThan(0);
  return { ledger, restarts, final: server };
}

const dirs: string[] = [];
let postgres: PrivatePostgres | undefined;
afterAll(() => {
  for (const server of started) server.child.kill("SIGKILL"); // a no-op for those that exited
  postgres?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("kill -9 of the server during writes", () => {
  it(
    `loses no acknowledged write and half-writes nothing on PGlite (${ROUNDS} rounds)`,
    { timeout: 420_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-kill-"));
      dirs.push(dataDir);
      await preparePgliteDataDir(dataDir, addCategory);
      const { ledger, final } = await killRounds({ DATA_DIR: dataDir });
      final.child.kill("SIGTERM");
      expect(await final.exited).toBe(0);
      const database = await openPglite(pgliteDir(dataDir));
      try {
        await verify(database, ledger);
      } finally {
        await database.close();
      }
    },
  );

  it(
    `loses no acknowledged write and half-writes nothing on PostgreSQL (${ROUNDS} rounds)`,
    { timeout: 420_000 },
    async () => {
      postgres = await startPrivatePostgres();
      const url = await postgres.createDatabase("taskly_kill");
      const database = await openPostgres(url, 2);
      try {
        await runMigrations(database);
        await addCategory(database);
        const { ledger, final } = await killRounds({ DATABASE_URL: url });
        final.child.kill("SIGTERM");
        expect(await final.exited).toBe(0);
        await verify(database, ledger);
      } finally {
        await database.close();
      }
    },
  );
});
