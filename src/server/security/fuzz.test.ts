// Property-based fuzzing of every route: hostile bodies, query strings, headers and path ids, sent
// by a random role. The answer is always a 2xx/3xx or a 4xx with a JSON message, never a 5xx and
// never a hang, and the database invariants hold afterwards.
// Fixed seed by default; FUZZ_SEED and FUZZ_RUNS (runs per route) override it. A failure names the
// route, the seed and the request. Requests that once found a 5xx stay below as regression cases.
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../test/harness";
import { ROUTE_REQUESTS } from "./access-requests";
import { ACCESS_RULES } from "./access-rules";
import { buildWorld, ROLES, type World } from "./fixture-world";
import { incompressible, mutate, mutationArb, textFields, withText } from "./fuzz-inputs";
import { CONTROL_CHARACTERS, TRICKY_TEXT } from "./hostile-text";
import { invariantViolations } from "./invariants";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Runs per route that takes a body or a path id; the others get half. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const REQUEST_TIMEOUT_MS = 15_000;

let t: TestApp;
let world: World;

beforeAll(async () => {
  const unreachable = "http://127.0.0.1:9/";
  t = await createTestApp({
    EXCHANGE_RATES_PRIMARY_URL: unreachable,
    EXCHANGE_RATES_FALLBACK_URL: unreachable,
    IP_LOCATION_URL: `${unreachable}json/`,
  });
  world = await buildWorld(t);
});
afterAll(async () => t?.close());

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Ids of the world's objects, to aim a request at somebody else's object. */
const knownIds = (w: World) => [
  w.taskId,
  w.offerId,
  w.bookingId,
  w.conversationId,
  w.profileIds.tasker,
  w.profileIds.both,
  ...Object.values(w.clients).map((c) => c.user.id),
];

/** Sends the request as `role` (or the recipe's own sender): never a 5xx, never a 4xx without a message. */
async function sendAndCheck(
  role: (typeof ROLES)[number],
  base: Awaited<ReturnType<(typeof ROUTE_REQUESTS)[string]>>,
  request: { method: "GET"; url: string; payload?: InjectOptions["payload"]; headers?: Record<string, string> },
): Promise<void> {
  const sender: Client | null = base.as !== undefined ? base.as : role === "anonymous" ? null : world.clients[role];
  const send = sender ? sender.inject(request) : t.app.inject(request);
  const response = await withTimeout(send, `${request.method} ${request.url.slice(0, 200)}`);
  const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
  const where = `${role} ${request.method} ${request.url.slice(0, 200)} → ${answer}`;
  if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
  // A page outside the API (the unsubscribe link's) answers a person with a page that says what went wrong.
  const page = !request.url.startsWith("/api/") && String(response.headers["content-type"]).startsWith("text/html");
  if (response.statusCode >= 400 && page) {
    if (!/<title>[^<]+<\/title>/.test(response.body)) throw new Error(`4xx page without a title: ${where}`);
    return;
  }
  if (response.statusCode >= 400) {
    let message: unknown;
    try {
      message = response.json().message;
    } catch {
      message = undefined;
    }
    if (typeof message !== "string" || !message) throw new Error(`4xx without a JSON message: ${where}`);
  }
}

describe("fuzzing every route", () => {
  it("fuzzes every route the app has", () => {
    expect(t.routes.filter((route) => !ROUTE_REQUESTS[route])).toEqual([]);
  });

  const routes = Object.keys(ACCESS_RULES).map((route, index) => [route, index] as const);
  it.each(routes)("%s", { timeout: RUNS * 4_000 + 30_000 }, async (route, index) => {
    const method = route.split(" ")[0] as "GET";
    const recipe = ROUTE_REQUESTS[route];
    const sample = await recipe(world, "customer");
    const fields =
      sample.payload && typeof sample.payload === "object" && !Buffer.isBuffer(sample.payload)
        ? Object.keys(sample.payload)
        : [];
    const property = fc.asyncProperty(
      mutationArb(fields.length ? fields : ["x"], knownIds(world), ROLES.length),
      async (m) => {
        const role = ROLES[m.sender ?? 1];
        const base = await recipe(world, role);
        await sendAndCheck(role, base, { method, ...mutate(route, base, m) });
      },
    );
    const seed = SEED + index;
    const numRuns = fields.length || route.includes(":") ? RUNS : Math.ceil(RUNS / 2);
    const result = await fc.check(property, { seed, numRuns, endOnFailure: true });
    if (result.failed) {
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      throw new Error(`${route} failed with FUZZ_SEED=${SEED} (route seed ${seed}, run ${result.numRuns}):\n${error}`);
    }

    // The sweep, sent by a role the route serves: in each body field, and in all query parameters
    // together, control characters (refused before any route runs), then tricky text (look-alike
    // contact details, replacement patterns), on one valid request whose object is used up by the
    // first that succeeds.
    const owner = ACCESS_RULES[route]!.allow.find((role) => role !== "anonymous") ?? "anonymous";
    const text = textFields(method, sample);
    if (!text.length) return;
    const base = await recipe(world, owner);
    const query = text.filter((field) => field.startsWith("?"));
    const body = text.filter((field) => !field.startsWith("?")).map((field) => [field]);
    for (const chosen of query.length ? [query, ...body] : body)
      for (const hostile of [CONTROL_CHARACTERS, TRICKY_TEXT])
        await sendAndCheck(owner, base, { method, headers: base.headers, ...withText(base, chosen, hostile) });
  });

  it("leaves the database consistent", async () => {
    expect(await invariantViolations(t.database.db)).toEqual([]);
  });
});

describe("requests that once answered 500", () => {
  it("a login with an identifier longer than any email is a 400 (it was a failed index insert)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { identifier: incompressible(6_000), password: "whatever-pass" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username or email is too long");
  });
});
