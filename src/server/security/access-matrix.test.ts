// The access matrix: every route of the built app × every role, one real request each, against the
// rules of access-rules.ts. A route without a rule (or without a way to call it) fails the suite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { ROUTE_REQUESTS } from "./access-requests";
import { ACCESS_RULES, expectedStatus } from "./access-rules";
import { buildWorld, ROLES, type World } from "./fixture-world";
import { invariantViolations } from "./invariants";

let t: TestApp;
let world: World;

beforeAll(async () => {
  // No exchange-rate service is reachable from tests: fail fast to the built-in rates.
  t = await createTestApp({
    EXCHANGE_RATES_PRIMARY_URL: "http://127.0.0.1:9/",
    EXCHANGE_RATES_FALLBACK_URL: "http://127.0.0.1:9/",
  });
  world = await buildWorld(t);
});
afterAll(async () => t?.close());

describe("access matrix", () => {
  it("has a rule and a request for every route of the app, and none for a route that is gone", () => {
    const routes = new Set(t.routes);
    expect(
      [...routes].filter((route) => !ACCESS_RULES[route]),
      "routes without an access rule",
    ).toEqual([]);
    expect(
      [...routes].filter((route) => !ROUTE_REQUESTS[route]),
      "routes without a request in access-requests.ts",
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_RULES).filter((route) => !routes.has(route)),
      "rules for routes the app does not have",
    ).toEqual([]);
  });

  it.each(Object.keys(ACCESS_RULES))("%s", async (route) => {
    const [method, pattern] = route.split(" ");
    const recipe = ROUTE_REQUESTS[route];
    if (!recipe) throw new Error(`No request for ${route} in access-requests.ts`);
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const request = await recipe(world, role);
      const sender = request.as !== undefined ? request.as : role === "anonymous" ? null : world.clients[role];
      const options = {
        method: method as "GET",
        url: request.url,
        payload: request.payload as string,
        headers: request.headers ?? {},
      };
      const response = await (sender ? sender.inject(options) : t.app.inject(options));
      const expected = expectedStatus(ACCESS_RULES[route], role);
      const ok =
        expected === "2xx" ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === expected;
      if (!ok)
        mismatches.push(`${role}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
      else if (response.statusCode >= 400) {
        const message: unknown = response.json().message;
        if (typeof message !== "string" || !message)
          mismatches.push(`${role}: ${response.statusCode} without a JSON message`);
      }
    }
    expect(mismatches, `${route} (${pattern})`).toEqual([]);
  });

  it("leaves the database consistent", async () => {
    expect(await invariantViolations(t.database.db)).toEqual([]);
  });
});
