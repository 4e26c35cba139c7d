// The price filter of tasker search: only taskers at or under the maximum hourly rate, with a matching total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp, pageOf } from "../../test/harness";
import { seedCategories, validProfile } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
  for (const [name, rate, city] of [
    ["Cheap Cleaners", "20.00", "Austin, TX"],
    ["Middle Cleaners", "45.00", "Austin, TX"],
    ["Premium Cleaners", "90.00", "Austin, TX"],
    ["Denver Cleaners", "25.00", "Denver, CO"],
  ]) {
    const tasker = await signUp(t.app, { userType: "tasker" });
    const res = await tasker.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ businessName: name, hourlyRate: rate, skills: ["Cleaning"], serviceArea: city }),
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/taskers?${query}` });
  if (res.statusCode !== 200) return { status: res.statusCode, body: res.json(), total: Number.NaN };
  const page = pageOf(res);
  return { status: res.statusCode, body: page.items, total: page.total };
};

describe("GET /api/taskers?maxRate=", () => {
  it("keeps only taskers whose hourly rate is at most the maximum, with or without a category", async () => {
    for (const base of ["", "category=Cleaning&"]) {
      const { body, total } = await search(`${base}maxRate=45&sort=price`);
      expect(body.map((c: { name: string }) => c.name)).toEqual([
        "Cheap Cleaners",
        "Denver Cleaners",
        "Middle Cleaners",
      ]);
      expect(total).toBe(3);
    }
    expect((await search("maxRate=100")).body).toHaveLength(4);
  });

  it("applies with a location that names a known place: price and service area together", async () => {
    for (const base of ["", "category=Cleaning&"]) {
      for (const sort of ["price", "distance", "rating"]) {
        const { body, total } = await search(
          `${base}location=${encodeURIComponent("Austin, TX")}&maxRate=45&sort=${sort}`,
        );
        const names = body.map((c: { name: string }) => c.name).sort();
        expect(names, `${base}${sort}`).toEqual(["Cheap Cleaners", "Middle Cleaners"]);
        expect(total, `${base}${sort}`).toBe(2);
      }
    }
    const denver = await search(`location=Denver&maxRate=20`);
    expect(denver.body).toEqual([]);
    expect(denver.total).toBe(0);
  });

  it("refuses a maximum that is not a positive number with a 400 and a message", async () => {
    for (const bad of ["abc", "0", "-5"]) {
      const res = await search(`maxRate=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toEqual(expect.any(String));
    }
  });
});
