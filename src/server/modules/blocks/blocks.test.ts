// Blocking through the API: the list, block (idempotent) and unblock with their refusals and rate
// limit; then, for a blocked pair, every path that keeps them apart, each compared with the answer an
// unrelated person gets for the same "not there" case (decision 0058). A booking made before the block
// can still be cancelled; admins still see both sides.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCK_CHANGES_LIMIT, BLOCK_TOO_MANY } from "../../../contract/blocks";
import { LIVE_EVENT_TYPES } from "../../../contract/events";
import { queryRows } from "../../db/query";
import { taskerProfiles } from "../../db/schema";
import { insertOffer, makeAdmin, seedCategories } from "../../test/fixtures";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { runTaskAlerts } from "../task-alerts/alert-job";

const ORIGIN = "https://taskly.example";
const AUSTIN = "us-texas-austin";
const DAY = 86_400_000;
const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

let t: TestApp;
let cat: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await seedCategories(t);
});
afterAll(async () => t?.close());

/** A listed tasker of Mounting at 40.00 an hour, based in Austin with a 40 km radius. */
async function tasker(first: string, last = "Blockson"): Promise<Client & { profileId: string }> {
  const user = await signUp(t.app, { firstName: first, lastName: last, userType: "tasker" });
  const [row] = await t.database.db
    .insert(taskerProfiles)
    .values({ userId: user.user.id, skills: ["Mounting"], hourlyRate: "40.00" })
    .returning();
  const r = await user.inject({
    method: "PUT",
    url: "/api/taskers/profile/service-area",
    payload: { placeId: AUSTIN, radius: 40, unit: "km" },
  });
  expect(r.statusCode, r.body).toBe(200);
  return Object.assign(user, { profileId: row.id });
}

/** A task posted through the API: Mounting in Austin, five days ahead. */
async function post(customer: Client, title = "Mount a TV"): Promise<string> {
  const r = await customer.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId: cat.Mounting,
      title,
      description: "A 65 inch TV on drywall",
      location: "Austin, TX",
      budget: "$120",
      scheduledDate: new Date(Date.now() + 5 * DAY).toISOString(),
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id as string;
}

const block = (c: Client, userId: string) => c.inject({ method: "POST", url: "/api/blocks", payload: { userId } });
const unblock = (c: Client, userId: string) => c.inject({ method: "DELETE", url: `/api/blocks/${userId}` });
const send = (c: Client, receiverId: string, conversationId?: string) =>
  c.inject({ method: "POST", url: "/api/messages", payload: { receiverId, content: "Hello there", conversationId } });

/** Status and body of an answer: what a prober can read. */
const answer = (r: { statusCode: number; json(): unknown }) => ({ status: r.statusCode, body: r.json() });

async function blocked(c: Client, other: Client) {
  const r = await block(c, other.user.id);
  expect(r.statusCode, r.body).toBe(201);
}

/** An account that was deleted: the "unavailable recipient" every refusal of a blocked pair matches. */
async function deletedUser(): Promise<Client> {
  const gone = await signUp(t.app, { firstName: "Gone" });
  await t.database.db.execute(sql`update users set deleted_at = now() where id = ${gone.user.id}::uuid`);
  return gone;
}

