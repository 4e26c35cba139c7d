import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOOKING_PROCESS,
  BOOKING_TRANSITIONS,
  PROCESS_ROLES,
  type ProcessRole,
} from "../../../contract/booking-process";
import { BOOKING_STATUSES, type BookingStatus } from "../../../contract/constants";
import { queryRows } from "../../db/query";
import { HttpError } from "../../lib/http-error";
import { createTestApp, type TestApp } from "../../test/harness";
import { bookingRequest, booked, expectLedgerReconciles, type Booked } from "../booking-extras/test-booking";
import type { BuiltinPaymentProvider } from "../payments/builtin-provider";
import { fire, lockBookingRow, runProcessorSteps, type FiredTransition, type ProcessContext } from "./process";

let t: TestApp;
let process: ProcessContext;

beforeAll(async () => {
  t = await createTestApp();
  const payments = (t.app as unknown as { payments: BuiltinPaymentProvider }).payments;
  process = { payments, holdHours: t.config.PAYOUT_HOLD_HOURS, origin: "" };
});
afterAll(async () => t?.close());

/** A booking made through the API and moved there by its people: booked, started, completed or cancelled. */
async function bookingIn(state: BookingStatus): Promise<Booked> {
  if (state === "in_progress" || state === "completed") return booked(t, { status: state });
  const { customer, tasker, payload } = await bookingRequest(t);
  const res = await customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { ...payload, card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const b = { customer, tasker, booking: res.json() };
  if (state === "cancelled")
    expect((await customer.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/cancel` })).statusCode).toBe(
      200,
    );
  return b;
}

async function statusOf(b: Booked): Promise<{ booking: string; task: string; entries: number }> {
  const [row] = await queryRows<{ booking: string; task: string; entries: number }>(
    t.database.db,
    sql`select b.status as booking, t.status as task,
      (select count(*)::int from ledger_entries e where e.booking_id = b.id) as entries
    from bookings b join tasks t on t.id = b.task_id where b.id = ${b.booking.id}::uuid`,
  );
  return row;
}

/** Fires a transition as `role` (the booking's own person for customer and tasker). */
async function fireAs(b: Booked, name: FiredTransition, role: ProcessRole): Promise<void> {
  const userId =
    role === "customer"
      ? b.customer.user.id
      : role === "tasker"
        ? b.tasker.user.id
        : role === "admin"
          ? b.customer.user.id
          : null;
  await t.database.db.transaction(async (tx) => {
    const row = await lockBookingRow(tx, b.booking.id);
    await runProcessorSteps(await fire(tx, process, name, row!, { role, userId }));
  });
}

async function refusal(p: Promise<void>): Promise<number> {
  try {
    await p;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
  return 200;
}

const FIRED = BOOKING_TRANSITIONS.filter((n): n is FiredTransition => n !== "book" && n !== "reschedule");

describe("the booking process: every transition from every state", () => {
  it("lists a rule for every transition, each to a booking state, fired by known roles", () => {
    for (const name of BOOKING_TRANSITIONS) {
      const rule = BOOKING_PROCESS[name];
      expect(BOOKING_STATUSES).toContain(rule.to);
      for (const role of rule.by) expect(PROCESS_ROLES).toContain(role);
      expect(rule.does.length).toBeGreaterThan(10);
    }
  });

  const cases = FIRED.flatMap((name) => BOOKING_STATUSES.map((state) => [name, state] as const));
  // One booking per state serves every refused transition: a refusal changes nothing.
  const shared = new Map<BookingStatus, Promise<Booked>>();
  const sharedIn = (state: BookingStatus) => {
    if (!shared.has(state)) shared.set(state, bookingIn(state));
    return shared.get(state)!;
  };

  it.each(cases)("%s from %s", async (name: FiredTransition, state: BookingStatus) => {
    const rule = BOOKING_PROCESS[name];
    const allowed = rule.from.includes(state);
    const b = allowed ? await bookingIn(state) : await sharedIn(state);
    const before = await statusOf(b);
    expect(before.booking).toBe(state);
    const role = rule.by[0];
    if (name === "start") {
      // Inside the start window (bookingIn books days ahead): the tasker may start from an hour before.
      await t.database.db.execute(
        sql`update bookings set scheduled_date = now() + interval '30 minutes', ends_at = now() + interval '150 minutes'
        where id = ${b.booking.id}::uuid`,
      );
    }
    const status = await refusal(fireAs(b, name, role));
    const after = await statusOf(b);
    if (allowed) {
      expect(status).toBe(200);
      expect(after.booking).toBe(rule.to);
      if (rule.task !== "unchanged") expect(after.task).toBe(rule.task);
    } else {
      expect(status).toBe(409);
      expect(after).toEqual(before);
    }
    // Whoever else fires it is refused with 403 and changes nothing.
    for (const other of PROCESS_ROLES.filter((r) => !rule.by.includes(r))) {
      expect(await refusal(fireAs(b, name, other))).toBe(403);
    }
    expect(await statusOf(b)).toEqual(after);
    await expectLedgerReconciles(t);
  });

  it("answers the same through the booking's routes: a refused change is a 409 or 403 with its words", async () => {
    const b = await bookingIn("completed");
    const cancel = await b.customer.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/cancel` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("Only a confirmed booking that has not started can be cancelled.");
    const start = await b.customer.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/start` });
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toBe("Only the tasker can start this booking.");
    const move = await b.customer.inject({
      method: "POST",
      url: `/api/bookings/${b.booking.id}/reschedule`,
      payload: { scheduledDate: new Date(Date.now() + 9 * 86_400_000).toISOString() },
    });
    expect(move.statusCode).toBe(409);
  });
});

describe("one home for status changes", () => {
  // Where a booking's or a task's status is written: the process's effects, the cancellation they
  // share, the task's own changes (closing open tasks, an admin's set), and create_booking (SQL).
  const HOMES = [
    "src/server/modules/bookings/transitions.ts",
    "src/server/modules/bookings/close.ts",
    "src/server/modules/tasks/task-status.ts",
  ];
  it("no other server file writes a booking's or a task's status", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const files = (await readdir("src/server", { recursive: true }))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.startsWith("test/"))
      .map((f) => `src/server/${f}`);
    const writes =
      /update\s+(bookings|tasks)\s+set\b[^`;]*\bstatus\s*=|\.update\((bookings|tasks)\)\s*\.set\(\{[^}]*\bstatus\b/is;
    const writers: string[] = [];
    for (const file of files) if (writes.test(await readFile(file, "utf8"))) writers.push(file);
    expect(writers.sort()).toEqual([...HOMES].sort());
  });
});
