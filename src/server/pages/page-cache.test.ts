// The kept pages as a visitor meets them: an address differing only in query parameters the page does
// not read is the same kept page, and a flood of invented addresses never pushes the site's own pages
// out. The renderer here counts its renders (and notes the address each was rendered from).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/harness";
import { seedCategories, validProfile } from "../test/fixtures";
import { sourceRenderer, type PageRenderer } from "./renderer";

let t: TestApp;
let taskerId: string;
const rendered: string[] = [];

beforeAll(async () => {
  const source = await sourceRenderer();
  const counting: PageRenderer = {
    ...source,
    render: (input) => {
      rendered.push(input.url.pathname + input.url.search);
      return source.render(input);
    },
  };
  // Kept pages last an hour here, so only the flood below can push one out.
  t = await createTestApp({ TASKER_CACHE_SECONDS: "3600" }, { pages: counting });
  await seedCategories(t);
  const tasker = await signUp(t.app, { userType: "tasker", location: "Austin, TX" });
  const profile = await tasker.inject({ method: "POST", url: "/api/taskers", payload: validProfile() });
  taskerId = profile.json<{ id: string }>().id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
/** The renders `action` caused. */
async function rendersOf(action: () => Promise<unknown>): Promise<string[]> {
  const before = rendered.length;
  await action();
  return rendered.slice(before);
}

describe("the page cache's key", () => {
  it("renders a page once for any number of query parameters it does not read", async () => {
    const renders = await rendersOf(async () => {
      for (let n = 0; n < 40; n++) {
        const response = await get(`/browse-taskers?category=Cleaning&z=${n}&utm_source=ad${n}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain("Sparkle &amp; Shine Co");
      }
    });
    expect(renders).toEqual(["/browse-taskers?category=Cleaning"]);
    expect(await rendersOf(() => get("/browse-taskers?z=1&category=Cleaning&category=Moving"))).toEqual([]);
  });

  it("treats home, a profile and a landing page the same way: no parameter they do not read makes a new page", async () => {
    for (const path of ["/", `/taskers/${taskerId}`, "/services/cleaning"]) {
      const renders = await rendersOf(async () => {
        for (let n = 0; n < 20; n++) expect((await get(`${path}?z=${n}`)).statusCode).toBe(200);
      });
      expect(renders, path).toEqual([path]);
    }
  });

  it("renders each search the page reads as its own page, from the parameters it reads", async () => {
    const renders = await rendersOf(async () => {
      await get("/browse-taskers?location=Austin&z=1");
      await get("/browse-taskers?sort=price&location=Austin&z=2");
      await get("/browse-taskers?location=Austin&sort=price");
    });
    expect(renders).toEqual(["/browse-taskers?location=Austin", "/browse-taskers?location=Austin&sort=price"]);
  });

  it("keeps no page whose search is beyond the search's limits, nor a screen asked with parameters it may read", async () => {
    const long = `/browse-taskers?q=${"x".repeat(201)}`;
    expect(await rendersOf(() => Promise.all([get(long), get(long)]))).toHaveLength(2);
    const login = "/login?next=/my-tasks";
    expect((await get(login)).statusCode).toBe(200);
    expect(await rendersOf(() => get(login))).toEqual([login]);
  });
});

describe("a flood of invented addresses", () => {
  it("never pushes the site's own pages out: searches and cities only push out each other", async () => {
    const site = ["/", `/taskers/${taskerId}`, "/services/cleaning", "/about"];
    for (const path of site) await get(path);
    expect(await rendersOf(() => Promise.all(site.map(get)))).toEqual([]);
    const flood = await rendersOf(async () => {
      for (let n = 0; n < 110; n++) await get(n % 2 ? `/browse-taskers?q=w${n}` : `/services/cleaning/x${n}-tx`);
    });
    expect(flood).toHaveLength(110);
    expect(await rendersOf(() => Promise.all(site.map(get)))).toEqual([]);
    // 110 renders one after another, more than the other pages' share holds: slow on a busy machine.
  }, 120_000);
});