describe("block, list, unblock", () => {
  it("blocks (silently), lists with name and time, answers the same row when blocked twice, unblocks", async () => {
    const customer = await signUp(t.app, { firstName: "Cleo" });
    const tara = await tasker("Tara");
    // The only events naming Tara from here on: the blocks, which no screen of hers hears and which
    // write no notification (they reach the caches alone).
    const eventsOf = async (userId: string) =>
      (
        await queryRows<{ type: string }>(
          t.database.db,
          sql`select payload->>'type' as type from events where payload::text like ${`%${userId}%`} order by id`,
        )
      ).map((e) => e.type);
    const eventsBefore = await eventsOf(tara.user.id);
    const first = await block(customer, tara.user.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ userId: tara.user.id, name: "Tara B." });
    const again = await block(customer, tara.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const list = await customer.inject({ url: "/api/blocks" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([first.json()]);
    expect(Date.parse(list.json()[0].blockedAt)).not.toBeNaN();
    // The blocked person's own list is empty, and nothing reached them.
    expect((await tara.inject({ url: "/api/blocks" })).json()).toEqual([]);
    expect((await tara.inject({ url: "/api/notifications" })).json()).toEqual([]);
    expect(await eventsOf(tara.user.id)).toEqual([...eventsBefore, "block.changed"]);
    expect(LIVE_EVENT_TYPES).not.toContain("block.changed");

    expect((await unblock(customer, tara.user.id)).statusCode).toBe(204);
    expect((await customer.inject({ url: "/api/blocks" })).json()).toEqual([]);
    const twice = await unblock(customer, tara.user.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe("You have not blocked this person.");
  });

  it("refuses yourself, an admin, an unknown or deleted user, a malformed id; admins do not block", async () => {
    const customer = await signUp(t.app, { firstName: "Rex" });
    const admin = await makeAdmin(t);
    const self = await block(customer, customer.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot block yourself.");
    const adminTarget = await block(customer, admin.user.id);
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json().message).toMatch(/Administrators cannot be blocked/);
    const unknown = await block(customer, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("User not found");
    expect(answer(await block(customer, (await deletedUser()).user.id))).toEqual(answer(unknown));
    expect((await block(customer, "not-a-uuid")).statusCode).toBe(400);
    expect((await unblock(customer, "not-a-uuid")).statusCode).toBe(404);
    expect((await block(admin, customer.user.id)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/blocks", payload: { userId: randomUUID() } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: "/api/blocks" })).statusCode).toBe(401);
    expect((await customer.inject({ url: "/api/blocks" })).json()).toEqual([]);
  });

  it(`limits blocks and unblocks to ${BLOCK_CHANGES_LIMIT} per person in the window, then 429 changing nothing`, async () => {
    const customer = await signUp(t.app, { firstName: "Busy" });
    const other = await signUp(t.app, { firstName: "Other" });
    for (let i = 0; i < BLOCK_CHANGES_LIMIT; i++) {
      const r = i % 2 === 0 ? await block(customer, other.user.id) : await unblock(customer, other.user.id);
      expect(r.statusCode, `change ${i + 1}`).toBe(i % 2 === 0 ? 201 : 204);
    }
    const refused = await block(customer, other.user.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(BLOCK_TOO_MANY);
    expect((await customer.inject({ url: "/api/blocks" })).json()).toEqual([]);
    // Another person is not held back by it.
    expect((await block(other, customer.user.id)).statusCode).toBe(201);
  });
});

describe("a blocked pair", () => {
  it("cannot message either way, nor start a conversation: the answer of a deleted account", async () => {
    const customer = await signUp(t.app, { firstName: "Mia" });
    const tara = await tasker("Tess");
    const started = await send(customer, tara.user.id);
    expect(started.statusCode).toBe(201);
    const conversationId = started.json().conversationId as string;
    const gone = await deletedUser();
    const toDeleted = answer(await send(customer, gone.user.id));
    expect(toDeleted).toEqual({ status: 404, body: { message: "That user does not exist." } });

    await blocked(customer, tara);
    expect(answer(await send(customer, tara.user.id))).toEqual(toDeleted);
    expect(answer(await send(customer, tara.user.id, conversationId))).toEqual(toDeleted);
    // The blocked side's composer fails like writing to an account that is gone.
    expect(answer(await send(tara, customer.user.id))).toEqual(answer(await send(tara, gone.user.id)));
    expect(answer(await send(tara, customer.user.id, conversationId))).toEqual(toDeleted);
    // The history stays readable to both.
    expect((await tara.inject({ url: `/api/conversations/${conversationId}/messages` })).statusCode).toBe(200);

    expect((await unblock(customer, tara.user.id)).statusCode).toBe(204);
    expect((await send(tara, customer.user.id, conversationId)).statusCode).toBe(201);
  });

  it("cannot invite, offer or book; the customer does not see the blocked tasker's offer; admins do", async () => {
    const customer = await signUp(t.app, { firstName: "Ivy" });
    const tara = await tasker("Tam");
    const taskId = await post(customer, "Hang shelves");
    const offer = await insertOffer(t, { taskId, taskerId: tara.user.id, proposedRate: "40.00" });
    const offersSeen = async (c: Client) =>
      (await c.inject({ url: `/api/tasks/${taskId}/offers` })).json().map((o: { id: string }) => o.id);
    expect(await offersSeen(customer)).toEqual([offer.id]);

    // A tasker blocks the customer: the customer's side is refused like an unknown tasker or offer.
    await blocked(tara, customer);
    const invite = (profileId: string) =>
      customer.inject({ method: "POST", url: `/api/tasks/${taskId}/invitations`, payload: { taskerId: profileId } });
    expect(answer(await invite(tara.profileId))).toEqual(answer(await invite(randomUUID())));
    expect((await invite(tara.profileId)).statusCode).toBe(404);

    const book = (body: Record<string, unknown>) =>
      customer.inject({
        method: "POST",
        url: "/api/bookings",
        payload: {
          taskId,
          scheduledDate: new Date(Date.now() + 4 * DAY).toISOString(),
          duration: 2,
          totalAmount: "84.00",
          card: GOOD_CARD,
          ...body,
        },
      });
    const unknownTasker = answer(await book({ taskerId: randomUUID() }));
    expect(unknownTasker.status).toBe(404);
    expect(answer(await book({ taskerId: tara.profileId }))).toEqual(unknownTasker);
    expect(answer(await book({ taskerId: tara.user.id }))).toEqual(unknownTasker);
    const unknownOffer = answer(await book({ offerId: randomUUID() }));
    expect(unknownOffer.status).toBe(404);
    expect(answer(await book({ offerId: offer.id }))).toEqual(unknownOffer);

    expect(await offersSeen(customer)).toEqual([]);
    expect(await offersSeen(await makeAdmin(t))).toEqual([offer.id]);
    expect(await offersSeen(tara)).toEqual([offer.id]);

    // The tasker's new offer on the customer's task: the unknown task's answer.
    const offerOn = (id: string) =>
      tara.inject({
        method: "POST",
        url: `/api/tasks/${id}/offers`,
        payload: { message: "I can do it", proposedRate: "40.00", estimatedDuration: 2 },
      });
    const otherTask = await post(customer, "Fix a door");
    const unknownTask = answer(await offerOn(randomUUID()));
    expect(unknownTask.status).toBe(404);
    expect(answer(await offerOn(otherTask))).toEqual(unknownTask);

    expect((await unblock(tara, customer.user.id)).statusCode).toBe(204);
    expect((await offerOn(otherTask)).statusCode).toBe(201);
    expect((await invite(tara.profileId)).statusCode).toBe(201);
  });

  it("do not find each other in tasker search; a tasker's profile is not found by a customer they blocked", async () => {
    const customer = await signUp(t.app, { firstName: "Sue" });
    const stranger = await signUp(t.app, { firstName: "Stan" });
    const tara = await tasker("Zephyrine", "Quillfeather");
    const search = async (c: Client, q: string) => {
      const page = pageOf(await c.inject({ url: `/api/taskers?q=${q}` }));
      return { total: page.total, ids: page.items.map((i: { id: string }) => i.id) };
    };
    const found = { total: 1, ids: [tara.profileId] };
    const nobody = await search(stranger, "Nosuchnameanywhere");
    expect(nobody).toEqual({ total: 0, ids: [] });
    expect(await search(customer, "Zephyrine")).toEqual(found);

    await blocked(customer, tara);
    // Both directions, count and list alike; an unrelated person still finds the tasker.
    expect(await search(customer, "Zephyrine")).toEqual(nobody);
    expect(await search(stranger, "Zephyrine")).toEqual(found);
    expect(await search(customer, "Zephyrine")).toEqual(nobody);
    // The customer who blocked still opens the profile; the tasker did not block them.
    expect((await customer.inject({ url: `/api/taskers/${tara.profileId}` })).statusCode).toBe(200);
    expect((await unblock(customer, tara.user.id)).statusCode).toBe(204);
    expect(await search(customer, "Zephyrine")).toEqual(found);

    await blocked(tara, customer);
    expect(await search(customer, "Zephyrine")).toEqual(nobody);
    const profile = (c: Client, id: string) => c.inject({ url: `/api/taskers/${id}` });
    const unknown = answer(await profile(customer, randomUUID()));
    expect(unknown).toEqual({ status: 404, body: { message: "Tasker not found" } });
    expect(answer(await profile(customer, tara.profileId))).toEqual(unknown);
    expect((await profile(stranger, tara.profileId)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/taskers/${tara.profileId}` })).statusCode).toBe(200);
  });

  it("Get Matched leaves the blocked tasker out, as for a tasker who does not exist", async () => {
    const customer = await signUp(t.app, { firstName: "Gus" });
    const stranger = await signUp(t.app, { firstName: "Gia" });
    const tara = await tasker("Matcha");
    const mine = await post(customer);
    const theirs = await post(stranger);
    const matched = async (c: Client, taskId: string) =>
      (await c.inject({ url: `/api/tasks/${taskId}/matches` })).json().map((m: { userId: string }) => m.userId);
    expect(await matched(customer, mine)).toContain(tara.user.id);

    await blocked(tara, customer);
    expect(await matched(customer, mine)).not.toContain(tara.user.id);
    expect(await matched(stranger, theirs)).toContain(tara.user.id);
  });

  it("Find Work leaves out the blocker's tasks, even one the tasker was invited to, and shows them again after unblocking", async () => {
    const customer = await signUp(t.app, { firstName: "Fay" });
    const stranger = await signUp(t.app, { firstName: "Fred" });
    const tara = await tasker("Finn");
    const mine = await post(customer, "Assemble a crib");
    const theirs = await post(stranger, "Assemble a desk");
    // Invitations come first in Find Work whatever the area: one from each customer.
    await t.database.db.execute(sql`insert into task_invitations (task_id, tasker_id)
      values (${mine}::uuid, ${tara.user.id}::uuid), (${theirs}::uuid, ${tara.user.id}::uuid)`);
    const work = async () =>
      pageOf(await tara.inject({ url: "/api/tasks/open?limit=50" })).items.map((x: { id: string }) => x.id);
    expect(await work()).toEqual(expect.arrayContaining([mine, theirs]));

    await blocked(customer, tara);
    const after = await work();
    expect(after).toContain(theirs);
    expect(after).not.toContain(mine);

    expect((await unblock(customer, tara.user.id)).statusCode).toBe(204);
    expect(await work()).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it("a task's detail is not found by the other side, either way, as an unknown task; a booking on it still reads", async () => {
    const customer = await signUp(t.app, { firstName: "Dora" });
    const stranger = await tasker("Dale");
    const tara = await tasker("Dina");
    const taskId = await post(customer, "Mount a projector");
    const booked = await post(customer, "Mount a soundbar");
    const booking = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId: booked,
        taskerId: tara.profileId,
        scheduledDate: new Date(Date.now() + 4 * DAY).toISOString(),
        duration: 2,
        totalAmount: "84.00",
        card: GOOD_CARD,
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const detail = (c: Client, id: string) => c.inject({ url: `/api/tasks/${id}` });
    expect((await detail(tara, taskId)).statusCode).toBe(200);
    const unknown = answer(await detail(tara, randomUUID()));
    expect(unknown).toEqual({ status: 404, body: { message: "Task not found" } });

    for (const [blocker, other] of [
      [customer, tara],
      [tara, customer],
    ] as const) {
      await blocked(blocker, other);
      expect(answer(await detail(tara, taskId))).toEqual(unknown);
      // The task they already have a booking on, the customer, an unrelated tasker and admins read as before.
      expect((await detail(tara, booked)).statusCode).toBe(200);
      expect((await detail(customer, taskId)).statusCode).toBe(200);
      expect((await detail(stranger, taskId)).statusCode).toBe(200);
      expect((await detail(await makeAdmin(t), taskId)).statusCode).toBe(200);
      expect((await unblock(blocker, other.user.id)).statusCode).toBe(204);
      expect((await detail(tara, taskId)).statusCode).toBe(200);
    }
  });

  it("task alerts never tell the blocked tasker of the blocker's task", async () => {
    const customer = await signUp(t.app, { firstName: "Ada" });
    const tara = await tasker("Alma");
    const control = await tasker("Alfie");
    for (const c of [tara, control]) {
      const r = await c.inject({
        method: "POST",
        url: "/api/task-alerts",
        payload: { categoryIds: [cat.Mounting], delivery: "instant" },
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    await blocked(tara, customer);
    const taskId = await post(customer, "Mount a mirror");
    await runTaskAlerts(t.database.db, taskId, ORIGIN);
    const told = (
      await queryRows<{ tasker_id: string }>(
        t.database.db,
        sql`select tasker_id from task_alert_matches where task_id = ${taskId}::uuid`,
      )
    ).map((r) => r.tasker_id);
    // The blocked tasker hears what a tasker whose alert does not fit hears: nothing.
    expect(told).toContain(control.user.id);
    expect(told).not.toContain(tara.user.id);
    const bell = await tara.inject({ url: "/api/notifications" });
    expect(JSON.stringify(bell.json())).not.toContain(taskId);
  });

  it("keeps a booking made before the block cancellable, with its messages closed", async () => {
    const customer = await signUp(t.app, { firstName: "Bea" });
    const tara = await tasker("Bo");
    const taskId = await post(customer, "Mount a TV bracket");
    const booked = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId,
        taskerId: tara.profileId,
        scheduledDate: new Date(Date.now() + 4 * DAY).toISOString(),
        duration: 2,
        totalAmount: "84.00",
        card: GOOD_CARD,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id as string;

    await blocked(tara, customer);
    expect((await send(customer, tara.user.id)).statusCode).toBe(404);
    expect((await tara.inject({ url: `/api/bookings/${bookingId}` })).statusCode).toBe(200);
    const cancelled = await customer.inject({ method: "POST", url: `/api/bookings/${bookingId}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
  });
});
