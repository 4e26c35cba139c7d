// The event feed: every event type is stored in the transaction of its change and rolled back with
// it; a committed event is applied once on the instance that wrote it before the write returns; the
// changes people make through the API write their events; and an instance whose channel was down
// applies, once it is back, the events written meanwhile (read from the table, not guessed).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainEvent, DomainEventType, EventOf } from "../../contract/events";
import { domainEventSchema } from "../../contract/events";
import { openPostgres, type Database } from "../db/connect";
import { queryRows } from "../db/query";
import type { NotificationStatus } from "../db/pg-listener";
import { newTasker, seedCategories } from "../test/fixtures";
import { createTestApp, signUp, type TestApp } from "../test/harness";
import { EventFeed } from "./feed";
import { pruneEvents } from "./prune";
import { recordEvents } from "./record";

const quiet = { warn: () => undefined };
const id = () => randomUUID();
const task = () => ({ id: id(), customerId: id(), categoryId: id(), lat: 30.27, lng: -97.74 });
const booking = () => ({ bookingId: id(), task: task(), taskerId: id() });
const dispute = () => ({ disputeId: id(), bookingId: id(), customerId: id(), taskerId: id() });
const message = () => ({
  id: id(),
  conversationId: id(),
  senderId: id(),
  receiverId: id(),
  content: "See you at nine",
  createdAt: new Date().toISOString(),
  readAt: null,
  masked: false,
  photos: [],
});

/** One event of every type: the map's type makes a new type fail to compile until it is added here. */
const SAMPLES: { [T in DomainEventType]: EventOf<T> } = {
  "task.posted": { type: "task.posted", task: task() },
  "task.reopened": { type: "task.reopened", task: task() },
  "task.cancelled": { type: "task.cancelled", task: task() },
  "task.status-set": { type: "task.status-set", task: task(), before: task() },
  "task.edited": { type: "task.edited", task: task() },
  "offer.made": { type: "offer.made", offerId: id(), task: task(), taskerId: id() },
  "offer.withdrawn": { type: "offer.withdrawn", offerId: id(), task: task(), taskerId: id() },
  "offer.accepted": { type: "offer.accepted", offerId: id(), task: task(), taskerId: id() },
  "offer.declined": { type: "offer.declined", offerId: id(), task: task(), taskerId: id() },
  "invitation.sent": { type: "invitation.sent", task: task(), taskerId: id() },
  "reminder.due": { type: "reminder.due", reminder: "booking-2h", task: task(), taskerId: id(), bookingId: id() },
  "booking.created": { type: "booking.created", ...booking() },
  "booking.rescheduled": { type: "booking.rescheduled", ...booking() },
  "booking.started": { type: "booking.started", ...booking() },
  "booking.completed": { type: "booking.completed", ...booking() },
  "booking.cancelled": { type: "booking.cancelled", ...booking() },
  "payment.captured": { type: "payment.captured", ...booking() },
  "payment.refunded": { type: "payment.refunded", ...booking() },
  "tip.given": { type: "tip.given", ...booking() },
  "price-change.proposed": { type: "price-change.proposed", ...booking() },
  "price-change.answered": { type: "price-change.answered", ...booking() },
  "portfolio-consent.asked": { type: "portfolio-consent.asked", ...booking() },
  "portfolio-consent.granted": { type: "portfolio-consent.granted", ...booking() },
  "portfolio-consent.declined": { type: "portfolio-consent.declined", ...booking() },
  "dispute.opened": { type: "dispute.opened", ...dispute() },
  "dispute.answered": { type: "dispute.answered", ...dispute() },
  "dispute.settled": { type: "dispute.settled", ...dispute() },
  "payout.sent": { type: "payout.sent", payoutId: id(), taskerId: id() },
  "payout.failed": { type: "payout.failed", payoutId: id(), taskerId: id() },
  "notifications.read": { type: "notifications.read", userId: id() },
  "task.alerted": { type: "task.alerted", taskId: id(), taskerIds: [id(), id()] },
  "moderation.told": { type: "moderation.told", userIds: [id()] },
  "message.changed": {
    type: "message.changed",
    messageId: id(),
    conversationId: id(),
    senderId: id(),
    receiverId: id(),
    what: "hidden",
  },
  "review.written": { type: "review.written", bookingId: id(), taskerId: id(), customerId: id() },
  "review.published": { type: "review.published", bookingId: id(), taskerId: id(), customerId: id() },
  "review.replied": {
    type: "review.replied",
    bookingId: id(),
    taskerId: id(),
    customerId: id(),
    reviewId: id(),
    reviewerId: id(),
  },
  "message.sent": {
    type: "message.sent",
    messageId: id(),
    senderId: id(),
    receiverId: id(),
    forSender: message(),
    forReceiver: message(),
    receiverUnread: 1,
  },
  "messages.read": { type: "messages.read", userId: id(), unread: 0 },
  "tasker.changed": { type: "tasker.changed", taskerId: id(), what: "schedule" },
  "user.changed": { type: "user.changed", userId: id(), what: "suspended" },
  "sessions.ended": { type: "sessions.ended", userId: id(), only: ["a".repeat(64)] },
  "user.registered": { type: "user.registered", userId: id() },
  "block.changed": { type: "block.changed", blockerId: id(), blockedId: id() },
  "categories.changed": { type: "categories.changed" },
  "id-check.decided": { type: "id-check.decided", checkId: id(), taskerId: id(), outcome: "verified" },
  "badge.expiring": { type: "badge.expiring", badgeId: id(), taskerId: id() },
};

