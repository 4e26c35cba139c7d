// Find Work pages are held in memory per tasker and query (availability/work-changes.ts): a change the
// tasker makes shows on their next request, and a change anyone else makes within moments, on every
// instance.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../db/schema";
import { insertTask, makeAdmin, newTasker, seedCategories } from "../../test/fixtures";
import { clientOn, createTestApp, secondInstance, signUp, type Client, type TestApp, pageOf } from "../../test/harness";

type Card = { id: string; title: string; offerCount: number; myOffer: { status: string } | null };

let t: TestApp;
let categories: Record<string, string>;
let customer: Client;

beforeAll(async () => {
  t = await createTestApp({ WORK_CACHE_SECONDS: "300" });
  categories = await seedCategories(t);
  customer = await signUp(t.app, { firstName: "Cora", lastName: "Client" });
});
afterAll(() => t.close());

const board = async (tasker: Client, query = ""): Promise<Card[]> => {
  const response = await tasker.inject({ url: `/api/tasks/open${query}` });
  expect(response.statusCode).toBe(200);
  return pageOf(response).items;
};
const ids = async (tasker: Client) => (await board(tasker)).map((c) => c.id);
const card = async (tasker: Client, taskId: string) => (await board(tasker)).find((c) => c.id === taskId);
/** Asked again for up to two seconds: what another writer changed reaches the page within moments. */
const soon = { timeout: 2000, interval: 20 };

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** A tasker in Austin who cleans and mounts, free every day. */
const austinTasker = (app: TestApp = t) => newTasker(app, { availability: { days: EVERY_DAY, hours: "8am - 6pm" } });

/** A task in Austin posted through the API, three days ahead: its id. */
async function postTask(client: Client, categoryId: string, title: string): Promise<string> {
  const posted = await client.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId,
      title,
      description: "Details in the messages.",
      location: "Austin, TX",
      scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(posted.statusCode).toBe(201);
  return posted.json().id;
}

/** Runs `act` against another instance of the app on the same database, then closes it. */
async function elsewhereDo<T>(act: (other: TestApp["app"]) => Promise<T>): Promise<T> {
  const other = await secondInstance(t);
  try {
    return await act(other.app);
  } finally {
    await other.close();
  }
}

const cleaningInAustin = (title = "Deep clean a flat") =>
  insertTask(t, { customerId: customer.user.id, categoryId: categories.Cleaning, title, location: "Austin, TX" });

