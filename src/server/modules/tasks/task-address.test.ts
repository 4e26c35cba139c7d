// The address promise: before booking, a tasker reads a task's city (or area) and distance on every
// route that shows them a task, never its street; its customer, admins and the booked tasker read the
// address (decision 0040).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, newTasker, seedCategories } from "../../test/fixtures";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const DAY = 24 * 60 * 60 * 1000;
const STREET = "2562 Riverside Dr";
const ADDRESS = `${STREET}, Austin, TX`;

let t: TestApp;
let customer: Client;
let tasker: Client & { profileId: string };
let other: Client & { profileId: string };
let admin: Client;
let categoryId: string;
let taskId: string;

function inDays(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(15, 0, 0, 0);
  return d.toISOString();
}

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedCategories(t)).Cleaning;
  customer = await signUp(t.app, { firstName: "Cara", lastName: "Customer", location: "Austin, TX" });
  tasker = await newTasker(t, { serviceArea: "Killeen, TX" }, { firstName: "Tess" });
  // Based in Killeen, about 95 km north of Austin, travelling up to 150 km.
  const area = await tasker.inject({
    method: "PUT",
    url: "/api/taskers/profile/service-area",
    payload: { placeId: "us-texas-killeen", radius: 150, unit: "km" },
  });
  expect(area.statusCode).toBe(200);
  other = await newTasker(t, { serviceArea: "Austin, TX" }, { firstName: "Otto" });
  admin = await makeAdmin(t);
  const posted = await customer.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId,
      title: "Deep clean a two-bed flat",
      description: "Kitchen, bathroom and floors.",
      location: ADDRESS,
      budget: "$100-150",
      scheduledDate: inDays(3),
    },
  });
  expect(posted.statusCode).toBe(201);
  taskId = posted.json().id;
});
afterAll(() => t.close());

const get = (c: Client, url: string) => c.inject({ method: "GET", url });

describe("before booking, taskers read the city and distance, never the street", () => {
  it("Find Work", async () => {
    const res = await get(tasker, "/api/tasks/open");
    expect(res.statusCode).toBe(200);
    const task = pageOf(res).items.find((i) => i.id === taskId);
    expect(task).toMatchObject({ location: "Austin, TX", addressHidden: true });
    expect(task.distanceKm).toBeGreaterThan(80);
    expect(task.distanceKm).toBeLessThan(110);
    expect(res.body).not.toContain("Riverside");
    // Nor can the street be found by searching for it.
    for (const text of ["Riverside", STREET]) {
      const found = await get(tasker, `/api/tasks/open?location=${encodeURIComponent(text)}`);
      expect(found.statusCode).toBe(200);
      expect(pageOf(found).items, text).toEqual([]);
    }
    const byCity = await get(tasker, `/api/tasks/open?location=${encodeURIComponent("Austin, TX")}`);
    expect(pageOf(byCity).items.map((i) => i.id)).toContain(taskId);
  });

  it("the task itself", async () => {
    const res = await get(tasker, `/api/tasks/${taskId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ location: "Austin, TX", addressHidden: true });
    expect(res.body).not.toContain("Riverside");
  });

  it("an invitation on the dashboard", async () => {
    const invited = await customer.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/invitations`,
      payload: { taskerId: tasker.profileId },
    });
    expect(invited.statusCode).toBe(201);
    const res = await get(tasker, "/api/taskers/profile/dashboard");
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations).toEqual([
      expect.objectContaining({ taskId, location: "Austin, TX", addressHidden: true }),
    ]);
    expect(res.body).not.toContain("Riverside");
  });

  it("the task of their own offer, in their offers and on the dashboard", async () => {
    for (const c of [tasker, other]) {
      const sent = await c.inject({
        method: "POST",
        url: `/api/tasks/${taskId}/offers`,
        payload: { message: "I can do this one well.", proposedRate: "45.00", estimatedDuration: 3 },
      });
      expect(sent.statusCode).toBe(201);
    }
    const mine = await get(tasker, "/api/offers/mine");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()[0].task).toMatchObject({ id: taskId, location: "Austin, TX", addressHidden: true });
    const dashboard = await get(tasker, "/api/taskers/profile/dashboard");
    expect(dashboard.json().pendingOffers[0]).toMatchObject({ taskId, location: "Austin, TX", addressHidden: true });
    expect(mine.body + dashboard.body).not.toContain("Riverside");
  });

  it("a location that names no known place shows only the parts after the street without numbers", async () => {
    const posted = await customer.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId,
        title: "Wash the windows",
        description: "Six windows, outside only.",
        location: "Flat 3, 88 Elm Rd, Little Hollow",
        scheduledDate: inDays(4),
      },
    });
    const res = await get(tasker, `/api/tasks/${posted.json().id}`);
    expect(res.json()).toMatchObject({ location: "Little Hollow", addressHidden: true, distanceKm: null });
    const streetOnly = await customer.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId,
        title: "Sweep",
        description: "The yard.",
        location: "7 Birch Ln",
        scheduledDate: inDays(4),
      },
    });
    const bare = await get(tasker, `/api/tasks/${streetOnly.json().id}`);
    expect(bare.json()).toMatchObject({ location: "Area shared after booking", addressHidden: true });
  });
});

describe("the address is read by the customer, admins and the booked tasker", () => {
  it("its customer and admins read it before booking", async () => {
    for (const c of [customer, admin]) {
      const res = await get(c, `/api/tasks/${taskId}`);
      expect(res.json()).toMatchObject({ location: ADDRESS, addressHidden: false });
    }
    const mine = await get(customer, "/api/tasks/mine");
    expect(mine.json().find((x: { id: string }) => x.id === taskId)).toMatchObject({ location: ADDRESS });
  });

  it("once booked, the booked tasker reads it on the task, their offer and the booking; others never", async () => {
    const offers = await get(customer, `/api/tasks/${taskId}/offers`);
    const offer = offers.json().find((o: { taskerId: string }) => o.taskerId === tasker.user.id);
    const booked = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId,
        offerId: offer.id,
        scheduledDate: inDays(3),
        duration: 3,
        totalAmount: "141.75",
        card: GOOD_CARD,
      },
    });
    expect(booked.statusCode).toBe(201);
    const task = await get(tasker, `/api/tasks/${taskId}`);
    expect(task.json()).toMatchObject({ location: ADDRESS, addressHidden: false });
    const mine = await get(tasker, "/api/offers/mine");
    expect(mine.json()[0].task).toMatchObject({ location: ADDRESS, addressHidden: false });
    const bookings = await get(tasker, "/api/bookings?role=tasker");
    expect(bookings.body).toContain(STREET);
    // The other tasker's declined offer still names the task: by its city only.
    const theirs = await get(other, "/api/offers/mine");
    expect(theirs.json()[0].task).toMatchObject({ id: taskId, location: "Austin, TX", addressHidden: true });
    expect(theirs.body).not.toContain("Riverside");
  });
});
