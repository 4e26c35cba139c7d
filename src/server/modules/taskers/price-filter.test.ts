// The price filter of tasker search: only taskers at or under the maximum hourly rate, with a matching total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { seedCategories, validProfile } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
  for (const [name, rate] of [
    ["Cheap Cleaners", "20.00"],
    ["Middle Cleaners", "45.00"],
    ["Premium Cleaners", "90.00"],
  ]) {
    const tasker = await signUp(t.app, { userType: "tasker" });
    const res = await tasker.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ businessName: name, hourlyRate: rate, skills: ["Cleaning"] }),
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/taskers?${query}` });
  const page = res.json();
  return { status: res.statusCode, body: page.items ?? page, total: page.total };
};

describe("GET /api/taskers?maxRate=", () => {
  it("keeps only taskers whose hourly rate is at most the maximum, with or without a category", async () => {
    for (const base of ["", "category=Cleaning&"]) {
      const { body, total } = await search(`${base}maxRate=45&sort=price`);
      expect(body.map((c: { name: string }) => c.name)).toEqual(["Cheap Cleaners", "Middle Cleaners"]);
      expect(total).toBe(2);
    }
    expect((await search("maxRate=100")).body).toHaveLength(3);
  });

  it("refuses a maximum that is not a positive number with a 400 and a message", async () => {
    for (const bad of ["abc", "0", "-5"]) {
      const res = await search(`maxRate=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toEqual(expect.any(String));
    }
  });
});
