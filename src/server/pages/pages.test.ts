// The server-rendered public pages as a crawler or a first visit gets them: complete HTML with
// the page's own head, the tasker's name, rating and reviews, JSON-LD, the sitemap, robots.txt,
// and 404 for what does not exist. Rendered from the client's sources, as the build renders them.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { taskerProfiles } from "../db/schema";
import { seedIfEmpty } from "../db/seed";
import { announce } from "../test/fixtures";
import { createTestApp, pageOf, signUp, type TestApp } from "../test/harness";
import { plural } from "../../contract/plural";
import { profileRating, profileRatingCount } from "../../contract/tasker-display";
import { sourceRenderer } from "./renderer";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: "https://taskly.example" }, { pages: await sourceRenderer() });
  await seedIfEmpty(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const meta = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** What a person sees: the body's text, without scripts (the query data, the JSON-LD) and tags. */
const visibleText = (html: string) =>
  html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\( /g, "(")
    .replace(/ \)/g, ")");

async function topTasker() {
  const list = pageOf<{ id: string; name: string }>(await get("/api/taskers?limit=1&sort=reviews")).items;
  const profile = (await get(`/api/taskers/${list[0]!.id}`)).json<{
    id: string;
    heading: string;
    rating: string;
    reviewAverage: number | null;
    totalReviews: number;
    experience: string | null;
    serviceArea: string | null;
    location: string;
  }>();
  const reviews = pageOf<{ reviewerName: string; comment: string }>(
    await get(`/api/taskers/${profile.id}/reviews`),
  ).items;
  return { profile, reviews };
}

