// Page renders go through the same admission as the API: with one slot and no line, a page asked for
// while another page (or an API request) holds the slot is refused with 503 and Retry-After at once,
// /api/health still answers, and pages render again once the slot is free. The first render waits at
// a gate the test opens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { sourceRenderer, type PageRenderer } from "./renderer";

const BUSY = "The server is busy. Please try again in a few seconds.";

let t: TestApp;
let open!: () => void;
const gate = new Promise<void>((resolve) => (open = resolve));
let entered!: () => void;
const atGate = new Promise<void>((resolve) => (entered = resolve));
let renders = 0;

beforeAll(async () => {
  const source = await sourceRenderer();
  const gated: PageRenderer = {
    ...source,
    // The first render waits at the gate, holding its slot; later ones render at once.
    render: async (input) => {
      renders += 1;
      if (renders === 1) {
        entered();
        await gate;
      }
      return source.render(input);
    },
  };
  const limits = { MAX_IN_FLIGHT_REQUESTS: "1", MAX_QUEUED_REQUESTS: "0", RETRY_AFTER_SECONDS: "9" };
  t = await createTestApp(limits, { pages: gated });
});
afterAll(() => t.close());

describe("page renders and the in-flight limit (MAX_IN_FLIGHT_REQUESTS)", () => {
  it("refuses a page render past the limit with 503 and Retry-After, keeps /api/health, and recovers", async () => {
    const first = t.app.inject({ url: "/browse-taskers?q=first" }).then((response) => response);
    await atGate;

    for (const url of ["/", "/browse-taskers?z=2", "/services/cleaning", "/sitemap.xml", "/api/categories"]) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode, url).toBe(503);
      expect(refused.headers["retry-after"], url).toBe("9");
      expect(refused.json(), url).toEqual({ message: BUSY });
    }
    expect(renders).toBe(1);
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);

    open();
    expect((await first).statusCode).toBe(200);
    const after = await t.app.inject({ url: "/" });
    expect(after.statusCode).toBe(200);
    expect(after.headers["content-type"]).toMatch(/^text\/html/);
  });
});
