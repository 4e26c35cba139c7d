import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversations, messages, reviews, taskerProfiles, users } from "../../db/schema";
import { announce } from "../../test/fixtures";
import { createTestApp, signUp, type TestApp, pageOf } from "../../test/harness";

let t: TestApp;
const profiles: Record<string, string> = {};

async function makeTasker(
  key: string,
  opts: {
    first: string;
    last: string;
    location: string;
    bio: string;
    skills: string[];
    rate: string;
    rating: string;
    reviews: number;
  },
) {
  const client = await signUp(t.app, {
    firstName: opts.first,
    lastName: opts.last,
    userType: "tasker",
    location: opts.location,
  });
  const [row] = await t.database.db
    .insert(taskerProfiles)
    .values({
      userId: client.user.id,
      bio: opts.bio,
      skills: opts.skills,
      hourlyRate: opts.rate,
      rating: opts.rating,
      totalReviews: opts.reviews,
      availability: { days: ["Monday"], hours: "9-5" },
    })
    .returning();
  // Written straight into the table: announced as the profile service announces a new profile.
  await announce(t, { type: "tasker.changed", taskerId: client.user.id, what: "profile" });
  profiles[key] = row.id;
  return { client, profileId: row.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await makeTasker("tv", {
    first: "Ann",
    last: "Lee",
    location: "Austin, TX",
    bio: "I mount TVs and shelves. Business: Level Best Mounting",
    skills: ["Mounting"],
    rate: "60.00",
    rating: "4.90",
    reviews: 40,
  });
  await makeTasker("clean", {
    first: "Bo",
    last: "Chen",
    location: "Denver, CO",
    bio: "Deep cleaning of apartments.",
    skills: ["Cleaning"],
    rate: "35.00",
    rating: "4.20",
    reviews: 3,
  });
  await makeTasker("mix", {
    first: "Cy",
    last: "Diaz",
    location: "Austin, TX",
    bio: "Handyman: furniture assembly and mounting.",
    skills: ["Mounting", "Furniture Assembly"],
    rate: "45.50",
    rating: "4.60",
    reviews: 12,
  });
  for (let i = 0; i < 9; i++) {
    await makeTasker(`m${i}`, {
      first: `Max${i}`,
      last: "Moe",
      location: "Boston, MA",
      bio: "Careful mounting of art and TVs.",
      skills: ["Mounting"],
      rate: `${40 + i}.00`,
      rating: "4.00",
      reviews: i,
    });
  }
});
afterAll(() => t.close());

