// Places, service areas and distance: suggestions, a tasker's base city and travel radius, search
// at a place (radius and distance order), Find Work and Get Matched by area.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceCategories, taskerProfiles } from "../../db/schema";
import { createTestApp, signUp, type Client, type TestApp, pageOf } from "../../test/harness";
import { timeZoneOfPlace } from "./service";

let t: TestApp;
let cleaning: string;
let moving: string;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** A listed tasker with a profile and, through the API, a base place and radius. */
async function tasker(first: string, skills: string[], place: string | null, radius: number, rank = 0) {
  const user = await signUp(t.app, { firstName: first, lastName: "Geo", userType: "tasker" });
  await t.database.db
    .insert(taskerProfiles)
    .values({ userId: user.user.id, skills, hourlyRate: "40.00", rating: "5.00", totalReviews: rank });
  if (place) {
    const r = await put(user, { placeId: place, radius, unit: "km" });
    expect(r.statusCode).toBe(200);
  }
  return user;
}
const put = (c: Client, payload: object) =>
  c.inject({ method: "PUT", url: "/api/taskers/profile/service-area", payload });
const search = async (query: string) => {
  const r = await t.app.inject({ url: `/api/taskers?${query}` });
  expect(r.statusCode).toBe(200);
  return pageOf<{ name: string; distanceKm: number | null }>(r);
};

beforeAll(async () => {
  t = await createTestApp();
  [{ id: cleaning }, { id: moving }] = await t.database.db
    .insert(serviceCategories)
    .values([{ name: "Cleaning" }, { name: "Moving" }])
    .returning();
});
afterAll(() => t.close());