describe("a tasker profile page", () => {
  it("carries the name, rating and reviews in the HTML, with title, canonical URL and Open Graph tags", async () => {
    const { profile, reviews } = await topTasker();
    const response = await get(`/taskers/${profile.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(`>${profile.heading}`);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(html).toContain(review.reviewerName);
    expect(title(html)).toContain(profile.heading);
    expect(canonical(html)).toBe(`https://taskly.example/taskers/${profile.id}`);
    expect(meta(html, "og:url")).toBe(`https://taskly.example/taskers/${profile.id}`);
    expect(meta(html, "og:title")).toBe(title(html));
    expect(meta(html, "description")).toContain(profile.heading);
  });

  it("shows the rating and the review count on the page as the description says them", async () => {
    const { profile } = await topTasker();
    const html = (await get(`/taskers/${profile.id}`)).body;
    const rating = profileRating(profile.reviewAverage, profile.rating);
    const total = pageOf(await get(`/api/taskers/${profile.id}/reviews`)).total;
    const count = plural(profileRatingCount(profile.totalReviews, total), "review");
    expect(visibleText(html)).toContain(`Rated ${rating} out of 5 (${count})`);
    expect(visibleText(html)).toContain(`Reviews (${total})`);
    expect(meta(html, "description")).toContain(`rated ${rating} from ${count}`);
  });

  it("shows the tasker's experience and service area in the Quick Stats", async () => {
    const { profile } = await topTasker();
    expect(profile.experience).toBeTruthy();
    const text = visibleText((await get(`/taskers/${profile.id}`)).body);
    expect(text).toContain(`Experience ${profile.experience}`);
    expect(text).toContain(`Service area ${profile.serviceArea ?? profile.location}`);
  });

  it("gives shared links a picture: the tasker's photo, else the site's", async () => {
    const { profile } = await topTasker();
    const html = (await get(`/taskers/${profile.id}`)).body;
    const image = meta(html, "og:image")!;
    expect(image).toMatch(/^https:\/\/taskly\.example\//);
    expect(meta(html, "og:image:alt")).toBeTruthy();
    expect(meta((await get("/")).body, "og:image")).toBe("https://taskly.example/og-image.png");
  });

  it("describes the tasker as JSON-LD: a LocalBusiness with its aggregate rating and reviews", async () => {
    const { profile, reviews } = await topTasker();
    const html = (await get(`/taskers/${profile.id}`)).body;
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(json!) as {
      "@type": string;
      name: string;
      aggregateRating: { ratingValue: string; reviewCount: number };
      review: { author: { name: string } }[];
    };
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.name).toBe(profile.heading);
    expect(data.aggregateRating.ratingValue).toMatch(/^\d\.\d$/);
    expect(data.aggregateRating.reviewCount).toBeGreaterThanOrEqual(reviews.length);
    expect(data.review.map((r) => r.author.name)).toEqual(reviews.map((r) => r.reviewerName));
  });

  it("embeds the profile as the page's query data, so the browser does not fetch it again", async () => {
    const { profile } = await topTasker();
    const html = (await get(`/taskers/${profile.id}`)).body;
    const state = JSON.parse(/<script type="application\/json" id="taskly-state">(.*?)<\/script>/s.exec(html)![1]!);
    const keys = state.queries.map((q: { queryKey: unknown }) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(["taskers", "detail", profile.id]));
    expect(keys).toContain(JSON.stringify(["taskers", "detail", profile.id, "reviews"]));
  });

  it("shows a tasker's change at once, on the page and in the search, though pages are kept rendered", async () => {
    const { profile } = await topTasker();
    const read = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, profile.id));
    const setRate = async (rate: string | null) => {
      await t.database.db.update(taskerProfiles).set({ hourlyRate: rate }).where(eq(taskerProfiles.id, profile.id));
      await announce(t, { type: "tasker.changed", taskerId: read[0]!.userId, what: "profile" });
    };
    const page = async () => (await get(`/taskers/${profile.id}`)).body;
    expect(await page()).not.toContain("$987");
    expect((await get("/browse-taskers?sort=reviews")).body).not.toContain("$987");
    await setRate("987.00");
    await expect.poll(page, { timeout: 5000 }).toContain("$987");
    expect((await get("/browse-taskers?sort=reviews")).body).toContain("$987");
    await setRate(read[0]!.hourlyRate);
    await expect.poll(page, { timeout: 5000 }).not.toContain("$987");
  });

  it("answers 404 with 'Tasker not found' for an id no listed tasker has", async () => {
    const response = await get("/taskers/00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Tasker not found");
    expect(meta(response.body, "robots")).toBe("noindex");
  });

  it("is the same for a signed-in visitor: nothing of the session is rendered into the page", async () => {
    const { profile } = await topTasker();
    const visitor = await signUp(t.app, { firstName: "Quentin", lastName: "Zephyrwood" });
    const html = (await get(`/taskers/${profile.id}`, { cookie: visitor.cookie })).body;
    expect(html).not.toContain("Zephyrwood");
    expect(html).not.toContain(visitor.user.email);
  });
});

