// The calls of taskly's first web client (the seed) are a contract: a client written against them
// keeps working against taskly. Every one is made here with the payload the seed client sends, and
// each answer is read the way that client reads it (lists are arrays, records are the object itself, error bodies are not empty).
// Where taskly deliberately differs (a booking needs a card), the difference is a clear 4xx that
// changes nothing. The seed client's messages are checked where a person sees them, in the browser journeys
// (tests/e2e/seed-texts.spec.ts).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/query";
import { makeAdmin, newTasker, seedCategories } from "../../src/server/test/fixtures";
import { createTestApp, type Client, type TestApp } from "../../src/server/test/harness";
import { SeedCallError, SeedClient } from "./seed-client";

/** The fixed placeholder the seed's screens send as the customer or sender id. */
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000001";
const CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
type Json = Record<string, unknown>;

let t: TestApp;
let tasker: Client & { profileId: string };
let categoryId: string;
let customer: SeedClient;
let customerUser: Json;
const password = "a-seed-client-pass";

beforeAll(async () => {
  // The exchange-rate services are unreachable here (port 9 refuses at once): the built-in rates answer.
  const offline = "http://127.0.0.1:9/latest";
  t = await createTestApp({ EXCHANGE_RATES_PRIMARY_URL: offline, EXCHANGE_RATES_FALLBACK_URL: offline });
  categoryId = (await seedCategories(t)).Mounting;
  tasker = await newTasker(t, {}, { firstName: "Tessa", lastName: "Hale" });
  customer = new SeedClient(t.app);
});
afterAll(async () => t?.close());

/** A time on a whole hour three days ahead: free in a new tasker's calendar (any time is open). */
function inThreeDays(): string {
  const at = new Date(Date.now() + 3 * 24 * 3_600_000);
  at.setUTCHours(15, 0, 0, 0);
  return at.toISOString();
}

const expectArrayOf = (value: unknown, fields: string[]) => {
  expect(Array.isArray(value), JSON.stringify(value).slice(0, 200)).toBe(true);
  for (const item of value as Json[]) for (const field of fields) expect(item).toHaveProperty(field);
};

const countRows = async (table: "bookings" | "payments", taskId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      table === "bookings"
        ? sql`select count(*)::int as n from bookings where task_id = ${taskId}::uuid`
        : sql`select count(*)::int as n from payments p join bookings b on b.id = p.booking_id where b.task_id = ${taskId}::uuid`,
    )
  )[0].n;