describe("GET /api/places", () => {
  it("suggests places by name prefix, most populous first, with label, coordinates and time zone", async () => {
    const r = await t.app.inject({ url: "/api/places?q=aus" });
    expect(r.statusCode).toBe(200);
    const [first] = r.json();
    expect(first).toMatchObject({ id: "us-texas-austin", label: "Austin, TX", timeZone: "America/Chicago" });
    expect(first.lat).toBeCloseTo(30.27, 1);
    const paris = (await t.app.inject({ url: "/api/places?q=Paris,%20Fr&limit=1" })).json();
    expect(paris).toEqual([expect.objectContaining({ label: "Paris, Île-de-France, France" })]);
    expect((await t.app.inject({ url: "/api/places?q=" })).json()).toEqual([]);
    expect((await t.app.inject({ url: "/api/places?q=zzzzqx" })).json()).toEqual([]);
    expect((await t.app.inject({ url: "/api/places?q=%25" })).json()).toEqual([]);
    const tooLong = await t.app.inject({ url: `/api/places?q=${"a".repeat(121)}` });
    expect(tooLong.statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/places?q=a&limit=50" })).statusCode).toBe(400);
  });

  it("gives a place's IANA time zone", async () => {
    expect(await timeZoneOfPlace(t.database.db, "us-texas-austin")).toBe("America/Chicago");
    expect(await timeZoneOfPlace(t.database.db, "nowhere")).toBeNull();
  });
});

describe("a tasker's service area", () => {
  it("is set by place id and radius in km or miles; bad input is a 400 that changes nothing", async () => {
    const ted = await tasker("Ted", ["Cleaning"], null, 0);
    expect((await ted.inject({ url: "/api/taskers/profile/service-area" })).json()).toEqual({
      place: null,
      radiusKm: 40,
    });
    const ok = await put(ted, { placeId: "us-texas-austin", radius: 25, unit: "mi" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ place: { label: "Austin, TX" }, radiusKm: 40.23 });

    const refused = [
      [{ placeId: "us-texas-austin", radius: 0 }, "Travel radius must be between 1 and 200 km"],
      [{ placeId: "us-texas-austin", radius: 201, unit: "km" }, "Travel radius must be between 1 and 200 km"],
      [{ placeId: "us-texas-austin", radius: 125, unit: "mi" }, "Travel radius must be between 1 and 124 mi"],
      [{ placeId: "us-texas-austin", radius: "far" }, "Travel radius must be a number"],
      [{ placeId: "atlantis", radius: 10 }, "Please choose your base city from the list"],
      [{ placeId: "us-texas-austin", radius: 10, unit: "parsec" }, "Unit must be km or mi"],
    ] as const;
    for (const [payload, message] of refused) {
      const r = await put(ted, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.body).toContain(message);
    }
    expect((await ted.inject({ url: "/api/taskers/profile/service-area" })).json().radiusKm).toBe(40.23);
    const customer = await signUp(t.app, { firstName: "Cus", lastName: "Tomer" });
    expect((await put(customer, { placeId: "us-texas-austin", radius: 10 })).statusCode).toBe(404);
    const signedOut = { method: "PUT", url: "/api/taskers/profile/service-area", payload: { placeId: "x", radius: 5 } };
    expect((await t.app.inject(signedOut as never)).statusCode).toBe(401);
  });
});

describe("search at a place, Find Work and Get Matched by area", () => {
  let customer: Client;
  beforeAll(async () => {
    customer = await signUp(t.app, { firstName: "Cara", lastName: "Client" });
    await tasker("Local", ["Moving"], "us-texas-austin", 40, 1); // 0 km, low rank
    await tasker("Marcos", ["Moving"], "us-texas-san-marcos", 50, 50); // 47 km, covers Austin
    await tasker("Antonio", ["Moving"], "us-texas-san-antonio", 150, 200); // 118 km, covers Austin
    await tasker("Short", ["Moving"], "us-texas-san-antonio", 100, 300); // 118 km > 100 km
    await tasker("Dallas", ["Moving"], "us-texas-dallas", 200, 300); // 296 km
    await tasker("Cleaner", ["Cleaning"], "us-texas-austin", 40, 300); // other skill
  });

  it("keeps the taskers whose area covers the place, shows the distance and sorts by it when asked", async () => {
    const byRating = await search("category=Moving&location=Austin,%20TX");
    expect(byRating.items.map((c) => c.name)).toEqual(["Antonio G.", "Marcos G.", "Local G."]);
    expect(byRating.total).toBe(3);
    const byDistance = await search("category=Moving&location=austin&sort=distance");
    expect(byDistance.items.map((c) => [c.name, Math.round(c.distanceKm!)])).toEqual([
      ["Local G.", 0],
      ["Marcos G.", 47],
      ["Antonio G.", 118],
    ]);
    // Pages by distance: the cursor carries on where the last page ended.
    const cursor = (await search("location=austin&sort=distance&limit=2&category=Moving")).nextCursor;
    const rest = (await search(`location=austin&sort=distance&limit=2&category=Moving&cursor=${cursor}`)).items;
    expect(rest.map((c) => c.name)).toEqual(["Antonio G."]);
    // Without a category: every skill, same area (Ted serves Austin too).
    const all = await search("location=austin");
    expect(all.items.map((c) => c.name)).toEqual(["Cleaner G.", "Antonio G.", "Marcos G.", "Local G.", "Ted G."]);
    // San Antonio: its own taskers; San Marcos (about 67 km) is beyond Marcos's 50 km.
    const there = await search("category=Moving&location=San%20Antonio");
    expect(there.items.map((c) => c.name)).toEqual(["Short G.", "Antonio G."]);
  });

  it("matches free text that names no known place against city names, as before", async () => {
    const odd = await signUp(t.app, {
      firstName: "Odd",
      lastName: "Town",
      userType: "tasker",
      location: "Qwertyville",
    });
    await t.database.db.insert(taskerProfiles).values({ userId: odd.user.id, skills: ["Moving"], hourlyRate: "30.00" });
    const r = await search("location=qwerty");
    expect(r.items).toEqual([expect.objectContaining({ name: "Odd T.", distanceKm: null })]);
  });

  it("Find Work lists only tasks of the tasker's skills inside their area", async () => {
    const post = async (title: string, location: string, categoryId = moving) => {
      const r = await customer.inject({
        method: "POST",
        url: "/api/tasks",
        payload: { categoryId, title, description: "Boxes and a sofa.", location, scheduledDate: inDays(4) },
      });
      expect(r.statusCode).toBe(201);
    };
    await post("Move in Austin", "Austin, TX");
    await post("Move in San Marcos", "San Marcos, TX");
    await post("Move in Dallas", "Dallas, TX");
    await post("Move near the lake", "Lakeside cabin by Austin");
    await post("Clean in Austin", "Austin, TX", cleaning);
    const mover = await tasker("Mover", ["Moving"], "us-texas-austin", 60);
    const titles = pageOf(await mover.inject({ url: "/api/tasks/open" })).items.map((x: { title: string }) => x.title);
    expect(titles).toEqual(["Move near the lake", "Move in San Marcos", "Move in Austin"]);
    // A location filter: a place in the area, a place outside it, a name, free text.
    const filtered = async (location: string) =>
      pageOf(await mover.inject({ url: `/api/tasks/open?location=${encodeURIComponent(location)}` })).items.map(
        (x: { title: string }) => x.title,
      );
    expect(await filtered("San Marcos, TX")).toEqual(["Move in San Marcos"]);
    expect(await filtered("Dallas, TX")).toEqual([]);
    expect(await filtered("austin")).toEqual(["Move near the lake", "Move in Austin"]);
    expect(await filtered("lake")).toEqual(["Move near the lake"]);
    // A smaller radius leaves San Marcos (47 km) out.
    await put(mover, { placeId: "us-texas-austin", radius: 20, unit: "km" });
    const near = pageOf(await mover.inject({ url: "/api/tasks/open" })).items.map((x: { title: string }) => x.title);
    expect(near).toEqual(["Move near the lake", "Move in Austin"]);
  });

  it("Get Matched keeps taskers covering the task, nearest first, with their city and distance", async () => {
    const r = await customer.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId: moving,
        title: "Piano",
        description: "One upright piano.",
        location: "Austin, TX",
        scheduledDate: inDays(6),
      },
    });
    const matches = (await customer.inject({ url: `/api/tasks/${r.json().id}/matches` })).json();
    expect(matches.map((m: { name: string; location: string }) => [m.name, m.location])).toEqual([
      ["Local G.", "Austin, TX"],
      ["Mover G.", "Austin, TX"],
      ["Marcos G.", "San Marcos, TX"],
      ["Antonio G.", "San Antonio, TX"],
    ]);
    expect(Math.round(matches[2].distanceKm)).toBe(47);
  });
});
