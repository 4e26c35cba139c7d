// A small marketplace built through the real API for the security suites: one account per role
// (customer, tasker, both, admin, a stranger who owns nothing, and a tasker account that has no
// tasker profile yet), a customer's open task with the
// tasker's pending offer, a confirmed booking between them, a conversation, and factories for fresh
// objects that a state-changing request may use up.
import { sql } from "drizzle-orm";
import { bookingAmountStrings } from "../../contract/money";
import { TEST_CARDS } from "../../contract/bookings";
import { serviceCategories } from "../db/schema";
import { logIn, signUp, type Client, type TestApp } from "../test/harness";
import { makeAdmin } from "../test/fixtures";

export const ROLES = ["anonymous", "customer", "tasker", "both", "admin", "stranger", "newTasker"] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, "anonymous">;

/** The password of every fixture account (the harness's sign-up default). */
export const WORLD_PASSWORD = "correct-horse-battery";
export const GOOD_CARD = { number: TEST_CARDS.success, expiry: "12/39", cvc: "123" };
const OFFER_RATE = "60.00";
const DAY = 24 * 3_600_000;

export interface World {
  t: TestApp;
  categoryId: string;
  clients: Record<SignedInRole, Client>;
  /** Tasker profile ids of the tasker and the both account. */
  profileIds: { tasker: string; both: string };
  /** The customer's open task, with the tasker's pending offer. */
  taskId: string;
  offerId: string;
  /** A confirmed booking of the customer with the tasker (on another task). */
  bookingId: string;
  /** The customer's conversation with the tasker. */
  conversationId: string;
  /** The tasker's calendar feed file name ("<token>.ics"). */
  calendarFile: string;
  /** A new session for a role (for requests that end or replace the session they come with). */
  freshSession(role: SignedInRole): Promise<Client>;
  /** A new account of a role's type (for requests that change the password or delete the account). */
  freshAccount(role: SignedInRole): Promise<Client>;
  freshOpenTask(): Promise<string>;
  /** A pending offer of the tasker on a fresh open task of the customer. */
  freshOffer(): Promise<{ taskId: string; offerId: string }>;
  /** A booking of the customer with the tasker, moved to the given status through the API. */
  freshBooking(status?: "confirmed" | "in_progress" | "completed"): Promise<string>;
}

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body || "null");
}

const futureDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export async function buildWorld(t: TestApp): Promise<World> {
  const [category] = await t.database.db
    .insert(serviceCategories)
    .values({ name: "Mounting", baseRate: "50.00" })
    .returning();

  async function account(role: SignedInRole): Promise<Client> {
    const userType = role === "tasker" || role === "newTasker" ? "tasker" : role === "both" ? "both" : "customer";
    if (role === "admin") return makeAdmin(t, { firstName: role, lastName: "Fixture" });
    return signUp(t.app, { userType, firstName: role, lastName: "Fixture", password: WORLD_PASSWORD });
  }
  async function createProfile(client: Client): Promise<string> {
    const response = await client.inject({
      method: "POST",
      url: "/api/taskers",
      payload: {
        description: "Careful mounting and assembly.",
        skills: ["Mounting"],
        hourlyRate: "45.00",
        serviceArea: "Austin, TX",
      },
    });
    return (await expectStatus(response, 201, "create tasker profile")).id;
  }

  const clients = {
    customer: await account("customer"),
    tasker: await account("tasker"),
    both: await account("both"),
    admin: await account("admin"),
    stranger: await account("stranger"),
    newTasker: await account("newTasker"),
  };
  const profileIds = { tasker: await createProfile(clients.tasker), both: await createProfile(clients.both) };

  // Tasks may share a day; their dates stay within the year ahead however many a run posts.
  let taskDay = 3;
  async function freshOpenTask(): Promise<string> {
    taskDay = taskDay >= 300 ? 4 : taskDay + 1;
    const response = await clients.customer.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId: category.id,
        title: "Mount a TV",
        description: "65 inch, brick wall",
        location: "Austin, TX",
        budget: "150",
        scheduledDate: futureDay(taskDay),
      },
    });
    return (await expectStatus(response, 201, "post a task")).id;
  }
  async function offerOn(taskId: string): Promise<string> {
    const response = await clients.tasker.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "Happy to help with this one.", proposedRate: OFFER_RATE, estimatedDuration: 2 },
    });
    return (await expectStatus(response, 201, "send an offer")).id;
  }
  async function freshOffer() {
    const taskId = await freshOpenTask();
    return { taskId, offerId: await offerOn(taskId) };
  }

  let bookingDay = 10;
  async function freshBooking(status: "confirmed" | "in_progress" | "completed" = "confirmed"): Promise<string> {
    const { taskId, offerId } = await freshOffer();
    bookingDay += 1;
    const start = new Date(Date.now() + (10 + (bookingDay % 300)) * DAY);
    start.setUTCHours(15, 0, 0, 0);
    const response = await clients.customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId,
        offerId,
        scheduledDate: start.toISOString(),
        duration: 2,
        totalAmount: bookingAmountStrings(OFFER_RATE, 2).total,
        card: GOOD_CARD,
        saveCard: true,
      },
    });
    const id: string = (await expectStatus(response, 201, "book")).id;
    // A job can be started from an hour before it begins: move it into the past, three hours apart
    // from the others so the tasker's bookings never overlap.
    await t.database.db.execute(sql`update bookings
      set scheduled_date = now() - make_interval(hours => ${3 * bookingDay}) + interval '30 minutes',
        ends_at = now() - make_interval(hours => ${3 * bookingDay}) + interval '150 minutes'
      where id = ${id}::uuid`);
    if (status === "confirmed") return id;
    await expectStatus(await clients.tasker.inject({ method: "POST", url: `/api/bookings/${id}/start` }), 200, "start");
    if (status === "in_progress") return id;
    await expectStatus(
      await clients.tasker.inject({ method: "POST", url: `/api/bookings/${id}/complete` }),
      200,
      "complete",
    );
    return id;
  }

  const { taskId, offerId } = await freshOffer();
  const bookingId = await freshBooking();
  const message = await clients.customer.inject({
    method: "POST",
    url: "/api/messages",
    payload: { receiverId: clients.tasker.user.id, taskId, content: "Hi! Could you bring a drill?" },
  });
  const conversationId: string = (await expectStatus(message, 201, "send a message")).conversationId;
  const feed = await clients.tasker.inject({ method: "GET", url: "/api/taskers/profile/calendar" });
  const calendarFile = String((await expectStatus(feed, 200, "calendar url")).url)
    .split("/")
    .pop()!;

  return {
    t,
    categoryId: category.id,
    clients,
    profileIds,
    taskId,
    offerId,
    bookingId,
    conversationId,
    calendarFile,
    freshSession: (role) => logIn(t.app, clients[role].user.email, WORLD_PASSWORD),
    freshAccount: account,
    freshOpenTask,
    freshOffer,
    freshBooking,
  };
}
