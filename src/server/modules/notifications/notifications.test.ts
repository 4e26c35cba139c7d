// The transactional e-mails as an API client causes them: each change queues its mail in the
// email_outbox in the same transaction; a refused change queues nothing.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../contract/bookings";
import { emailOutbox, serviceCategories, users } from "../../db/schema";
import { queueMail } from "../../lib/mailer";
import { insertOffer, insertTask, insertTasker } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const DECLINED_CARD = { number: "4000 0000 0000 0002", expiry: "12/39", cvc: "123" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ORIGIN = "https://taskly.example";

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  const [c] = await t.database.db.insert(serviceCategories).values({ name: "Mounting", baseRate: "50.00" }).returning();
  categoryId = c.id;
});
afterAll(async () => t?.close());

const db = () => t.database.db;

async function mailTo(email: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(emailOutbox.createdAt);
}

async function makeTasker(): Promise<{ client: Client; profileId: string }> {
  const client = await insertTasker(t);
  return { client, profileId: client.profileId };
}

async function makeTask(customer: Client): Promise<string> {
  const task = await insertTask(t, {
    customerId: customer.user.id,
    categoryId,
    status: "open",
    scheduledDate: new Date(Date.now() + 5 * DAY),
  });
  return task.id;
}

async function makeOffer(taskId: string, tasker: Client, rate: string, hours: number): Promise<string> {
  const offer = await insertOffer(t, {
    taskId,
    taskerId: tasker.user.id,
    proposedRate: rate,
    estimatedDuration: hours,
  });
  return offer.id;
}

function startIn(hours: number): string {
  const d = new Date(Date.now() + hours * HOUR);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString();
}

async function booked(startInHours = 72) {
  const customer = await signUp(t.app, { firstName: "Cara", lastName: "Customer" });
  const tasker = await makeTasker();
  const taskId = await makeTask(customer);
  const offerId = await makeOffer(taskId, tasker.client, "60.00", 3);
  const start = startIn(startInHours);
  const res = await customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { taskId, offerId, scheduledDate: start, duration: 3, totalAmount: "189.00", card: GOOD_CARD },
  });
  expect(res.statusCode).toBe(201);
  return { customer, tasker: tasker.client, taskId, start, booking: res.json() as Booking };
}

describe("booking e-mails", () => {
  it("a booking queues the customer's confirmation (amounts, card) and the tasker's notice", async () => {
    const f = await booked();
    const [c, ...moreC] = await mailTo(f.customer.user.email);
    expect(moreC).toHaveLength(0);
    expect(c.subject).toBe('Booking confirmed: "Mount a TV"');
    const isoDate = f.start.slice(0, 10);
    const time = f.start.slice(11, 16);
    for (const line of [
      "Hi Cara,",
      'Task: "Mount a TV"',
      'Tasker: "Tara T."',
      `${time} UTC (${isoDate})`,
      "Duration: 3 hours",
      "Subtotal: $180.00 USD",
      "Service fee: $9.00 USD",
      "Total: $189.00 USD",
      "Visa ending in 4242",
      `${ORIGIN}/my-bookings`,
    ]) {
      expect(c.body).toContain(line);
    }
    expect(c.body).not.toMatch(/4242 4242|4242424242424242|123\b/);
    expect(c.sentAt).toBeNull();

    const [tk, ...moreT] = await mailTo(f.tasker.user.email);
    expect(moreT).toHaveLength(0);
    expect(tk.subject).toBe('New booking: "Mount a TV"');
    expect(tk.body).toContain('"Cara" booked you.');
    expect(tk.body).toContain(`(${isoDate})`);
    expect(tk.body).not.toContain("Customer"); // the first name only
  });

  it("a declined card queues nothing", async () => {
    const customer = await signUp(t.app);
    const tasker = await makeTasker();
    const taskId = await makeTask(customer);
    const offerId = await makeOffer(taskId, tasker.client, "60.00", 3);
    const res = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { taskId, offerId, scheduledDate: startIn(72), duration: 3, totalAmount: "189.00", card: DECLINED_CARD },
    });
    expect(res.statusCode).toBe(402);
    expect(await mailTo(customer.user.email)).toHaveLength(0);
    expect(await mailTo(tasker.client.user.email)).toHaveLength(0);
  });

  it("a mail queued in a transaction that rolls back is never sent", async () => {
    const person = await signUp(t.app, { email: "rollback@example.com" });
    await expect(
      db().transaction(async (tx) => {
        const mail = { subject: "x", body: "y", category: "security" as const, origin: ORIGIN };
        await queueMail(tx, { to: "rollback@example.com", userId: person.user.id, ...mail });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await mailTo("rollback@example.com")).toHaveLength(0);
  });

  it("the customer cancels: the customer gets the refund, the tasker the notice", async () => {
    const f = await booked(20); // late: one hour of the rate is kept
    const res = await f.customer.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/cancel` });
    expect(res.statusCode).toBe(200);
    const c = (await mailTo(f.customer.user.email)).at(-1)!;
    expect(c.subject).toBe('Booking cancelled: "Mount a TV"');
    expect(c.body).toContain("You cancelled the booking");
    expect(c.body).toContain("Refund: $129.00 USD goes back to your card.");
    expect(c.body).toContain("Late-cancellation fee: $60.00 USD.");
    const tk = (await mailTo(f.tasker.user.email)).at(-1)!;
    expect(tk.subject).toBe('Booking cancelled: "Mount a TV"');
    expect(tk.body).toContain("The customer cancelled");
    expect(tk.body).toContain("You keep the late-cancellation fee of $60.00 USD.");
  });

  it("the tasker cancels: the customer gets the full refund", async () => {
    const f = await booked();
    const taskerMails = (await mailTo(f.tasker.user.email)).length;
    expect((await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/cancel` })).statusCode).toBe(
      200,
    );
    const c = (await mailTo(f.customer.user.email)).at(-1)!;
    expect(c.body).toContain("The tasker cancelled");
    expect(c.body).toContain("Refund: $189.00 USD");
    expect(await mailTo(f.tasker.user.email)).toHaveLength(taskerMails);
  });

  it("completing sends the customer a receipt with the captured amount and the review link", async () => {
    const f = await booked();
    // The day comes: the job can be started from an hour before its start.
    await db()
      .execute(sql`update bookings set scheduled_date = now() + interval '30 minutes', ends_at = now() + interval '210 minutes'
      where id = ${f.booking.id}::uuid`);
    expect((await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/start` })).statusCode).toBe(
      200,
    );
    expect(await mailTo(f.customer.user.email)).toHaveLength(1); // starting sends nothing
    expect((await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/complete` })).statusCode).toBe(
      200,
    );
    const mails = await mailTo(f.customer.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Receipt: "Mount a TV"');
    expect(mails[1].body).toContain("Charged: $189.00 USD to Visa ending in 4242.");
    expect(mails[1].body).toContain(`Leave a review: ${ORIGIN}/my-bookings`);
  });
});