describe("the home page, the search and the landing pages", () => {
  it("renders the home page with its featured taskers and popular services", async () => {
    const top = pageOf<{ name: string }>(await get("/api/taskers?limit=3&sort=rating")).items;
    const html = (await get("/")).body;
    expect(html).toContain("Get help with everyday tasks");
    for (const tasker of top) expect(html).toContain(tasker.name);
    expect(html).toContain('href="/services/cleaning"');
    expect(canonical(html)).toBe("https://taskly.example/");
  });

  it("renders /browse-taskers with the filters of its query string", async () => {
    const found = pageOf<{ name: string }>(await get("/api/taskers?category=Cleaning")).items;
    const response = await get("/browse-taskers?category=Cleaning");
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toMatch(/^Cleaning · Find Professional Taskers/);
    expect(canonical(response.body)).toBe("https://taskly.example/browse-taskers?category=Cleaning");
    for (const tasker of found) expect(response.body).toContain(tasker.name);
  });

  it("renders a category in a city (from the sitemap) with its own title and the taskers there", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    const [, categorySlug, citySlug] = /\/services\/([a-z-]+)\/([a-z-]+)<\/loc>/.exec(sitemap)!;
    const category = (await get("/api/categories"))
      .json<{ name: string }[]>()
      .find((c) => c.name.toLowerCase().replace(/ /g, "-") === categorySlug)!;
    const city = citySlug!.replace(/-([a-z]+)$/, ", $1").replace(/-/g, " ");
    const query = new URLSearchParams({ category: category.name, location: city });
    const found = pageOf<{ name: string }>(await get(`/api/taskers?${query}`)).items;
    expect(found.length).toBeGreaterThan(0);
    const path = `/services/${categorySlug}/${citySlug}`;
    const html = (await get(path)).body;
    expect(title(html)).toMatch(new RegExp(`^${category.name} in [A-Z][^,]*, [A-Z]{2} · taskly$`));
    for (const tasker of found) expect(html).toContain(tasker.name);
    expect(canonical(html)).toBe(`https://taskly.example${path}`);
  });

  it("links a category's page to each of its city pages in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    const cityPages = [...sitemap.matchAll(/https:\/\/taskly\.example(\/services\/cleaning\/[a-z-]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(cityPages.length).toBeGreaterThan(0);
    const html = (await get("/services/cleaning")).body;
    for (const path of cityPages) expect(html).toContain(`href="${path}"`);
    const offered = (await get("/api/categories/cities")).json<{ category: string; city: string }[]>();
    expect(offered.filter((o) => o.category === "Cleaning").length).toBe(cityPages.length);
  });

  it("answers 404 with 'Page Not Found' for an unknown path and an unknown service", async () => {
    for (const url of ["/no-such-page", "/services/unicorn-grooming"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Page Not Found");
    }
  });

  it("keeps answering JSON 404s under /api/", async () => {
    const response = await get("/api/no-such-route");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No API route for GET /api/no-such-route." });
  });
});

describe("compression", () => {
  // The page without its query data (whose fetch times differ from one render to the next).
  const markup = (html: string) =>
    html.replace(/<script type="application\/json" id="taskly-state">.*?<\/script>/s, "");

  it("sends a page brotli- or gzip-compressed as the browser accepts, the same HTML once decompressed", async () => {
    const plain = await get("/browse-taskers");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const brotli = await get("/browse-taskers", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(markup(brotliDecompressSync(brotli.rawPayload).toString())).toBe(markup(plain.body));
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get("/browse-taskers", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(markup(gunzipSync(gzip.rawPayload).toString())).toBe(markup(plain.body));
  });

  it("compresses the API's JSON too", async () => {
    const response = await get("/api/taskers?limit=20", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    const items = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as unknown[];
    expect(items.length).toBe(20);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every listed tasker and every landing page", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const listed = pageOf<{ id: string }>(await get("/api/taskers?limit=50")).items;
    for (const tasker of listed) expect(locs).toContain(`https://taskly.example/taskers/${tasker.id}`);
    expect(locs).toContain("https://taskly.example/services/cleaning");
    expect(locs.some((loc) => /\/services\/[a-z-]+\/[a-z-]+-[a-z]{2}$/.test(loc!))).toBe(true);
    for (const loc of locs.filter((l) => l!.includes("/services/")).slice(0, 5)) {
      expect((await get(new URL(loc!).pathname)).statusCode, loc).toBe(200);
    }
  });

  it("serves a real robots.txt that points at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("User-agent: *");
    expect(response.body).toContain("Disallow: /api/");
    expect(response.body).toContain("Sitemap: https://taskly.example/sitemap.xml");
  });
});

describe("GET /api/auth/session", () => {
  it("answers a visitor 200 with no user, and a signed-in user with their session user", async () => {
    const visitor = await get("/api/auth/session");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    const client = await signUp(t.app, { firstName: "Sam" });
    const signedIn = await get("/api/auth/session", { cookie: client.cookie });
    expect(signedIn.json().user).toMatchObject({ id: client.user.id, email: client.user.email });
    expect(signedIn.json().user).not.toHaveProperty("passwordHash");
    // The older endpoint keeps its contract.
    expect((await get("/api/auth/me")).statusCode).toBe(401);
  });
});
