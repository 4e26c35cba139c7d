// Two server processes on one private PostgreSQL, with traffic flowing, through a fast restart, an
// immediate (crash) restart and a 10 s stop. While the database is down clients get 503 with
// Retry-After (never a 500, never a hang) and /api/ready names what is down; once PostgreSQL accepts
// connections again both instances recover by themselves: a message sent through instance 1 reaches
// WebSockets on instance 2 (one opened before the outage, one after) and a tasker's rate change
// through instance 1 shows on instance 2 within 5 s.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPrivatePostgres, type PrivatePostgres, type StopMode } from "./private-postgres";
import {
  call,
  openSocket,
  prepareDatabase,
  received,
  signUp,
  startTasklyServer,
  waitFor,
  type Answer,
  type Socket,
  type TasklyServer,
  type User,
} from "./taskly-server";

let postgres: PrivatePostgres;
let one: TasklyServer;
let two: TasklyServer;
let ann: User;
let bob: User;
let profileId: string;
let oldSocket: Socket;
const answers: (Answer & { url: string })[] = [];
let traffic: Promise<void> | undefined;
let flowing = true;

/** Requests from both instances every 100 ms: each must answer 200 or 503 (with Retry-After) within 10 s. */
async function keepTrafficFlowing(): Promise<void> {
  while (flowing) {
    for (const server of [one, two]) {
      const url = "/api/messages/unread-count";
      answers.push({ url, ...(await call(server.base, "GET", url, { cookie: ann.cookie, timeoutMs: 12_000 })) });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const url = await prepareDatabase(postgres, "taskly_restart");
  [one, two] = await Promise.all([startTasklyServer(url), startTasklyServer(url)]);
  ann = await signUp(one.base, "Ann");
  bob = await signUp(one.base, "Bob", "tasker");
  const profile = await call(one.base, "POST", "/api/taskers", {
    cookie: bob.cookie,
    body: { description: "Careful cleaning", skills: ["Cleaning"], hourlyRate: "40.00" },
  });
  expect(profile.status).toBe(201);
  profileId = String(profile.body.id);
  oldSocket = openSocket(two.base, bob.cookie);
  await oldSocket.opened;
  traffic = keepTrafficFlowing();
});

afterAll(async () => {
  flowing = false;
  await traffic?.catch(() => undefined);
  oldSocket?.socket.close();
  await Promise.all([one?.stop(), two?.stop()]);
  postgres?.close();
});

const scenarios: { name: string; mode: StopMode; downMs: number }[] = [
  { name: "a fast restart (pg_ctl -m fast)", mode: "fast", downMs: 0 },
  { name: "an immediate restart (pg_ctl -m immediate, a crash)", mode: "immediate", downMs: 0 },
  { name: "a 10 s stop", mode: "fast", downMs: 10_000 },
];

describe.each(scenarios)("after $name", ({ mode, downMs }) => {
  it("answers 503 while down and recovers real time and cache invalidation on both instances", async () => {
    const resyncsBefore = oldSocket.events.filter((e) => e.type === "resync").length;
    postgres.stop(mode);
    const outageStart = answers.length;
    // While down: a database request is a 503 with Retry-After; readiness names the listener.
    const down = await call(one.base, "GET", `/api/taskers/${profileId}/reviews`, { cookie: ann.cookie });
    expect(down.status).toBe(503);
    expect(down.retryAfter).toMatch(/^\d+$/);
    expect(down.body.message).toMatch(/briefly unavailable/);
    for (const server of [one, two]) {
      await waitFor(async () => {
        const ready = await call(server.base, "GET", "/api/ready");
        return ready.status === 503 && (ready.body.down as string[]).includes("notifications");
      }, 5000);
    }
    await new Promise((resolve) => setTimeout(resolve, downMs));
    postgres.start();
    const accepting = Date.now();

    // Recovery by itself, within 5 s of PostgreSQL accepting connections.
    for (const server of [one, two])
      await waitFor(async () => (await call(server.base, "GET", "/api/ready")).status === 200, 5000);
    console.log(
      `${mode}${downMs ? ` (down ${downMs} ms)` : ""}: both instances ready ${Date.now() - accepting} ms ` +
        "after PostgreSQL accepted connections",
    );
    // A restart can be over between two rounds of traffic (the request above saw it); a 10 s stop cannot.
    if (downMs > 0) expect(answers.slice(outageStart).some((a) => a.status === 503)).toBe(true);

    // The socket opened before the outage was told to resync, and real time works for it and for a new one.
    await waitFor(() => oldSocket.events.filter((e) => e.type === "resync").length > resyncsBefore, 5000);
    const newSocket = openSocket(two.base, bob.cookie);
    await newSocket.opened;
    const text = `After ${mode} ${downMs}`;
    expect(
      (
        await call(one.base, "POST", "/api/messages", {
          cookie: ann.cookie,
          body: { content: text, receiverId: bob.id },
        })
      ).status,
    ).toBe(201);
    await waitFor(() => received(oldSocket, text) && received(newSocket, text), 5000);
    newSocket.socket.close();

    // Cache invalidation: instance 2 caches the profile, the rate changes through instance 1.
    const rate = `${40 + (answers.length % 50)}.50`;
    expect((await call(two.base, "GET", `/api/taskers/${profileId}`)).status).toBe(200);
    expect(
      (await call(one.base, "PUT", "/api/taskers/profile", { cookie: bob.cookie, body: { hourlyRate: rate } })).status,
    ).toBe(200);
    const seenIn = await waitFor(
      async () => (await call(two.base, "GET", `/api/taskers/${profileId}`)).body.hourlyRate === rate,
      5000,
    );
    console.log(`${mode}: rate change seen on instance 2 after ${seenIn} ms`);
  });
});

describe("throughout", () => {
  it("never answered anything but 200 or 503 with Retry-After, nor took longer than 10 s", () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.ms).toBeLessThan(10_000);
    }
    expect(one.exited() || two.exited()).toBe(false);
  });

  it("logged the listener going down and coming back once per outage, and no secrets", () => {
    for (const server of [one, two]) {
      const logs = server.logs.join("\n");
      expect(logs.match(/real-time notifications are down/g)?.length).toBe(scenarios.length);
      expect(logs.match(/real-time notifications are back/g)?.length).toBe(scenarios.length);
      for (const secret of [
        ann.cookie.split("=")[1],
        bob.cookie.split("=")[1],
        "After fast",
        "correct-horse",
        "select ",
      ]) {
        expect(logs).not.toContain(secret);
      }
    }
  });
});