describe("offer and invitation e-mails", () => {
  it("a new offer queues a mail to the task's customer with the booking link", async () => {
    const customer = await signUp(t.app, { firstName: "Cara" });
    const tasker = await makeTasker();
    const taskId = await makeTask(customer);
    const res = await tasker.client.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "I can do this tomorrow", proposedRate: "55.00", estimatedDuration: 2 },
    });
    expect(res.statusCode).toBe(201);
    const [m, ...more] = await mailTo(customer.user.email);
    expect(more).toHaveLength(0);
    expect(m.subject).toBe('New offer on "Mount a TV"');
    expect(m.body).toContain('"Tara T." offered to do "Mount a TV" at $55.00 USD/hour, about 2 hours.');
    expect(m.body).toContain(`${ORIGIN}/booking/${taskId}`);
    // A refused offer (a second pending one) queues nothing.
    const again = await tasker.client.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "Another offer here", proposedRate: "50.00", estimatedDuration: 2 },
    });
    expect(again.statusCode).toBe(409);
    expect(await mailTo(customer.user.email)).toHaveLength(1);
  });

  it("an invitation queues a mail to the tasker once, with the Find Work link", async () => {
    const customer = await signUp(t.app, { firstName: "Cara", lastName: "Customer" });
    const tasker = await makeTasker();
    const taskId = await makeTask(customer);
    const invite = () =>
      customer.inject({
        method: "POST",
        url: `/api/tasks/${taskId}/invitations`,
        payload: { taskerId: tasker.profileId },
      });
    expect((await invite()).statusCode).toBe(201);
    expect((await invite()).statusCode).toBe(200);
    const mails = await mailTo(tasker.client.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`You're invited: "Mount a TV"`);
    expect(mails[0].body).toContain('"Cara" invited you to send an offer on "Mount a TV".');
    expect(mails[0].body).toContain(`${ORIGIN}/browse-tasks`);
  });

  it("a deleted user gets no mail", async () => {
    const customer = await signUp(t.app);
    const tasker = await makeTasker();
    const taskId = await makeTask(customer);
    await db()
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, customer.user.id));
    const res = await tasker.client.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "I can do this tomorrow", proposedRate: "55.00", estimatedDuration: 2 },
    });
    expect(res.statusCode).toBe(201);
    expect(await mailTo(customer.user.email)).toHaveLength(0);
  });
});
