import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaskStatusChange } from "../../../contract/booking-process";
import type { Booking } from "../../../contract/bookings";
import { queryRows } from "../../db/query";
import { auditLog, emailOutbox } from "../../db/schema";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, type Client, type TestApp } from "../../test/harness";
import {
  booked,
  bookingRequest,
  expectLedgerReconciles,
  ledgerLines,
  type Booked,
} from "../booking-extras/test-booking";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => t?.close());

async function confirmed(): Promise<Booked> {
  const { customer, tasker, payload } = await bookingRequest(t);
  const res = await customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { ...payload, card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { customer, tasker, booking: res.json() as Booking };
}

const preview = async (b: Booked, status: string): Promise<TaskStatusChange> => {
  const res = await admin.inject({ url: `/api/admin/tasks/${b.booking.taskId}/status-change?status=${status}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const setStatus = (b: Booked, status: string) =>
  admin.inject({ method: "PUT", url: `/api/admin/tasks/${b.booking.taskId}`, payload: { status } });

async function state(b: Booked) {
  const [row] = await queryRows<{ booking: string; task: string; tasker_id: string | null; payment: string }>(
    t.database.db,
    sql`select b.status as booking, t.status as task, t.tasker_id, p.status as payment
    from bookings b join tasks t on t.id = b.task_id join payments p on p.booking_id = b.id
    where b.id = ${b.booking.id}::uuid`,
  );
  return row;
}

describe("an admin's task status runs the booking process", () => {
  it("'completed' on a confirmed booking completes it with the capture, after saying so", async () => {
    const b = await confirmed();
    const p = await preview(b, "completed");
    expect(p).toMatchObject({ from: "assigned", to: "completed", transition: "admin_complete", capture: "105.00" });
    expect(p.booking).toEqual({ id: b.booking.id, status: "confirmed" });
    expect(p.effects[0]).toContain("the full payment is captured");
    expect((await state(b)).booking).toBe("confirmed"); // a preview changes nothing

    const res = await setStatus(b, "completed");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: "completed", paymentStatus: "captured" });
    expect(await state(b)).toMatchObject({ booking: "completed", task: "completed", payment: "captured" });
    expect(await ledgerLines(t, b.booking.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^capture /)]));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, b.booking.taskId), eq(auditLog.action, "task.status")));
    expect(entry.before).toMatchObject({ status: "assigned", booking: "confirmed" });
    expect(entry.after).toMatchObject({ status: "completed", booking: "completed", captured: "105.00" });
    await expectLedgerReconciles(t);
  });

  it("'cancelled' refunds what the policy gives (all of it days ahead) and closes the task; both are told", async () => {
    const b = await confirmed();
    const p = await preview(b, "cancelled");
    expect(p).toMatchObject({ transition: "admin_cancel", refund: "105.00", fee: "0.00" });
    expect(p.effects.join(" ")).toContain("all 105.00 is refunded");
    expect((await setStatus(b, "cancelled")).statusCode).toBe(200);
    expect(await state(b)).toMatchObject({
      booking: "cancelled",
      task: "cancelled",
      tasker_id: null,
      payment: "refunded",
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.subject} like 'Booking cancelled%' and ${emailOutbox.userId} in (${b.customer.user.id}::uuid, ${b.tasker.user.id}::uuid)`,
      );
    expect(mails).toHaveLength(2);
    expect(mails[0].body).toContain("Our support team cancelled it");
    await expectLedgerReconciles(t);
  });

  it("'cancelled' within a day of the start keeps the late fee for the tasker", async () => {
    const b = await confirmed();
    await t.database.db.execute(
      sql`update bookings set scheduled_date = now() + interval '5 hours', ends_at = now() + interval '7 hours'
      where id = ${b.booking.id}::uuid`,
    );
    const p = await preview(b, "cancelled");
    expect(p).toMatchObject({ refund: "55.00", fee: "50.00" });
    expect((await setStatus(b, "cancelled")).statusCode).toBe(200);
    expect(await state(b)).toMatchObject({ booking: "cancelled", task: "cancelled", payment: "partially_refunded" });
    await expectLedgerReconciles(t);
  });

  it("'open' cancels the booking with a full refund and reopens the task for offers", async () => {
    const b = await booked(t, { status: "in_progress" });
    const p = await preview(b, "open");
    expect(p).toMatchObject({ from: "in_progress", transition: "admin_reopen", refund: "105.00" });
    expect((await setStatus(b, "open")).statusCode).toBe(200);
    expect(await state(b)).toMatchObject({ booking: "cancelled", task: "open", tasker_id: null, payment: "refunded" });
    await expectLedgerReconciles(t);
  });

  it("'in_progress' starts a confirmed booking, and 'assigned' takes a started one back to confirmed", async () => {
    const b = await confirmed();
    expect((await preview(b, "in_progress")).transition).toBe("admin_start");
    expect((await setStatus(b, "in_progress")).statusCode).toBe(200);
    expect(await state(b)).toMatchObject({ booking: "in_progress", task: "in_progress", payment: "authorized" });
    expect((await preview(b, "assigned")).transition).toBe("admin_unstart");
    expect((await setStatus(b, "assigned")).statusCode).toBe(200);
    expect(await state(b)).toMatchObject({ booking: "confirmed", task: "assigned", payment: "authorized" });
    await expectLedgerReconciles(t);
  });

  it("a completed booking stays completed: only the task changes, and the dialog says so", async () => {
    const b = await booked(t, { status: "completed" });
    const before = await ledgerLines(t, b.booking.id);
    const p = await preview(b, "open");
    expect(p.transition).toBeNull();
    expect(p.effects[0]).toContain("its booking was completed and stays so");
    expect((await setStatus(b, "open")).statusCode).toBe(200);
    expect(await state(b)).toMatchObject({ booking: "completed", task: "open", payment: "captured" });
    expect(await ledgerLines(t, b.booking.id)).toEqual(before);
  });

  it("the booked tasker cannot be swapped while the booking is live; an unknown task or status is refused", async () => {
    const b = await confirmed();
    const swap = await admin.inject({
      method: "PUT",
      url: `/api/tasks/${b.booking.taskId}`,
      payload: { status: "assigned", taskerId: admin.user.id },
    });
    expect(swap.statusCode).toBe(400);
    expect(await state(b)).toMatchObject({ booking: "confirmed", task: "assigned", tasker_id: b.tasker.user.id });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin.inject({ url: `/api/admin/tasks/${unknown}/status-change?status=open` })).statusCode).toBe(404);
    expect(
      (await admin.inject({ url: `/api/admin/tasks/${b.booking.taskId}/status-change?status=done` })).statusCode,
    ).toBe(400);
    expect(
      (await b.customer.inject({ url: `/api/admin/tasks/${b.booking.taskId}/status-change?status=open` })).statusCode,
    ).toBe(403);
  });
});
