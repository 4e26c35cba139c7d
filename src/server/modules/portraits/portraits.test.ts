// The illustrated portraits: one SVG picture per seed, the same every time, and bad names refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/portraits/{seed}.svg", () => {
  it("draws the same cacheable SVG portrait for the same person, a different one for another", async () => {
    const first = await t.app.inject({ url: "/api/portraits/3f2a9c1e-0000-4000-8000-000000000001.svg" });
    const again = await t.app.inject({ url: "/api/portraits/3f2a9c1e-0000-4000-8000-000000000001.svg" });
    const other = await t.app.inject({ url: "/api/portraits/3f2a9c1e-0000-4000-8000-000000000002.svg" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(first.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(first.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body.length).toBeLessThan(8_000);
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
  });

  it("refuses a name that is not a short seed + .svg with a 400 and a message", async () => {
    for (const url of [
      "/api/portraits/abc.png",
      "/api/portraits/..%2Fetc.svg",
      `/api/portraits/${"a".repeat(65)}.svg`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
  });
});