describe("Find Work held in memory", () => {
  it("shows a task posted in the tasker's area on the next request, and one posted on another instance within moments", async () => {
    const tasker = await austinTasker();
    await ids(tasker);
    const posted = await postTask(customer, categories.Mounting, "Hang three shelves");
    expect(await ids(tasker)).toContain(posted);
    const elsewhere = await elsewhereDo((other) =>
      postTask(clientOn(other, customer), categories.Cleaning, "Deep clean a flat"),
    );
    await expect.poll(() => ids(tasker), soon).toContain(elsewhere);
  });

  it("drops tasks cancelled or set assigned on another instance within moments", async () => {
    const tasker = await austinTasker();
    const [cancelled, booked] = [await cleaningInAustin("Clean the oven"), await cleaningInAustin("Clean the windows")];
    expect(await ids(tasker)).toEqual(expect.arrayContaining([cancelled.id, booked.id]));
    const admin = await makeAdmin(t);
    await elsewhereDo(async (other) => {
      const cancel = { method: "PUT", url: `/api/tasks/${cancelled.id}`, payload: { status: "cancelled" } } as const;
      expect((await clientOn(other, customer).inject(cancel)).statusCode).toBe(200);
      const assign = { method: "PUT", url: `/api/admin/tasks/${booked.id}`, payload: { status: "assigned" } } as const;
      expect((await clientOn(other, admin).inject(assign)).statusCode).toBe(200);
    });
    await expect
      .poll(async () => (await ids(tasker)).filter((id) => [cancelled.id, booked.id].includes(id)), soon)
      .toEqual([]);
  });

  it("counts other taskers' offers within moments and shows the tasker's own offer on their next request", async () => {
    const tasker = await austinTasker();
    const rival = await austinTasker();
    const task = await cleaningInAustin("Clean after the party");
    expect(await card(tasker, task.id)).toMatchObject({ offerCount: 0, myOffer: null });
    await elsewhereDo(async (other) => {
      const offer = await clientOn(other, rival).inject({
        method: "POST",
        url: `/api/tasks/${task.id}/offers`,
        payload: { message: "Free on Sunday, bring my own mop.", proposedRate: "40.00", estimatedDuration: 2 },
      });
      expect(offer.statusCode).toBe(201);
    });
    await expect.poll(async () => (await card(tasker, task.id))?.offerCount, soon).toBe(1);
    const sent = await tasker.inject({
      method: "POST",
      url: `/api/tasks/${task.id}/offers`,
      payload: { message: "I can do it on Saturday morning.", proposedRate: "45.00", estimatedDuration: 3 },
    });
    expect(sent.statusCode).toBe(201);
    expect(await card(tasker, task.id)).toMatchObject({ offerCount: 2, myOffer: { status: "pending" } });
  });

  it("follows the tasker's skills: their own change at once, one made on another instance within moments", async () => {
    const tasker = await austinTasker();
    const task = await cleaningInAustin("Clean the stairs");
    expect(await ids(tasker)).toContain(task.id);
    const skills = (list: string[]) =>
      ({ method: "PUT", url: "/api/taskers/profile", payload: { skills: list } }) as const;
    expect((await tasker.inject(skills(["Mounting"]))).statusCode).toBe(200);
    expect(await ids(tasker)).not.toContain(task.id);
    await elsewhereDo(async (other) => {
      expect((await clientOn(other, tasker).inject(skills(["Mounting", "Cleaning"]))).statusCode).toBe(200);
    });
    await expect.poll(() => ids(tasker), soon).toContain(task.id);
  });

  it("hides a customer's tasks within moments of their suspension on another instance", async () => {
    const tasker = await austinTasker();
    const other = await signUp(t.app, { firstName: "Sal", lastName: "Spam" });
    const task = await insertTask(t, {
      customerId: other.user.id,
      categoryId: categories.Cleaning,
      location: "Austin",
    });
    expect(await ids(tasker)).toContain(task.id);
    const admin = await makeAdmin(t);
    await elsewhereDo(async (app) => {
      const suspend = {
        method: "PUT",
        url: `/api/admin/users/${other.user.id}`,
        payload: { suspended: true },
      } as const;
      expect((await clientOn(app, admin).inject(suspend)).statusCode).toBe(200);
    });
    await expect.poll(() => ids(tasker), soon).not.toContain(task.id);
  });

  it("keeps a page no longer than WORK_CACHE_SECONDS when a change goes unannounced", async () => {
    const short = await createTestApp({ WORK_CACHE_SECONDS: "1" });
    try {
      const cats = await seedCategories(short);
      const someone = await signUp(short.app);
      const tasker = await austinTasker(short);
      // Posted through the API: its event has been applied when the answer comes.
      const task = { id: await postTask(someone, cats.Cleaning, "Clean") };
      const title = async () =>
        (pageOf(await tasker.inject({ url: "/api/tasks/open" })).items as Card[]).find((c) => c.id === task.id)?.title;
      expect(await title()).toBe("Clean");
      // Written with SQL behind the services' back (as a bulk load would): no event tells of it.
      await short.database.db.update(tasks).set({ title: "Clean twice" }).where(eq(tasks.id, task.id));
      expect(await title()).toBe("Clean");
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await title()).toBe("Clean twice");
    } finally {
      await short.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("Find Work held in memory on two instances (PostgreSQL)", () => {
  it("shows a task posted and an offer sent through one instance on the other within moments", async () => {
    const second = await secondInstance(t);
    try {
      const tasker = await austinTasker();
      const onSecond = async () =>
        (
          pageOf(await second.app.inject({ url: "/api/tasks/open", headers: { cookie: tasker.cookie } }))
            .items as Card[]
        ).find((c) => c.title === "Mount a mirror");
      expect(await onSecond()).toBeUndefined();
      const taskId = await postTask(customer, categories.Mounting, "Mount a mirror");
      await expect.poll(onSecond, soon).toMatchObject({ myOffer: null });
      const sent = await tasker.inject({
        method: "POST",
        url: `/api/tasks/${taskId}/offers`,
        payload: { message: "I have the right anchors for it.", proposedRate: "50.00", estimatedDuration: 1 },
      });
      expect(sent.statusCode).toBe(201);
      await expect.poll(async () => (await onSecond())?.myOffer?.status, soon).toBe("pending");
    } finally {
      await second.close();
    }
  });
});