describe("the seed client's calls, made as it makes them", () => {
  it("POST /api/auth/register: the user object, and the user is signed in", async () => {
    customerUser = await customer.call<Json>("POST", "/api/auth/register", {
      firstName: "Sam",
      lastName: "Seed",
      email: `sam.seed.${Date.now().toString(36)}@example.com`,
      phone: "",
      userType: "customer",
      password,
    });
    expect(customerUser).toMatchObject({ firstName: "Sam", lastName: "Seed", userType: "customer" });
    expect(await customer.call<Json>("GET", "/api/auth/me")).toMatchObject({ id: customerUser.id });
  });

  it("POST /api/auth/login: the user object (firstName, lastName, userType); a failure is non-ok", async () => {
    customer.forgetSession();
    const failed = await customer.refused("POST", "/api/auth/login", { identifier: customerUser.email, password: "x" });
    expect(failed.status).toBe(401);
    expect(failed.body).not.toBe("");
    const user = await customer.call<Json>("POST", "/api/auth/login", { identifier: customerUser.email, password });
    expect(user).toMatchObject({ id: customerUser.id, firstName: "Sam", lastName: "Seed", userType: "customer" });
  });

  it("GET /api/categories: a list with id, name, baseRate", async () => {
    expectArrayOf(await customer.call("GET", "/api/categories"), ["id", "name", "baseRate"]);
  });

  it("GET /api/taskers: the list of tasker profiles home and browse read", async () => {
    const list = await customer.call<Json[]>("GET", "/api/taskers");
    expectArrayOf(list, ["id", "userId", "bio", "skills", "hourlyRate", "rating", "totalReviews"]);
    expect(list.map((p) => p.id)).toContain(tasker.profileId);
  });

  it("GET /api/taskers/{id}: the profile with userId, id, bio, skills, hourlyRate, rating, completedTasks, availability", async () => {
    const profile = await customer.fetchKey<Json>("/api/taskers", tasker.profileId);
    for (const field of ["userId", "id", "bio", "skills", "hourlyRate", "rating", "completedTasks", "availability"])
      expect(profile).toHaveProperty(field);
    expect(profile).toMatchObject({ id: tasker.profileId, userId: tasker.user.id });
    const missing = await customer.refused("GET", "/api/taskers/00000000-0000-4000-8000-00000000ffff");
    expect(missing.status).toBe(404);
    expect(missing.body).not.toBe("");
  });

  it("POST /api/messages from the tasker page: conversationId is the tasker's userId and the sender id, hyphen-joined", async () => {
    for (const senderId of [String(customerUser.id), PLACEHOLDER_ID]) {
      const sent = await customer.call<Json>("POST", "/api/messages", {
        content: "Hi! I'm interested in your services for a TV mount.",
        receiverId: tasker.user.id,
        senderId,
        conversationId: `${tasker.user.id}-${senderId}`,
      });
      // The sender is the signed-in user, whatever the body says.
      expect(sent).toMatchObject({ senderId: customerUser.id, receiverId: tasker.user.id });
    }
  });

  it("GET /api/users/{id}/conversations and GET /api/conversations/{id}/messages: lists", async () => {
    const conversations = await customer.fetchKey<Json[]>("/api/users", String(customerUser.id), "conversations");
    expectArrayOf(conversations, ["id", "otherUser", "taskTitle", "lastMessage", "unreadCount"]);
    expect(conversations).toHaveLength(1); // both sends went to the pair's one conversation
    const messages = await customer.fetchKey<Json[]>("/api/conversations", String(conversations[0].id), "messages");
    expectArrayOf(messages, ["id", "conversationId", "senderId", "receiverId", "content", "createdAt"]);
    expect(messages).toHaveLength(2);
  });

  let taskId: string;
  it("POST /api/tasks with the seed's payload (customerId and status included); GET /api/tasks/{id}", async () => {
    const scheduledDate = inThreeDays();
    const task = await customer.call<Json>("POST", "/api/tasks", {
      title: "Mount a 55-inch TV",
      description: "Drywall, studs found, bracket ready.",
      location: "Austin, TX",
      budget: "$80-120",
      customerId: PLACEHOLDER_ID,
      categoryId,
      status: "open",
      scheduledDate,
    });
    taskId = String(task.id);
    expect(task).toMatchObject({ customerId: customerUser.id, status: "open" });
    expect(await customer.fetchKey<Json>("/api/tasks", taskId)).toMatchObject({ id: taskId, status: "open" });
  });

  it("GET /api/tasks/{id}/offers: the offers for the task, a list", async () => {
    const made = await tasker.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "I mount TVs every week, bracket included.", proposedRate: "50.00", estimatedDuration: 2 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const offers = await customer.fetchKey<Json[]>("/api/tasks", taskId, "offers");
    expectArrayOf(offers, ["id", "taskId", "taskerId", "message", "proposedRate", "estimatedDuration", "status"]);
  });

  let bookingId: string;
  it("POST /api/bookings with the seed's payload: without a card a clear 4xx that changes nothing; with one, read for taskerId", async () => {
    const [offer] = await customer.fetchKey<Json[]>("/api/tasks", taskId, "offers");
    const seedPayload = {
      taskId,
      taskerId: offer.taskerId,
      scheduledDate: inThreeDays(),
      duration: 2,
      totalAmount: "105.00",
      customerId: PLACEHOLDER_ID,
      status: "confirmed",
      paymentStatus: "pending",
    };
    const refused = await customer.refused("POST", "/api/bookings", seedPayload);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).message).toBeTruthy();
    expect(await countRows("bookings", taskId)).toBe(0);
    expect(await customer.fetchKey<Json>("/api/tasks", taskId)).toMatchObject({ status: "open", taskerId: null });

    const booking = await customer.call<Json>("POST", "/api/bookings", { ...seedPayload, card: CARD });
    expect(booking.taskerId).toBe(offer.taskerId);
    expect(booking).toMatchObject({ status: "confirmed", totalAmount: "105.00", offerId: offer.id });
    bookingId = String(booking.id);
    expect(await countRows("payments", taskId)).toBe(1);
  });

  it("PUT /api/tasks/{id} { status: assigned, taskerId } right after booking: acknowledged", async () => {
    const booking = await customer.fetchKey<Json>("/api/bookings", bookingId);
    const task = await customer.call<Json>("PUT", `/api/tasks/${taskId}`, {
      status: "assigned",
      taskerId: booking.taskerId,
    });
    expect(task).toMatchObject({ id: taskId, status: "assigned", taskerId: booking.taskerId });
    // Saying the task is someone else's, or reopening it, is still refused with a message.
    const other = await customer.refused("PUT", `/api/tasks/${taskId}`, {
      status: "assigned",
      taskerId: customerUser.id,
    });
    expect(other.status).toBe(400);
    expect(JSON.parse(other.body).message).toBeTruthy();
    expect((await customer.refused("PUT", `/api/tasks/${taskId}`, { status: "open" })).status).toBe(400);
    expect(await customer.fetchKey<Json>("/api/tasks", taskId)).toMatchObject({ status: "assigned" });
  });

  it("GET /api/taskers/{id}/reviews: an array of id, rating, comment, createdAt", async () => {
    // The job is done (moved into the start window, started and completed), then reviewed.
    await t.database.db.execute(
      sql`update bookings set scheduled_date = now() + interval '30 minutes', ends_at = now() + interval '150 minutes' where id = ${bookingId}::uuid`,
    );
    for (const step of ["start", "complete"]) {
      const res = await tasker.inject({ method: "POST", url: `/api/bookings/${bookingId}/${step}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    await customer.call("POST", `/api/bookings/${bookingId}/review`, { rating: 5, comment: "Level and tidy." });
    const reviews = await customer.fetchKey<Json[]>("/api/taskers", tasker.profileId, "reviews");
    expectArrayOf(reviews, ["id", "rating", "comment", "createdAt"]);
    expect(reviews[0]).toMatchObject({ rating: 5, comment: "Level and tidy." });
  });

  it("the tasker dashboard's calls: /api/taskers/profile, /api/tasks/active, /api/messages/recent", async () => {
    const seedTasker = new SeedClient(t.app);
    await seedTasker.call("POST", "/api/auth/login", {
      identifier: tasker.user.email,
      password: "correct-horse-battery",
    });
    const profile = await seedTasker.call<Json>("GET", "/api/taskers/profile");
    expect(profile).toMatchObject({ id: tasker.profileId, userId: tasker.user.id });
    expect(Array.isArray(await seedTasker.call("GET", "/api/tasks/active"))).toBe(true);
    expect(Array.isArray(await seedTasker.call("GET", "/api/messages/recent"))).toBe(true);
  });

  it("a profile is written back as it was read: GET then PUT of the same fields with a new rate", async () => {
    const seedTasker = new SeedClient(t.app);
    await seedTasker.call("POST", "/api/auth/login", {
      identifier: tasker.user.email,
      password: "correct-horse-battery",
    });
    const read = await seedTasker.call<Json>("GET", "/api/taskers/profile");
    const written = await seedTasker.call<Json>("PUT", "/api/taskers/profile", { ...read, hourlyRate: "52.00" });
    expect(written).toMatchObject({ bio: read.bio, description: read.description, hourlyRate: "52.00" });
    // Two forms that say different things are still refused, and change nothing.
    const mixed = await seedTasker.refused("PUT", "/api/taskers/profile", { ...read, businessName: "Another Name" });
    expect(mixed.status).toBe(400);
    expect(await seedTasker.call<Json>("GET", "/api/taskers/profile")).toMatchObject({ bio: read.bio });
  });

  it("the admin calls: stats, the three lists as arrays, and the three updates", async () => {
    const adminClient = await makeAdmin(t);
    const admin = new SeedClient(t.app);
    await admin.call("POST", "/api/auth/login", {
      identifier: adminClient.user.email,
      password: "correct-horse-battery",
    });
    const stats = await admin.call<Json>("GET", "/api/admin/stats");
    for (const field of ["totalUsers", "totalTasks", "pendingTasks", "completedTasks", "recentUsers", "recentTasks"])
      expect(stats).toHaveProperty(field);
    const users = await admin.call<Json[]>("GET", "/api/admin/users");
    expectArrayOf(users, ["id", "email", "firstName", "lastName", "userType"]);
    const tasks = await admin.call<Json[]>("GET", "/api/admin/tasks");
    expectArrayOf(tasks, ["id", "title", "status"]);
    const taskers = await admin.call<Json[]>("GET", "/api/admin/taskers");
    expectArrayOf(taskers, ["id", "userId", "isVerified", "skills"]);

    const updated = await admin.call<Json>("PUT", `/api/admin/users/${customerUser.id}`, { userType: "both" });
    expect(updated).toMatchObject({ id: customerUser.id, userType: "both" });
    const task = await admin.call<Json>("PUT", `/api/admin/tasks/${taskId}`, { status: "completed" });
    expect(task).toMatchObject({ id: taskId, status: "completed" });
    const verified = await admin.call<Json>("PUT", `/api/admin/taskers/${tasker.profileId}`, { isVerified: true });
    expect(verified).toMatchObject({ id: tasker.profileId, isVerified: true });

    // Admin calls made by anyone else are refused with a message.
    const denied = await customer.refused("GET", "/api/admin/users");
    expect(denied.status).toBe(403);
    expect(JSON.parse(denied.body).message).toBeTruthy();
  });

  it("the third-party data comes from taskly: exchange rates per USD and the visitor's currency", async () => {
    const rates = await customer.call<Json>("GET", "/api/exchange-rates");
    expect(rates).toBeTruthy();
    expect(JSON.stringify(rates)).toContain("EUR");
  });

  it("the OpenAPI document describes each paged list as an array with its Link and X-Total-Count headers", async () => {
    type Doc = {
      paths: Record<string, { get: { responses: Record<string, { headers?: object; content?: object }> } }>;
    };
    const doc = await customer.call<Doc>("GET", "/api/docs/json");
    for (const path of ["/api/taskers", "/api/taskers/{id}/reviews", "/api/admin/users", "/api/admin/tasks"]) {
      const ok = doc.paths[path].get.responses["200"];
      expect(Object.keys(ok.headers ?? {}), path).toEqual(["Link", "X-Total-Count"]);
      expect(JSON.stringify(ok.content), path).toContain('"type":"array"');
    }
    const messages = doc.paths["/api/conversations/{conversationId}/messages"].get.responses["200"];
    expect(Object.keys(messages.headers ?? {})).toEqual(["Link"]);
  });

  it("Logout clears the session: the next call is signed out", async () => {
    await customer.call("POST", "/api/auth/logout");
    const after = await customer.refused("GET", "/api/auth/me");
    expect(after.status).toBe(401);
    expect(after).toBeInstanceOf(SeedCallError);
  });
});
