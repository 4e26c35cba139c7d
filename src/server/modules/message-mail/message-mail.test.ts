// Message e-mails as the recipient's inbox shows them: the first unread message at once, later ones
// in one digest after the digest interval while the first is unread, nothing about messages read in
// the meantime, never the message's text, never twice, never to the sender.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { DIGEST_MINUTES, sendMessageMails } from "./send";

const ORIGIN = "https://taskly.example";
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => t?.close());

const run = (now = new Date()) => sendMessageMails(t.database.db, ORIGIN, now);
const mailTo = (client: Client) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, client.user.email.toLowerCase()))
    .orderBy(emailOutbox.createdAt);

async function send(from: Client, to: Client, content: string): Promise<string> {
  const sent = await from.inject({
    method: "POST",
    url: "/api/messages",
    payload: { content, receiverId: to.user.id },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().conversationId as string;
}

const read = (client: Client, conversationId: string) =>
  client.inject({ method: "GET", url: `/api/conversations/${conversationId}/messages` });

describe("message e-mails", () => {
  it("the first at once, later ones in one digest, none of the text", async () => {
    const cara = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    const tara = await signUp(t.app, { firstName: "Tara", lastName: "Stone" });
    await send(tara, cara, "Hi Cara, the secret gate code is 4417?");
    await run();
    await run();
    const first = await mailTo(cara);
    expect(first.map((m) => m.subject)).toEqual(["Tara S. sent you a message"]);
    expect(first[0].body).toContain(`${ORIGIN}/messages?to=${tara.user.id}`);
    expect(first[0].body).not.toContain("gate code");
    expect(await mailTo(tara)).toEqual([]);

    // Two more while the first is unread: nothing until the digest is due, then one mail for both.
    await send(tara, cara, "Are you there?");
    await send(tara, cara, "I can come at 9.");
    await run();
    expect(await mailTo(cara)).toHaveLength(1);
    const later = new Date(Date.now() + (DIGEST_MINUTES + 1) * MINUTE);
    await run(later);
    await run(later);
    expect((await mailTo(cara)).map((m) => m.subject)).toEqual([
      "Tara S. sent you a message",
      "2 new messages from Tara S.",
    ]);
  });

  it("nothing about messages read before the mail was due; the next unread one after reading is mailed at once", async () => {
    const cara = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    const tara = await signUp(t.app, { firstName: "Tara", lastName: "Stone" });
    const conversation = await send(tara, cara, "Hello");
    await run();
    await send(tara, cara, "One more thing");
    expect((await read(cara, conversation)).statusCode).toBe(200);
    await run(new Date(Date.now() + (DIGEST_MINUTES + 1) * MINUTE));
    expect(await mailTo(cara)).toHaveLength(1);

    await send(tara, cara, "Thanks!");
    await run(new Date(Date.now() + MINUTE));
    expect((await mailTo(cara)).map((m) => m.subject)).toEqual([
      "Tara S. sent you a message",
      "Tara S. sent you a message",
    ]);
  });

  it("a message read at once is never mailed", async () => {
    const cara = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    const tara = await signUp(t.app, { firstName: "Tara", lastName: "Stone" });
    const conversation = await send(tara, cara, "Quick question");
    await read(cara, conversation);
    await run();
    expect(await mailTo(cara)).toEqual([]);
  });
});
