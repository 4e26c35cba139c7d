// The public profile shows what a tasker saved about their work: service area and experience.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { seedCategories, validProfile } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(() => t.close());

describe("GET /api/taskers/{id}: service area and experience", () => {
  it("returns the saved service area and experience, and null for a tasker who gave none", async () => {
    const tasker = await signUp(t.app, { userType: "tasker" });
    const created = await tasker.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ serviceArea: "Austin and Round Rock", experience: "6 years" }),
    });
    expect(created.statusCode).toBe(201);
    const profile = (await t.app.inject({ url: `/api/taskers/${created.json().id}` })).json();
    expect(profile).toMatchObject({ serviceArea: "Austin and Round Rock", experience: "6 years" });

    const quiet = await signUp(t.app, { userType: "tasker" });
    const bare = await quiet.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ serviceArea: undefined, experience: undefined }),
    });
    expect(bare.statusCode).toBe(201);
    const other = (await t.app.inject({ url: `/api/taskers/${bare.json().id}` })).json();
    expect(other).toMatchObject({ serviceArea: null, experience: null });
  });
});
