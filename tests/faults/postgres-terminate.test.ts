// PostgreSQL ends the server's connections again and again (pg_terminate_backend: SQLSTATE 57P01, as
// an administrator, a failover or a connection pooler does) while clients log in, read lists, send
// messages and open WebSockets. The instance stays up: every answer is a 2xx or a 503 with
// Retry-After (never a 500), /api/ready answers 200 or 503 with `{ status, down }`, and once the
// terminations stop, readiness, the API and real time come back by themselves.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { nextCursorFromLink } from "../../src/contract/page-headers";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";
import {
  PASSWORD,
  call,
  openSocket,
  prepareDatabase,
  received,
  signUp,
  startTasklyServer,
  waitFor,
  type Answer,
  type TasklyServer,
  type User,
} from "./taskly-server";

/** Rounds of terminating every connection of the server's database, ROUND_GAP_MS apart. */
const ROUNDS = 40;
const ROUND_GAP_MS = 150;
const DATABASE = "taskly_terminate";

let postgres: PrivatePostgres;
let server: TasklyServer;
let admin: pg.Client;
let ann: User;
let bob: User;
const answers: (Answer & { what: string })[] = [];
/** How each WebSocket opened during the terminations ended its handshake: "open", or the HTTP status of a refusal. */
const handshakes: string[] = [];
/** Messages sent during the terminations, by Idempotency-Key, and whether one was answered 201. */
const sent = new Map<string, { content: string; stored: boolean }>();
let terminated = 0;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const url = await prepareDatabase(postgres, DATABASE);
  server = await startTasklyServer(url);
  ann = await signUp(server.base, "Ann");
  bob = await signUp(server.base, "Bob", "tasker");
  // On another database of the server, so it is never among the connections it ends.
  admin = new pg.Client({ connectionString: postgres.url });
  admin.on("error", () => undefined);
  await admin.connect();
});

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  await server?.stop();
  postgres?.close();
});

/** Ends every connection to the server's database; resolves to how many it ended. */
async function terminateAll(): Promise<number> {
  const { rows } = await admin.query<{ ended: number }>(
    "select count(*) filter (where pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [DATABASE],
  );
  return rows[0]!.ended;
}

/** A call that records its answer; a connection the process refused or dropped counts as status 0. */
async function record(what: string, method: string, url: string, options: Parameters<typeof call>[3] = {}) {
  const answer = await call(server.base, method, url, { timeoutMs: 15_000, ...options }).catch((): Answer => ({
    status: 0,
    retryAfter: null,
    body: {},
    ms: 0,
  }));
  answers.push({ what, ...answer });
  return answer;
}

async function sendMessage(key: string): Promise<Answer> {
  const message = sent.get(key)!;
  const answer = await record("send a message", "POST", "/api/messages", {
    cookie: ann.cookie,
    body: { content: message.content, receiverId: bob.id },
    headers: { "idempotency-key": key },
  });
  if (answer.status === 201) message.stored = true;
  return answer;
}

/** Every message of a conversation, as Bob reads it, page after page. */
async function readConversation(conversationId: string): Promise<string[]> {
  const contents: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const page = await record(
      "read the conversation",
      "GET",
      `/api/conversations/${conversationId}/messages?${query}`,
      {
        cookie: bob.cookie,
      },
    );
    expect(page.status).toBe(200);
    contents.push(...(page.body.items as { content: string }[]).map((m) => m.content));
    cursor = nextCursorFromLink(page.link);
  } while (cursor);
  return contents;
}

