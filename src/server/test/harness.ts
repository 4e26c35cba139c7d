// Test harness: buildApp on a fresh database per test file, with helpers to sign up and log in.
// PGlite in memory by default; with DATABASE_URL a fresh database cloned from the migrated
// template that tests/global-setup.ts prepares.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Response as InjectResponse } from "light-my-request";
import pg from "pg";
import { expect } from "vitest";
import { nextCursorFromLink } from "../../contract/pagination";
import { buildApp, type BuildOptions } from "../app";
import { loadConfig, type Config } from "../config";
import { openPglite, openPostgres, type Database } from "../db/connect";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL URL of this test's database (undefined on PGlite). */
  databaseUrl?: string;
  /** Every route the app registered, as "METHOD /path" (HEAD twins of GET routes left out). */
  routes: string[];
  close(): Promise<void>;
}

/** Where the server logs of this test file go; the log scan of npm test reads every file here. */
export const TEST_LOG_DIR = ".tmp/logs/vitest";
const openedLogs = new Set<string>();

/** A log file per test file (emptied at its first use in this process), written synchronously. */
function openTestLog(): { write(line: string): void; close(): void } {
  const testPath = expect.getState().testPath ?? `worker-${process.pid}`;
  const name = path.relative(process.cwd(), testPath).replace(/[\\/]/g, "__") + ".log";
  const file = path.join(TEST_LOG_DIR, name);
  fs.mkdirSync(TEST_LOG_DIR, { recursive: true });
  const fd = fs.openSync(file, openedLogs.has(file) ? "a" : "w");
  openedLogs.add(file);
  return { write: (line) => fs.writeSync(fd, line), close: () => fs.closeSync(fd) };
}

