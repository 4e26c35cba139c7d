// Without PUBLIC_ORIGIN, the absolute links of the public pages, robots.txt and the sitemap name this
// server on localhost (as e-mails do), never the Host a request claims: a forged Host (or a forwarded
// one through a trusted proxy) must not put someone else's site into a page that is kept and served
// to everyone, or into a sitemap that shared caches keep.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/harness";
import { seedCategories, validProfile } from "../test/fixtures";
import { sourceRenderer } from "./renderer";

let t: TestApp;
let taskerId: string;
let origin: string;

beforeAll(async () => {
  // A proxy in front is trusted, so X-Forwarded-Host reaches request.host too.
  t = await createTestApp({ TRUST_PROXY: "1" }, { pages: await sourceRenderer() });
  origin = `http://localhost:${t.config.PORT}`;
  await seedCategories(t);
  const tasker = await signUp(t.app, { userType: "tasker", location: "Austin, TX" });
  const profile = await tasker.inject({ method: "POST", url: "/api/taskers", payload: validProfile() });
  taskerId = profile.json<{ id: string }>().id;
});
afterAll(() => t.close());

const FORGED: Record<string, string>[] = [
  { host: "evil.example" },
  { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
];
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { "@id": string; url: string };

describe("a forged Host", () => {
  const pages = () => ["/", "/browse-taskers?category=Cleaning", "/services/cleaning", `/taskers/${taskerId}`];

  it.each(FORGED)("never shows in a page's canonical, Open Graph or JSON-LD URLs (%o)", async (headers) => {
    for (const path of pages()) {
      const html = (await get(path, headers)).body;
      expect(html, path).not.toContain("evil.example");
      expect(canonical(html), path).toBe(`${origin}${path}`);
      expect(meta(html, "og:url"), path).toBe(canonical(html));
      expect(meta(html, "og:image"), path).toMatch(new RegExp(`^${origin}/`));
    }
    const profile = jsonLd((await get(`/taskers/${taskerId}`, headers)).body);
    expect(profile["@id"]).toBe(`${origin}/taskers/${taskerId}`);
    expect(profile.url).toBe(`${origin}/taskers/${taskerId}`);
  });

  it.each(FORGED)("never shows in robots.txt or the sitemap (%o)", async (headers) => {
    const robots = await get("/robots.txt", headers);
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await get("/sitemap.xml", headers);
    expect(sitemap.body).not.toContain("evil.example");
    expect(sitemap.body).toContain(`<loc>${origin}/taskers/${taskerId}</loc>`);
  });

  it("leaves no kept page or shared-cached sitemap that differs by Host", async () => {
    // The forged request comes first, so a page kept from it would be what everyone gets next.
    for (const path of [`/taskers/${taskerId}`, "/services/cleaning", "/sitemap.xml", "/robots.txt"]) {
      const forged = await get(path, { host: "evil.example" });
      const plain = await get(path, { host: `localhost:${t.config.PORT}` });
      expect(plain.body, path).not.toContain("evil.example");
      // Nothing depends on the Host, so a shared cache may keep one copy for every host.
      if (path.endsWith(".xml") || path.endsWith(".txt")) expect(forged.body, path).toBe(plain.body);
      else expect(canonical(forged.body), path).toBe(canonical(plain.body));
    }
  });
});
