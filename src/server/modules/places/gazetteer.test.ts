// The gazetteer behind every location box: the places of 1,000+ people, boroughs and aliases, US ZIP
// codes, typos, ranking by size, the caller's country and nearness; and a suburb as a base city.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceCategories, taskerProfiles } from "../../db/schema";
import { sourceRenderer } from "../../pages/renderer";
import { createTestApp, pageOf, signUp, type TestApp } from "../../test/harness";

let t: TestApp;
let moving: string;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

interface Suggestion {
  id: string;
  label: string;
  lat: number;
  lng: number;
  timeZone: string | null;
  countryCode: string;
}
const suggest = async (q: string, headers: Record<string, string> = {}): Promise<Suggestion[]> => {
  const r = await t.app.inject({ url: `/api/places?q=${encodeURIComponent(q)}`, headers });
  expect(r.statusCode, q).toBe(200);
  return r.json();
};
const labels = async (q: string, headers: Record<string, string> = {}) =>
  (await suggest(q, headers)).map((p) => p.label);
const american = { "accept-language": "en-US,en;q=0.9" };

beforeAll(async () => {
  t = await createTestApp();
  [{ id: moving }] = await t.database.db
    .insert(serviceCategories)
    .values([{ name: "Moving" }])
    .returning();
});
afterAll(() => t.close());

describe("GET /api/places", () => {
  it("finds towns and suburbs, boroughs and neighbourhoods people type", async () => {
    const wanted = [
      ["Plano", "Plano, TX"],
      ["Round Rock", "Round Rock, TX"],
      ["Cedar Park", "Cedar Park, TX"],
      ["Pflugerville", "Pflugerville, TX"],
      ["Brooklyn", "Brooklyn, NY"],
      ["Queens", "Queens, NY"],
      ["Manhattan", "Manhattan, NY"],
      ["Bronx", "The Bronx, NY"],
      ["Staten Island", "Staten Island, NY"],
      ["Santa Monica", "Santa Monica, CA"],
      ["Cambridge", "Cambridge, MA"],
    ];
    for (const [q, label] of wanted) {
      expect(await labels(q), q).toContain(label);
      // For someone in the United States, the one they mean comes first.
      expect((await labels(q, american))[0], q).toBe(label);
    }
    const [pflugerville] = await suggest("pfluger");
    expect(pflugerville).toMatchObject({ id: "us-texas-pflugerville", timeZone: "America/Chicago" });
    expect(pflugerville.lat).toBeCloseTo(30.44, 1);
  });

  it("resolves a US ZIP code to its place first, then the places around it", async () => {
    const [austin, ...around] = await suggest("78701");
    expect(austin).toMatchObject({ id: "us-texas-austin", label: "Austin, TX" });
    expect(around.length).toBeGreaterThan(0);
    expect(around.every((p) => p.label.endsWith(", TX"))).toBe(true);
    expect((await suggest("78660"))[0].label).toBe("Pflugerville, TX");
    expect((await suggest("11201-1234"))[0].label).toBe("Brooklyn, NY");
    expect((await suggest("787")).map((p) => p.label)).toContain("Austin, TX");
    expect(await suggest("00000")).toEqual([]);
    expect(await suggest("12")).toEqual([]);
  });

  it("forgives a typo and ranks bigger, nearer and the caller's country first", async () => {
    expect((await labels("pflugervile"))[0]).toBe("Pflugerville, TX");
    expect((await labels("Cambrige", american))[0]).toBe("Cambridge, MA");
    expect((await labels("Cambridge", { "accept-language": "en-GB" }))[0]).toBe(
      "Cambridge, Cambridgeshire, United Kingdom",
    );
    // Springfield: each state's, the biggest first.
    const springfields = await labels("Springfield", american);
    expect(springfields).toHaveLength(8);
    expect(new Set(springfields).size).toBe(8);
    expect(springfields.slice(0, 3)).toEqual(["Springfield, MO", "Springfield, MA", "Springfield, IL"]);
    expect(await labels("Springfield, IL")).toEqual(["Springfield, IL"]);
    expect((await labels("Austin, TX 78701"))[0]).toBe("Austin, TX");
    // An account's own place: Portland, Maine before the bigger Portland, Oregon.
    const mainer = await signUp(t.app, { firstName: "May", lastName: "Ner", location: "Bangor, ME" });
    const portland = (await mainer.inject({ url: "/api/places?q=Portland" })).json() as Suggestion[];
    expect(portland[0].label).toBe("Portland, ME");
    expect((await labels("Portland", american))[0]).toBe("Portland, OR");
  });

  it("keeps the places' ids that profiles and tasks store", async () => {
    for (const [id, label] of [
      ["us-texas-austin", "Austin, TX"],
      ["us-new-york-new-york", "New York, NY"],
      ["us-texas-san-marcos", "San Marcos, TX"],
      ["fr-ile-de-france-paris", "Paris, Île-de-France, France"],
    ]) {
      const ted = await signUp(t.app, { firstName: "Ted", lastName: "Id", userType: "tasker" });
      await t.database.db
        .insert(taskerProfiles)
        .values({ userId: ted.user.id, skills: ["Moving"], hourlyRate: "40.00" });
      const r = await ted.inject({
        method: "PUT",
        url: "/api/taskers/profile/service-area",
        payload: { placeId: id, radius: 10 },
      });
      expect(r.statusCode, id).toBe(200);
      expect(r.json().place.label).toBe(label);
    }
  });
});

