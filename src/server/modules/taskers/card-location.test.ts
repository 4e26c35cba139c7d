// A tasker's location line is a place we know (their own location, else their base city), and the
// fallback 'Local Area' only when we know none; cards leave that fallback out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { newTasker, seedCategories } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(async () => t?.close());

const profileOf = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/taskers/${id}` })).json();

describe("a tasker's location line", () => {
  it("is their base city when their account names no place, and 'Local Area' only when nothing is known", async () => {
    const based = await newTasker(t, { serviceArea: "Austin, TX", description: "Tidy, careful work on every job." });
    expect((await profileOf(based.profileId)).location).toBe("Austin, TX");
    const nowhere = await newTasker(t, { serviceArea: "", description: "Tidy, careful work on every job." });
    expect((await profileOf(nowhere.profileId)).location).toBe("Local Area");
  });
});