/** The migrated PGlite data directory tests/global-setup.ts dumped for this run. */
function pgliteTemplateFile(): string {
  const file = process.env.TASKLY_TEST_PGLITE_TEMPLATE;
  if (!file)
    throw new Error("TASKLY_TEST_PGLITE_TEMPLATE is not set: run the tests through vitest (tests/global-setup.ts)");
  return file;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on its own connection (creating or dropping a test database). */
async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A connection that ends fails the statement in progress; without a listener its 'error' event would end the run.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, "pages"> = {},
): Promise<TestApp> {
  // The app logs JSON lines into a file, with the access log (debug) for the log scan of npm test
  // (TEST_LOG_LEVEL sets another level).
  const logLevel = process.env.TEST_LOG_LEVEL ?? "debug";
  // Load shedding is off unless a test asks: event-loop delay and heap depend on the machine's load, and
  // tests fire bursts of concurrent requests on purpose (rate limits, races).
  const sampled = { MAX_EVENT_LOOP_DELAY_MS: "0", MAX_HEAP_USED_MB: "0", MAX_IN_FLIGHT_REQUESTS: "10000" };
  // Every test signs its accounts up from one address, many at once on a busy machine; the sign-up
  // throttle and the password line's bounds are tested where a test asks for them.
  const signUps = { SIGN_UPS_PER_ADDRESS: "100000", PASSWORD_CHECKS_QUEUED: "10000", PASSWORD_CHECK_WAIT_MS: "120000" };
  // TEST_STORAGE_DRIVER=s3: the run's local S3 server (tests/global-setup.ts) unless a test picks its own.
  const storage: Record<string, string> = JSON.parse(process.env.TASKLY_TEST_STORAGE ?? "{}");
  const defaults = {
    ...storage,
    NODE_ENV: "test",
    LOG_LEVEL: logLevel,
    LOG_FORMAT: "json",
    DATA_DIR: ".tmp/test-data",
    ...sampled,
    ...signUps,
  };
  const config = loadConfig({ ...defaults, ...env, DATABASE_URL: process.env.DATABASE_URL });
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = `taskly_t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const template = process.env.TASKLY_TEST_TEMPLATE;
    if (!template)
      throw new Error("TASKLY_TEST_TEMPLATE is not set: run the tests through vitest (tests/global-setup.ts)");
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    databaseUrl = withDatabase(process.env.DATABASE_URL, name);
    database = await openPostgres(databaseUrl, 5);
    const serverUrl = process.env.DATABASE_URL;
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openPglite(undefined, { templateFile: pgliteTemplateFile() });
  }
  const log = openTestLog();
  const routes: string[] = [];
  const onRoute = (route: { method: string | string[]; url: string }) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routes.push(`${method} ${route.url}`);
  };
  const app = await buildApp(config, database, { clientDir: false, logStream: log, onRoute, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl,
    routes,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
      log.close();
    },
  };
}

/** A second API instance on the same PostgreSQL database as `t` (PostgreSQL only), ready to serve. */
/**
 * A second API instance on the test's database: on PostgreSQL with its own connections (what one
 * instance writes reaches the other through the event feed's channel), on PGlite in this process on
 * the same database (as a second server process cannot open it).
 */
export async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.databaseUrl ? await openPostgres(t.databaseUrl, 3) : t.database;
  const app = await buildApp(t.config, database, { clientDir: false, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** The same signed-in client, talking to `app` (another instance) with its session cookie. */
export function clientOn(app: FastifyInstance, client: Client): Client {
  return {
    ...client,
    inject: (options) => app.inject({ ...options, headers: { ...options.headers, cookie: client.cookie } }),
  };
}

/** A signed-in API client: keeps the session cookie between calls. */
export interface Client {
  cookie: string;
  user: { id: string; email: string; userType: string; firstName: string; lastName: string };
  inject(options: InjectOptions): Promise<InjectResponse>;
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join("; ") : (setCookie ?? "");
  const match = /taskly_session=([^;]+)/.exec(header);
  if (!match) throw new Error(`No session cookie in ${header}`);
  return `taskly_session=${match[1]}`;
}

function clientFor(app: FastifyInstance, cookie: string, user: Client["user"]): Client {
  return {
    cookie,
    user,
    inject: (options) => app.inject({ ...options, headers: { cookie, ...(options.headers ?? {}) } }),
  };
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    userType: string;
    phone: string;
    location: string;
  }> = {},
): Promise<Client> {
  const body = {
    firstName: "Test",
    lastName: "User",
    email: uniqueEmail(overrides.userType ?? "customer"),
    password: "correct-horse-battery",
    userType: "customer",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (response.statusCode !== 201) throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  return clientFor(app, sessionCookieFrom(response.headers["set-cookie"]), response.json());
}

/** POST /api/auth/login with these credentials (and any other inject options): the response as it comes. */
export function attemptLogin(
  app: FastifyInstance,
  identifier: string,
  password: string,
  options: Omit<InjectOptions, "method" | "url" | "payload"> = {},
): Promise<InjectResponse> {
  return app.inject({ ...options, method: "POST", url: "/api/auth/login", payload: { identifier, password } });
}

export async function logIn(app: FastifyInstance, identifier: string, password: string): Promise<Client> {
  const response = await attemptLogin(app, identifier, password);
  if (response.statusCode !== 200) throw new Error(`logIn failed: ${response.statusCode} ${response.body}`);
  return clientFor(app, sessionCookieFrom(response.headers["set-cookie"]), response.json());
}

/**
 * A paged list's answer as a client reads it: the body is the array of items (checked to be one),
 * the `Link` header names the next page's cursor, `X-Total-Count` the total (NaN when absent).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the items' fields freely
export function pageOf<T = any>(response: InjectResponse): { items: T[]; nextCursor: string | null; total: number } {
  const items = response.json() as T[];
  expect(Array.isArray(items), `a page is a JSON array: ${response.body.slice(0, 200)}`).toBe(true);
  const link = response.headers.link;
  return {
    items,
    nextCursor: nextCursorFromLink(typeof link === "string" ? link : undefined),
    total: Number(response.headers["x-total-count"] ?? Number.NaN),
  };
}