/** Opens a WebSocket as Bob and says how its handshake ended; the socket is closed again. */
function handshake(): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${server.base.replace("http", "ws")}/api/ws`, { headers: { cookie: bob.cookie } });
    const done = (outcome: string) => {
      socket.removeAllListeners();
      socket.on("error", () => undefined);
      socket.terminate();
      resolve(outcome);
    };
    socket.once("open", () => done("open"));
    socket.once("unexpected-response", (_request, response) => done(String(response.statusCode)));
    socket.once("error", (error) => done(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
  });
}

describe("while PostgreSQL ends every connection of the server again and again", () => {
  it("stays up and answers 2xx or 503 with Retry-After, never a 500", async () => {
    let storming = true;
    const whileStorming = async (work: (round: number) => Promise<unknown>) => {
      for (let round = 0; storming; round++) await work(round);
    };
    const clients = Promise.all([
      whileStorming(() =>
        record("log in", "POST", "/api/auth/login", { body: { identifier: ann.email, password: PASSWORD } }),
      ),
      whileStorming(async () => {
        await record("search taskers", "GET", "/api/taskers?q=clean");
        await record("recent conversations", "GET", "/api/messages/recent", { cookie: ann.cookie });
        await record("unread count", "GET", "/api/messages/unread-count", { cookie: bob.cookie });
      }),
      whileStorming(async (round) => {
        const key = `terminate-${round}`;
        sent.set(key, { content: `Sent during the terminations, number ${round}`, stored: false });
        await sendMessage(key);
        await new Promise((resolve) => setTimeout(resolve, 600)); // under the limit of 20 messages in 10 s
      }),
      whileStorming(async () => handshakes.push(await handshake())),
      // A probe with a session cookie reads the session first: its failure is answered by the error handler.
      whileStorming((round) => record("readiness", "GET", "/api/ready", round % 2 ? { cookie: ann.cookie } : {})),
    ]);
    for (let round = 0; round < ROUNDS; round++) {
      terminated += await terminateAll();
      await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
    }
    storming = false;
    await clients;

    expect(server.exited(), server.logs.slice(-40).join("\n")).toBe(false);
    expect(terminated).toBeGreaterThan(ROUNDS); // the server's connections were ended, round after round
    const unexpected = answers.filter(
      (a) => ![200, 201, 503].includes(a.status) || (a.status === 503 && !a.retryAfter),
    );
    expect(unexpected.map((a) => `${a.what}: ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    for (const ready of answers.filter((a) => a.what === "readiness")) {
      if (ready.status === 200) expect(ready.body).toEqual({ status: "ready" });
      else {
        expect(ready.body.status).toBe("unavailable");
        // On a busy machine the event loop's delay can be the reason too (load shedding).
        expect(ready.body.down).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(database|notifications|capacity)$/)]),
        );
      }
    }
    expect(handshakes.length).toBeGreaterThan(0);
    expect(handshakes.filter((outcome) => outcome !== "open" && outcome !== "503")).toEqual([]);
    const counts = Object.fromEntries(
      ["log in", "send a message", "readiness"].map((what) => [
        what,
        answers.filter((a) => a.what === what).map((a) => a.status),
      ]),
    );
    console.log(
      `${terminated} connections ended in ${ROUNDS} rounds; ${answers.length} requests ` +
        `(${answers.filter((a) => a.status === 503).length} answered 503), ${handshakes.length} WebSocket handshakes ` +
        `(${handshakes.filter((h) => h === "open").length} opened); ${JSON.stringify(counts)}`,
    );
  });

  it("is ready again, and serves the API and real time, once the terminations stop", async () => {
    await waitFor(async () => (await record("readiness after", "GET", "/api/ready")).status === 200, 15_000);
    const login = await record("log in after", "POST", "/api/auth/login", {
      body: { identifier: ann.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const socket = openSocket(server.base, bob.cookie);
    await socket.opened;
    // The messages not answered 201 are sent again with their key (at the pace the per-sender limit
    // allows): each is then stored exactly once.
    for (const [key, message] of sent) {
      if (message.stored) continue;
      await waitFor(async () => (await sendMessage(key)).status === 201, 30_000, 500);
    }
    sent.set("terminate-after", { content: "Sent after the terminations", stored: false });
    const after = await sendMessage("terminate-after");
    expect(after.status).toBe(201);
    await waitFor(() => received(socket, "Sent after the terminations"), 10_000);
    socket.socket.close();

    const contents = await readConversation(String(after.body.conversationId));
    expect(contents.sort()).toEqual([...sent.values()].map((m) => m.content).sort());
    expect(server.exited()).toBe(false);
  });

  it("logged each ended connection by its code, without SQL or secrets", () => {
    const logs = server.logs.join("\n");
    const ended = server.logs.filter((line) => line.includes("database connection lost"));
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.some((line) => JSON.parse(line).code === "57P01")).toBe(true);
    for (const secret of [ann.cookie.split("=")[1], bob.cookie.split("=")[1], PASSWORD, "Sent during"]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toMatch(/\b(select|insert|update) /i);
  });
});
