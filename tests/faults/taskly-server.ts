// The real server (src/server/main.ts) in a child process on a private PostgreSQL database, and a
// small HTTP / WebSocket client for fault tests: they watch what a client sees while the database
// fails underneath, and read the server's log lines.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { WebSocket } from "ws";
import { openPostgres } from "../../src/server/db/connect";
import { runMigrations } from "../../src/server/db/migrate";
import type { PrivatePostgres } from "./private-postgres";

export interface TasklyServer {
  base: string;
  /** Every line the process wrote to stdout and stderr. */
  logs: string[];
  exited(): boolean;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A fresh database on the private server, migrated, with one service category. */
export async function prepareDatabase(postgres: PrivatePostgres, name: string): Promise<string> {
  const url = await postgres.createDatabase(name);
  const database = await openPostgres(url, 2);
  try {
    await runMigrations(database);
    await database.pool!.query("insert into service_categories (name) values ('Cleaning')");
  } finally {
    await database.close();
  }
  return url;
}

export async function startTasklyServer(databaseUrl: string, env: Record<string, string> = {}): Promise<TasklyServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "taskly-fault-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      SEED_DEMO_DATA: "false",
      DATA_DIR: dataDir,
      SMTP_URL: "",
      // The fault runs sign many accounts up from this computer.
      SIGN_UPS_PER_ADDRESS: "100000",
      ...env,
    },
  });
  const logs: string[] = [];
  let exitCode: number | null | undefined;
  for (const stream of [child.stdout!, child.stderr!])
    stream.on("data", (chunk) => logs.push(...String(chunk).split("\n").filter(Boolean)));
  child.on("exit", (code) => (exitCode = code));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode}:\n${logs.join("\n")}`);
    // Ready, not only alive: migrated, listening for notifications, and not shedding its start-up load.
    return (await call(base, "GET", "/api/ready", { timeoutMs: 1000 }).catch(() => null))?.status === 200;
  }, 60_000);
  return {
    base,
    logs,
    exited: () => exitCode !== undefined,
    async stop() {
      if (exitCode === undefined) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
  /** The Link header: a paged list names its next page there. */
  link?: string | null;
  ms: number;
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    // A paged list answers a bare array; it stays reachable as `items`.
    const parsed = JSON.parse(text) as unknown;
    body = Array.isArray(parsed) ? { items: parsed } : (parsed as Record<string, unknown>);
  } catch {
    body = { text };
  }
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body,
    link: response.headers.get("link"),
    ms: Date.now() - started,
  };
}

export interface User {
  id: string;
  email: string;
  cookie: string;
}

/** The password signUp gives every account. */
export const PASSWORD = "correct-horse-battery";

export async function signUp(base: string, firstName: string, userType = "customer"): Promise<User> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${firstName.toLowerCase()}.${unique}@example.com`;
  const register = () =>
    fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName, lastName: "Fault", email, password: PASSWORD, userType }),
    });
  let response = await register();
  // A busy instance refuses with 503 and Retry-After (nothing is saved): like any client, try again.
  for (let attempt = 0; response.status === 503 && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get("retry-after") ?? 1)));
    response = await register();
  }
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = /taskly_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")![0];
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, cookie };
}

export interface Socket {
  socket: WebSocket;
  events: { type: string; message?: { content: string } }[];
  opened: Promise<void>;
}

export function openSocket(base: string, cookie: string): Socket {
  const socket = new WebSocket(`${base.replace("http", "ws")}/api/ws`, { headers: { cookie } });
  const events: Socket["events"] = [];
  socket.on("message", (data) => events.push(JSON.parse(String(data)) as Socket["events"][number]));
  socket.on("error", () => undefined);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return { socket, events, opened };
}

export const received = (socket: Socket, content: string) =>
  socket.events.some((e) => e.type === "message" && e.message?.content === content);

/** Polls until `check` is true; throws after `ms`. Resolves to the time it took. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, every = 100): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return Date.now() - started;
}