describe("a tasker based in a suburb", () => {
  it("is found by a search at the city their radius reaches, and sees its tasks in Find Work", async () => {
    const pat = await signUp(t.app, { firstName: "Pat", lastName: "Pflug", userType: "tasker" });
    await t.database.db.insert(taskerProfiles).values({ userId: pat.user.id, skills: ["Moving"], hourlyRate: "45.00" });
    const [base] = await suggest("Pflugerville");
    const area = await pat.inject({
      method: "PUT",
      url: "/api/taskers/profile/service-area",
      payload: { placeId: base.id, radius: 60, unit: "km" },
    });
    expect(area.statusCode).toBe(200);

    for (const location of ["Austin, TX", "78701", "Austin, TX 78701"]) {
      const found = await t.app.inject({
        url: `/api/taskers?category=Moving&location=${encodeURIComponent(location)}`,
      });
      expect(
        pageOf<{ name: string }>(found).items.map((c) => c.name),
        location,
      ).toContain("Pat P.");
    }
    // Plano is some 300 km away: out of reach.
    const plano = await t.app.inject({ url: "/api/taskers?category=Moving&location=Plano,%20TX" });
    expect(pageOf<{ name: string }>(plano).items.map((c) => c.name)).not.toContain("Pat P.");

    const customer = await signUp(t.app, { firstName: "Cy", lastName: "Customer" });
    const post = async (title: string, location: string) => {
      const r = await customer.inject({
        method: "POST",
        url: "/api/tasks",
        payload: { categoryId: moving, title, description: "Boxes and a sofa.", location, scheduledDate: inDays(3) },
      });
      expect(r.statusCode).toBe(201);
    };
    await post("Move in Austin", "Austin, TX");
    await post("Move by ZIP code", "12 Oak St, Austin, TX 78701");
    await post("Move in Round Rock", "Round Rock, TX");
    await post("Move in Plano", "Plano, TX");
    const work = pageOf<{ title: string }>(await pat.inject({ url: "/api/tasks/open" })).items.map((x) => x.title);
    expect(work.sort()).toEqual(["Move by ZIP code", "Move in Austin", "Move in Round Rock"]);
    const atZip = pageOf<{ title: string }>(await pat.inject({ url: "/api/tasks/open?location=78701" })).items;
    expect(atZip.map((x) => x.title).sort()).toEqual(["Move by ZIP code", "Move in Austin"]);
  });
});

describe("a borough as a location", () => {
  it("places a task and a search there, by any of its names", async () => {
    const kim = await signUp(t.app, { firstName: "Kim", lastName: "Knick", userType: "tasker" });
    await t.database.db.insert(taskerProfiles).values({ userId: kim.user.id, skills: ["Moving"], hourlyRate: "60.00" });
    const [manhattan] = await suggest("Manhattan", american);
    const area = await kim.inject({
      method: "PUT",
      url: "/api/taskers/profile/service-area",
      payload: { placeId: manhattan.id, radius: 25, unit: "km" },
    });
    expect(area.statusCode).toBe(200);
    for (const location of ["Bronx, NY", "Brooklyn", "The Bronx, NY"]) {
      const found = await t.app.inject({
        url: `/api/taskers?category=Moving&location=${encodeURIComponent(location)}`,
      });
      expect(
        pageOf<{ name: string }>(found).items.map((c) => c.name),
        location,
      ).toContain("Kim K.");
    }
    const customer = await signUp(t.app, { firstName: "Bo", lastName: "Rough" });
    const task = await customer.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId: moving,
        title: "Move in Brooklyn",
        description: "A walk-up, third floor.",
        location: "Brooklyn, NY 11201",
        scheduledDate: inDays(5),
      },
    });
    expect(task.statusCode).toBe(201);
    const work = pageOf<{ title: string }>(await kim.inject({ url: "/api/tasks/open?location=Brooklyn" })).items;
    expect(work.map((x) => x.title)).toEqual(["Move in Brooklyn"]);
  });
});

describe("the About page", () => {
  it("credits GeoNames under CC BY, rendered on the server", async () => {
    const site = await createTestApp({}, { pages: await sourceRenderer() });
    try {
      const r = await site.app.inject({ url: "/about" });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain("GeoNames (geonames.org)");
      expect(r.body).toContain("Creative Commons Attribution 4.0 licence (CC BY 4.0)");
    } finally {
      await site.close();
    }
  });
});