/** The answer, and for a page (an array) its items, total and next cursor. */
const get = async (url: string) => {
  const response = await t.app.inject({ url });
  const body = response.json();
  const isPage = response.statusCode === 200 && Array.isArray(body);
  return {
    status: response.statusCode,
    body,
    ...(isPage ? pageOf(response) : { items: [], nextCursor: null, total: NaN }),
  };
};
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe("GET /api/taskers", () => {
  it("answers a page of cards with display fields and the total", async () => {
    const { status, items, total, nextCursor } = await get("/api/taskers");
    expect(status).toBe(200);
    expect(total).toBe(12);
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(12);
    const tv = items.find((x: { id: string }) => x.id === profiles.tv);
    expect(tv).toMatchObject({
      name: "Level Best Mounting",
      initials: "LB",
      location: "Austin, TX",
      hourlyRate: "60.00",
      rating: "4.90",
      totalReviews: 40,
      isVerified: false,
    });
    // Public cards carry the display name only, never the full last name.
    expect(tv).not.toHaveProperty("firstName");
    expect(tv).not.toHaveProperty("lastName");
    expect(JSON.stringify(items)).not.toMatch(/password|email/i);
  });

  it("matches q against skills, bio and name, with prefixes and typos", async () => {
    expect(names((await get("/api/taskers?q=clean")).items)).toEqual(["Bo C."]);
    expect(names((await get("/api/taskers?q=clening")).items)).toEqual(["Bo C."]);
    expect((await get("/api/taskers?q=mount")).total).toBe(11);
    expect((await get("/api/taskers?q=mountting")).total).toBe(11);
    expect(names((await get("/api/taskers?q=Level%20Best")).items)).toEqual(["Level Best Mounting"]);
    expect(names((await get("/api/taskers?q=diaz")).items)).toEqual(["Cy D."]);
  });

  it("filters by category name and location, and combines filters", async () => {
    expect((await get("/api/taskers?category=Cleaning")).items).toHaveLength(1);
    expect((await get("/api/taskers?location=austin")).total).toBe(2);
    expect(names((await get("/api/taskers?category=Furniture%20Assembly&location=Austin")).items)).toEqual(["Cy D."]);
    expect(names((await get("/api/taskers?q=mount&category=Mounting&location=austin")).items).sort()).toEqual([
      "Cy D.",
      "Level Best Mounting",
    ]);
    expect((await get("/api/taskers?location=%25")).items).toHaveLength(0);
  });

  it("sorts by rating, price and reviews", async () => {
    expect((await get("/api/taskers?sort=rating&limit=1")).items[0].id).toBe(profiles.tv);
    const byPrice = (await get("/api/taskers?sort=price&limit=50")).items.map((x: { hourlyRate: string }) =>
      Number(x.hourlyRate),
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect((await get("/api/taskers?sort=reviews&limit=1")).items[0].id).toBe(profiles.tv);
  });

  it.each(["rating", "price", "reviews"])("pages by %s without gaps or repeats", async (sort) => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const { items, nextCursor } = await get(`/api/taskers?sort=${sort}&limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...items.map((x: { id: string }) => x.id));
      cursor = nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it.each(["rating", "price", "reviews"])("pages a category across several cities by %s in one order", async (sort) => {
    const base = `/api/taskers?category=Mounting&location=%2C&sort=${sort}`;
    const whole = (await get(`${base}&limit=50`)).items.map((x: { id: string }) => x.id);
    expect(whole).toHaveLength(11);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const { items, total, nextCursor } = await get(`${base}&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(total).toBe(11);
      seen.push(...items.map((x: { id: string }) => x.id));
      cursor = nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(whole);
  });

  it("shows a changed profile and a new tasker at once, cached or not", async () => {
    expect((await get(`/api/taskers/${profiles.clean}`)).body.hourlyRate).toBe("35.00");
    expect((await get("/api/taskers?category=Cleaning")).total).toBe(1);
    const [changed] = await t.database.db
      .update(taskerProfiles)
      .set({ hourlyRate: "39.50" })
      .where(eq(taskerProfiles.id, profiles.clean))
      .returning();
    await announce(t, { type: "tasker.changed", taskerId: changed.userId, what: "profile" });
    await makeTasker("clean2", {
      first: "Eve",
      last: "Ash",
      location: "Denver, CO",
      bio: "Move-out cleaning.",
      skills: ["Cleaning"],
      rate: "30.00",
      rating: "0",
      reviews: 0,
    });
    // The change reaches the cache through its event, which a client sees within milliseconds.
    await vi.waitFor(async () => expect((await get(`/api/taskers/${profiles.clean}`)).body.hourlyRate).toBe("39.50"), {
      timeout: 2000,
    });
    await vi.waitFor(async () => expect((await get("/api/taskers?category=Cleaning")).total).toBe(2), {
      timeout: 2000,
    });
  });

  it("answers bad parameters with a 400 and a message, never a 500", async () => {
    for (const query of [
      "limit=0",
      "limit=51",
      "limit=abc",
      "sort=name",
      "cursor=junk",
      `q=${"x".repeat(300)}`,
      "cursor=eyJ2IjoxfQ",
    ]) {
      const { status, body } = await get(`/api/taskers?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toEqual(expect.any(String));
    }
    expect((await get("/api/taskers?q=%27%3B%20drop%20table%20users%3B--")).status).toBe(200);
    expect((await get("/api/taskers?q=%26%7C!()%3A*")).status).toBe(200);
  });

  it("hides suspended users' profiles", async () => {
    const { profileId } = await makeTasker("hidden", {
      first: "Hid",
      last: "Den",
      location: "Austin, TX",
      bio: "Unique zebra painter.",
      skills: ["Painting"],
      rate: "50.00",
      rating: "5.00",
      reviews: 1,
    });
    expect((await get("/api/taskers?q=zebra")).items).toHaveLength(1);
    const [profile] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, profileId));
    // Suspended straight in the table, announced as an admin's suspension is: the cached search forgets it.
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, profile.userId));
    await announce(t, { type: "user.changed", userId: profile.userId, what: "suspended" });
    await expect.poll(async () => (await get("/api/taskers?q=zebra")).items.length, { timeout: 5000 }).toBe(0);
    expect((await get(`/api/taskers/${profileId}`)).status).toBe(404);
  });
});

describe("GET /api/taskers/{id} and reviews", () => {
  it("answers the profile, and 404 'Tasker not found' for unknown or malformed ids", async () => {
    const { status, body } = await get(`/api/taskers/${profiles.tv}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      heading: "Level Best Mounting",
      responseTime: "Within 1 hour",
      responseMinutes: null,
      reviewAverage: null,
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1%27"]) {
      const missing = await get(`/api/taskers/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: "Tasker not found" });
    }
  });

  it("measures the response time from real replies", async () => {
    const customer = await signUp(t.app, { firstName: "Cat" });
    const [tv] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, profiles.mix));
    const [a, b] = [customer.user.id, tv.userId].sort();
    const [conv] = await t.database.db.insert(conversations).values({ userA: a, userB: b }).returning();
    const base = Date.now() - 3600_000 * 10;
    await t.database.db.insert(messages).values([
      {
        conversationId: conv.id,
        senderId: customer.user.id,
        receiverId: tv.userId,
        content: "Hi",
        createdAt: new Date(base),
      },
      {
        conversationId: conv.id,
        senderId: tv.userId,
        receiverId: customer.user.id,
        content: "Hello",
        createdAt: new Date(base + 3 * 3600_000),
      },
    ]);
    const { body } = await get(`/api/taskers/${profiles.mix}`);
    expect(body.responseMinutes).toBe(180);
    expect(body.responseTime).toBe("Within a few hours");
  });

  it("lists reviews newest first with reviewer names, paginated", async () => {
    const reviewer = await signUp(t.app, { firstName: "Dana", lastName: "Fox" });
    const rows = [5, 3, 4, 5, 2, 4, 5].map((rating, i) => ({
      reviewerId: reviewer.user.id,
      revieweeId: sql`(select user_id from tasker_profiles where id = ${profiles.clean}::uuid)`,
      taskerId: profiles.clean,
      rating,
      comment: `Review ${i}`,
      createdAt: new Date(Date.now() - i * 86400_000),
      publishedAt: new Date(Date.now() - i * 86400_000),
    }));
    await t.database.db.insert(reviews).values(rows);
    // A review's count follows on its profile in the same transaction, as bookings/reviews.ts writes it.
    const [reviewed] = await t.database.db
      .update(taskerProfiles)
      .set({ totalReviews: rows.length })
      .where(eq(taskerProfiles.id, profiles.clean))
      .returning();
    await announce(t, { type: "tasker.changed", taskerId: reviewed.userId, what: "profile" });
    const first = await get(`/api/taskers/${profiles.clean}/reviews?limit=5`);
    expect(first.status).toBe(200);
    expect(first.total).toBe(7);
    expect(first.items.map((r: { comment: string }) => r.comment)).toEqual([
      "Review 0",
      "Review 1",
      "Review 2",
      "Review 3",
      "Review 4",
    ]);
    expect(first.items[0]).toMatchObject({ rating: 5, reviewerName: "Dana F." });
    const second = await get(`/api/taskers/${profiles.clean}/reviews?limit=5&cursor=${first.nextCursor}`);
    expect(second.items.map((r: { comment: string }) => r.comment)).toEqual(["Review 5", "Review 6"]);
    expect(second.nextCursor).toBeNull();
    expect((await get(`/api/taskers/${profiles.clean}`)).body.reviewAverage).toBeCloseTo(28 / 7);
    expect((await get(`/api/taskers/nope/reviews`)).status).toBe(404);
    expect((await get(`/api/taskers/${profiles.clean}/reviews?cursor=bad`)).status).toBe(400);
  });
});
