// Text people write, and text in the address, goes into server-rendered pages as it is: the
// replacement patterns of String.prototype.replace ($`, $', $&, $1, $<name>, $$) in a tasker's
// profile, a name, a location, a review or a query parameter never paste parts of the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, pageOf, signUp, type TestApp } from "../test/harness";
import { insertBooking, seedCategories, validProfile } from "../test/fixtures";
import { sourceRenderer } from "./renderer";

/** Every replacement pattern, each between words, so a pasted fragment shows. */
const PATTERNS = "A$`B$'C$&D$1E$<name>F$$G";
const tagged = (field: string) => `${field} ${PATTERNS}`;

let t: TestApp;
let businessTasker: string;
let namedTasker: string;
const text = {
  businessName: tagged("Biz"),
  description: tagged("Careful work, friendly service."),
  experience: tagged("Years"),
  serviceArea: tagged("Area"),
  location: tagged("Town"),
  firstName: tagged("First"),
  lastName: "$`Last",
  reviewer: tagged("Reviewer"),
  comment: tagged("Tidy job."),
};

beforeAll(async () => {
  t = await createTestApp({}, { pages: await sourceRenderer() });
  const categories = await seedCategories(t);
  const tasker = async (profile: Record<string, unknown>) => {
    const person = { firstName: text.firstName, lastName: text.lastName, location: text.location };
    const client = await signUp(t.app, { userType: "tasker", ...person });
    const payload = validProfile({ description: text.description, skills: ["Cleaning"], ...profile });
    const response = await client.inject({ method: "POST", url: "/api/taskers", payload });
    expect(response.statusCode).toBe(201);
    return { profileId: response.json<{ id: string }>().id, userId: client.user.id, client };
  };
  const withBusiness = await tasker({
    businessName: text.businessName,
    experience: text.experience,
    serviceArea: text.serviceArea,
  });
  // No business name: the heading is the person's name.
  const named = await tasker({ businessName: "" });
  [businessTasker, namedTasker] = [withBusiness.profileId, named.profileId];
  // A customer's review of a completed booking: anyone can write on someone else's profile.
  const customer = await signUp(t.app, { firstName: text.reviewer, lastName: "$'Q" });
  for (const { userId, client } of [withBusiness, named]) {
    const { booking } = await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: userId,
      categoryId: categories.Cleaning!,
      status: "completed",
      start: new Date(Date.now() - 48 * 3600_000),
    });
    const review = await customer.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/review`,
      payload: { rating: 5, comment: text.comment },
    });
    expect(review.statusCode).toBe(201);
    // The tasker's review of the customer publishes both (double-blind reviews, decision 0063).
    const back = { method: "POST" as const, url: `/api/bookings/${booking.id}/review`, payload: { rating: 5 } };
    expect((await client.inject(back)).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The page checked as a whole: one document, its query data and JSON-LD parsing as JSON. */
function readPage(html: string) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/id="taskly-state"/g)).toHaveLength(1);
  const state = /<script type="application\/json" id="taskly-state">(.*?)<\/script>/s.exec(html)![1]!;
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    state: JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] },
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

const queryData = (state: ReturnType<typeof readPage>["state"], key: unknown[]) =>
  state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
/** Text as a browser reads it from the HTML: tags dropped, entities decoded. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
const title = (html: string) => readable(/<title>([^<]*)<\/title>/.exec(html)![1]!);

describe("a tasker profile with replacement patterns in every field", () => {
  it("is one document whose query data is the stored profile and reviews, and whose JSON-LD carries the text", async () => {
    for (const id of [businessTasker, namedTasker]) {
      const response = await get(`/taskers/${id}`);
      expect(response.statusCode).toBe(200);
      const { state, jsonLd } = readPage(response.body);
      const profile = (await get(`/api/taskers/${id}`)).json<{ heading: string }>();
      const reviews = pageOf(await get(`/api/taskers/${id}/reviews?limit=5`));
      expect(queryData(state, ["taskers", "detail", id])).toEqual(profile);
      const reviewPages = queryData(state, ["taskers", "detail", id, "reviews"]) as { pages: { items: unknown[] }[] };
      expect(reviewPages.pages[0]!.items).toEqual(reviews.items);
      expect(profile.heading).toContain("$");
      expect(jsonLd).toMatchObject({
        name: profile.heading,
        description: text.description,
        address: { addressLocality: text.location },
        review: [{ reviewBody: text.comment, author: { name: expect.stringContaining(PATTERNS) } }],
      });
    }
    expect(readPage((await get(`/taskers/${businessTasker}`)).body).jsonLd!.name).toBe(text.businessName);
  });

  it("shows the text in the title and on the page as written", async () => {
    const html = (await get(`/taskers/${businessTasker}`)).body;
    expect(title(html)).toContain(text.businessName);
    expect(title(html)).toContain(text.location);
    for (const value of [text.businessName, text.description, text.experience, text.serviceArea, text.comment]) {
      expect(readable(html)).toContain(value);
    }
  });
});

describe("listings and query parameters with replacement patterns", () => {
  const pages = [
    "/",
    "/services/cleaning",
    "/services/cleaning/austin-tx",
    `/services/${encodeURIComponent(PATTERNS)}`,
    `/browse-taskers?location=${encodeURIComponent("$`")}`,
    `/browse-taskers?${new URLSearchParams({
      q: PATTERNS,
      category: PATTERNS,
      location: PATTERNS,
      sort: PATTERNS,
      maxRate: PATTERNS,
      other: PATTERNS,
    })}`,
    `/about?${new URLSearchParams({ q: PATTERNS })}`,
    `/login?${new URLSearchParams({ next: PATTERNS })}`,
  ];

  it.each(pages)("%s is one document with its query data", async (url) => {
    const response = await get(url);
    expect([200, 404]).toContain(response.statusCode);
    const { state } = readPage(response.body);
    expect(queryData(state, ["categories"])).toHaveLength(4);
  });

  it("lists the taskers with their text as stored: the home page, a category page, the search", async () => {
    const found = pageOf<{ id: string }>(await get("/api/taskers?category=Cleaning"));
    expect(found.items.map((c) => c.id).sort()).toEqual([businessTasker, namedTasker].sort());
    for (const url of ["/", "/services/cleaning", "/browse-taskers?category=Cleaning"]) {
      const html = (await get(url)).body;
      readPage(html);
      expect(readable(html), url).toContain(text.businessName);
      expect(readable(html), url).toContain(text.description);
    }
    const { state } = readPage((await get("/browse-taskers?category=Cleaning")).body);
    const search = state.queries.find((q) => q.queryKey[1] === "search")!.state.data as {
      pages: { items: unknown[] }[];
    };
    expect(search.pages[0]!.items).toEqual(found.items);
  });

  it("puts the query parameters into the title and the embedded search as written", async () => {
    const { body } = await get(`/browse-taskers?location=${encodeURIComponent(PATTERNS)}`);
    const { state } = readPage(body);
    expect(title(body)).toBe(`Local taskers in ${PATTERNS} · Find Professional Taskers · taskly`);
    expect(state.queries.find((q) => q.queryKey[1] === "search")!.queryKey[2]).toMatchObject({ location: PATTERNS });
  });
});
