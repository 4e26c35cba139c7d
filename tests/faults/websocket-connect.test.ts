// A WebSocket that connects while its first query fails (here: the messages table is locked, so the
// unread-count query hits the statement timeout) must not take the instance down: the server keeps
// serving, and the failure is logged by its code without SQL.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";
import {
  call,
  openSocket,
  prepareDatabase,
  signUp,
  startTasklyServer,
  waitFor,
  type TasklyServer,
} from "./taskly-server";

let postgres: PrivatePostgres;
let server: TasklyServer;
let databaseUrl: string;
beforeAll(async () => {
  postgres = await startPrivatePostgres();
  databaseUrl = await prepareDatabase(postgres, "taskly_ws_connect");
  server = await startTasklyServer(databaseUrl, { DATABASE_STATEMENT_TIMEOUT_MS: "1000" });
});
afterAll(async () => {
  await server?.stop();
  postgres?.close();
});

it("survives a failing query while a WebSocket connects and serves the next request", async () => {
  const ann = await signUp(server.base, "Ann");
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  try {
    await locker.query("begin");
    await locker.query("lock table messages in access exclusive mode");
    const socket = openSocket(server.base, ann.cookie);
    await socket.opened;
    await waitFor(() => server.logs.some((line) => line.includes("unread count for a new socket failed")), 10_000);
    socket.socket.close();
  } finally {
    await locker.query("rollback");
    await locker.end();
  }
  expect(server.exited()).toBe(false);
  const next = await call(server.base, "GET", "/api/messages/unread-count", { cookie: ann.cookie });
  expect(next).toMatchObject({ status: 200, body: { count: 0 } });
  const failure = server.logs.find((line) => line.includes("unread count for a new socket failed"))!;
  expect(JSON.parse(failure)).toMatchObject({ code: "57014", route: "/api/ws" });
  expect(server.logs.join("\n")).not.toMatch(/select|DrizzleQueryError/i);
});
