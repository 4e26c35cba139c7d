// A real SMTP server (smtp-server) on a free local port, keeping what it receives, for tests of mail
// delivery; and one that accepts connections and never answers (an SMTP server that hangs).
import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { Db } from "../db/connect";
import { emailOutbox } from "../db/schema";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** When set, the server refuses every message with this reply. */
  failWith: string | null;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const fake: FakeSmtp = { url: "", received: [], failWith: null, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (fake.failWith) {
          const error = Object.assign(new Error(fake.failWith), { responseCode: 451 });
          return callback(error);
        }
        fake.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  fake.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** An SMTP address whose server takes the connection and never says a word. */
export async function startSilentSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The origin the tests' senders write links with. */
export const ORIGIN = "http://localhost:5000";

/** An outbox row as it stands, past the preference checks of queueMail: for tests of delivery alone. */
export async function queueRaw(db: Db, mail: { to: string; subject: string; body: string }): Promise<void> {
  await db.insert(emailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body });
}