let t: TestApp;
let feed: EventFeed;
const heard: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  feed = new EventFeed(t.database, quiet);
  for (const type of Object.keys(SAMPLES) as DomainEventType[]) feed.on(type, (event) => void heard.push(event));
  await feed.start();
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});

const stored = (type: string) =>
  queryRows<{ payload: unknown }>(t.database.db, sql`select payload from events where type = ${type} order by id`);

describe("the event feed", () => {
  it("knows every event type, and every sample is a valid event", () => {
    const types = domainEventSchema.options.map((option) => option.shape.type.value);
    expect(Object.keys(SAMPLES).sort()).toEqual([...types].sort());
    for (const sample of Object.values(SAMPLES)) expect(domainEventSchema.parse(sample)).toEqual(sample);
  });

  it("stores every event type with its transaction and applies it once at commit; a rollback leaves neither", async () => {
    for (const sample of Object.values(SAMPLES) as DomainEvent[]) {
      heard.length = 0;
      const failed = t.database.db.transaction(async (tx) => {
        await recordEvents(tx, sample);
        throw new Error("the change failed");
      });
      await expect(failed).rejects.toThrow("the change failed");
      expect(await stored(sample.type)).toEqual([]);
      expect(heard).toEqual([]);

      await t.database.db.transaction((tx) => recordEvents(tx, sample));
      // Applied before the transaction's promise resolved: a write's answer goes out after its events.
      expect(heard).toEqual([sample]);
      expect((await stored(sample.type)).map((row) => row.payload)).toEqual([sample]);
    }
  });

  it("writes the events of changes made through the API, and none for a refused one", async () => {
    const categories = await seedCategories(t);
    const customer = await signUp(t.app, { firstName: "Cleo" });
    const tasker = await newTasker(t);
    const before = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from events`))[0].n;
    const posted = await customer.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId: categories.Cleaning,
        title: "Clean a two-room flat",
        description: "Two rooms and a small kitchen.",
        location: "Austin, TX",
        scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const offer = (rate: string) =>
      tasker.inject({
        method: "POST",
        url: `/api/tasks/${posted.json().id}/offers`,
        payload: { message: "I can do it on Saturday.", proposedRate: rate, estimatedDuration: 2 },
      });
    const first = await offer("45.00");
    expect(first.statusCode, first.body).toBe(201);
    // A second offer on the same task is refused: its event goes with it.
    expect((await offer("40.00")).statusCode).toBe(409);
    const sent = await customer.inject({
      method: "POST",
      url: "/api/messages",
      payload: { receiverId: tasker.user.id, content: "Do you bring supplies?" },
    });
    expect(sent.statusCode).toBe(201);
    const rows = await queryRows<{ type: string; payload: DomainEvent }>(
      t.database.db,
      sql`select type, payload from events order by id offset ${before}`,
    );
    expect(rows.map((row) => row.type)).toEqual(["task.posted", "offer.made", "message.sent"]);
    expect(rows[0].payload).toMatchObject({ task: { id: posted.json().id, customerId: customer.user.id } });
    expect(rows[1].payload).toMatchObject({ taskerId: tasker.user.id, task: { id: posted.json().id } });
  });
});

describe("old events", () => {
  it("are deleted after a week; recent ones stay", async () => {
    const [old, recent] = [id(), id()];
    for (const taskerId of [old, recent])
      await t.database.db.transaction((tx) => recordEvents(tx, { type: "tasker.changed", taskerId, what: "area" }));
    const dateBack = (taskerId: string, days: number) =>
      queryRows(
        t.database.db,
        sql`update events set created_at = now() - make_interval(days => ${days}) where payload->>'taskerId' = ${taskerId}`,
      );
    await dateBack(old, 8);
    await dateBack(recent, 6);
    await pruneEvents(t.database.db);
    const left = await queryRows<{ tasker: string }>(
      t.database.db,
      sql`select payload->>'taskerId' as tasker from events where payload->>'taskerId' in (${old}, ${recent})`,
    );
    expect(left.map((row) => row.tasker)).toEqual([recent]);
  });

  it("read notifications go after 90 days; unread ones and recently read ones stay", async () => {
    const person = await signUp(t.app);
    const item = (key: string, readDaysAgo: number | null) =>
      sql`(${person.user.id}::uuid, 'tasks', 'offer.made', ${key}, 'task', gen_random_uuid(), '/my-tasks', 1,
        ${readDaysAgo === null ? null : new Date(Date.now() - readDaysAgo * 86_400_000).toISOString()}::timestamptz,
        now() - interval '200 days')`;
    await t.database.db.execute(sql`insert into notifications
      (user_id, category, kind, group_key, subject_type, subject_id, link, last_event_id, read_at, created_at)
      values ${item("old-read", 91)}, ${item("recent-read", 10)}, ${item("old-unread", null)}`);
    await pruneEvents(t.database.db);
    const left = await queryRows<{ group_key: string }>(
      t.database.db,
      sql`select group_key from notifications where user_id = ${person.user.id}::uuid order by group_key`,
    );
    expect(left.map((row) => row.group_key)).toEqual(["old-unread", "recent-read"]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("an instance whose channel was down (PostgreSQL)", () => {
  let other: Database;
  let otherFeed: EventFeed;
  let up = true;
  let muted = false;
  const watchers = new Set<(up: boolean) => void>();
  const otherHeard: DomainEvent[] = [];

  beforeAll(async () => {
    other = await openPostgres(t.databaseUrl!, 2);
    // Its channel's connection as the instance sees it: up or down, and nothing arrives while down.
    const status: NotificationStatus = {
      isUp: () => up,
      onChange: (watcher) => {
        watchers.add(watcher);
        return () => watchers.delete(watcher);
      },
    };
    const seenThrough: Database = {
      ...other,
      notifications: status,
      listen: (channel, onPayload) => other.listen(channel, (payload) => (muted ? undefined : onPayload(payload))),
    };
    otherFeed = new EventFeed(seenThrough, quiet);
    otherFeed.on("tasker.changed", (event) => void otherHeard.push(event));
    await otherFeed.start();
  });
  afterAll(async () => {
    await otherFeed.stop();
    await other.close();
  });

  const setUp = (value: boolean) => {
    up = value;
    muted = !value;
    for (const watcher of watchers) watcher(value);
  };
  const changed = (taskerId: string): DomainEvent => ({ type: "tasker.changed", taskerId, what: "area" });

  it("hears another instance's events after commit", async () => {
    const taskerId = id();
    await t.database.db.transaction((tx) => recordEvents(tx, changed(taskerId)));
    await expect.poll(() => otherHeard.some((e) => e.type === "tasker.changed" && e.taskerId === taskerId)).toBe(true);
  });

  it("replays what was written while it was down, once, and stops holding cached values meanwhile", async () => {
    const missed = [id(), id()];
    setUp(false);
    expect(otherFeed.hearing).toBe(false);
    for (const taskerId of missed) await t.database.db.transaction((tx) => recordEvents(tx, changed(taskerId)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const heardOf = (taskerId: string) =>
      otherHeard.filter((e) => e.type === "tasker.changed" && e.taskerId === taskerId).length;
    expect(missed.map(heardOf)).toEqual([0, 0]);
    setUp(true);
    await expect.poll(() => otherFeed.hearing).toBe(true);
    expect(missed.map(heardOf)).toEqual([1, 1]);
  });
});
