// A search for a name finds that tasker first: 'brooks' ranks Brooks Home Services above a better-rated
// tasker from Brooklyn, and paging keeps one order without gaps or repeats.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskerProfiles } from "../../db/schema";
import { createTestApp, signUp, type TestApp, pageOf } from "../../test/harness";
import { seedCategories, validProfile } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
  const make = async (first: string, businessName: string | undefined, description: string, rating: string) => {
    const tasker = await signUp(t.app, { firstName: first, lastName: "Smith", userType: "tasker" });
    const res = await tasker.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ businessName, description, skills: ["Cleaning"] }),
    });
    expect(res.statusCode).toBe(201);
    // A rating straight in the table: the rank follows it (the search triggers recompute rank_score).
    await t.database.db
      .update(taskerProfiles)
      .set({ rating: rating, totalReviews: 40 })
      .where(eq(taskerProfiles.id, res.json().id));
  };
  await make("Andre", undefined, "Electrician from Brooklyn, careful and quick.", "5.00");
  await make("Bea", undefined, "Brooklyn cleaner with a brook-side garden.", "4.90");
  await make("Taylor", "Brooks Home Services", "Handyman for every small job.", "4.20");
});
afterAll(() => t.close());

describe("GET /api/taskers?q=: name matches first", () => {
  it("lists the tasker whose name contains the words before better-rated fuzzy matches", async () => {
    const res = await t.app.inject({ url: "/api/taskers?q=brooks" });
    const names = pageOf(res).items.map((c: { name: string }) => c.name);
    expect(names[0]).toBe("Brooks Home Services");
    expect(names.length).toBeGreaterThan(1);
  });

  it("pages through the same order one at a time", async () => {
    const all = pageOf(await t.app.inject({ url: "/api/taskers?q=brooks&limit=50" })).items.map(
      (c: { id: string }) => c.id,
    );
    const paged: string[] = [];
    let cursor = "";
    for (let i = 0; i < 10; i += 1) {
      const res = await t.app.inject({ url: `/api/taskers?q=brooks&limit=1${cursor ? `&cursor=${cursor}` : ""}` });
      const page = pageOf<{ id: string }>(res);
      paged.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor ?? "";
      if (!cursor) break;
    }
    expect(paged).toEqual(all);
  });
});
