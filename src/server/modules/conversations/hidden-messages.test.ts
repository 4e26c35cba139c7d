// A message moderation hid is gone from the conversation lists too: neither person's list (nor the
// recent five) shows its words, the preview falls back to the newest message still shown (or none),
// and an unread hidden message is not counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

type Listed = { id: string; lastMessage: { content: string } | null; unreadCount: number };

const send = async (from: Client, to: Client, content: string) => {
  const r = await from.inject({ method: "POST", url: "/api/messages", payload: { receiverId: to.user.id, content } });
  expect(r.statusCode).toBe(201);
  return r.json() as { id: string; conversationId: string };
};

/** The receiver reports the message and an admin hides it, as the moderation queue does. */
const hide = async (reporter: Client, messageId: string) => {
  const reported = await reporter.inject({
    method: "POST",
    url: "/api/reports",
    payload: { targetType: "message", targetId: messageId, category: "harassment" },
  });
  expect(reported.statusCode).toBe(201);
  const queue = (await admin.inject({ url: "/api/admin/moderation" })).json() as {
    items: { id: string; targetId: string }[];
  };
  const item = queue.items.find((i) => i.targetId === messageId);
  expect(item).toBeDefined();
  const acted = await admin.inject({
    method: "POST",
    url: `/api/admin/moderation/items/${item!.id}/actions`,
    payload: { action: "hide", reason: "Rude language" },
  });
  expect(acted.statusCode).toBe(200);
};

/** Both lists a person reads their conversations from, as raw text and as one conversation's entry. */
const lists = async (c: Client, conversationId: string) => {
  const all = await c.inject({ url: `/api/users/${c.user.id}/conversations` });
  const recent = await c.inject({ url: "/api/messages/recent" });
  expect(all.statusCode).toBe(200);
  expect(recent.statusCode).toBe(200);
  const entry = (all.json() as Listed[]).find((x) => x.id === conversationId);
  const recentEntry = (recent.json() as Listed[]).find((x) => x.id === conversationId);
  expect(recentEntry).toEqual(entry);
  return { text: all.body + recent.body, entry: entry! };
};

const unread = async (c: Client) => (await c.inject({ url: "/api/messages/unread-count" })).json().count as number;

describe("a hidden message in the conversation lists", () => {
  it("is replaced in the preview by the newest message still shown, for both people, and is not counted", async () => {
    const sender = await signUp(t.app, { userType: "tasker", firstName: "Hal" });
    const receiver = await signUp(t.app, { firstName: "Rae" });
    const first = await send(sender, receiver, "Happy to help on Saturday.");
    const rude = await send(sender, receiver, "Something rude about gravel");
    expect(rude.conversationId).toBe(first.conversationId);
    expect((await lists(receiver, first.conversationId)).entry.unreadCount).toBe(2);

    await hide(receiver, rude.id);

    for (const c of [sender, receiver]) {
      const { text, entry } = await lists(c, first.conversationId);
      expect(text).not.toContain("gravel");
      expect(entry.lastMessage?.content).toBe("Happy to help on Saturday.");
    }
    expect((await lists(receiver, first.conversationId)).entry.unreadCount).toBe(1);
    expect((await lists(sender, first.conversationId)).entry.unreadCount).toBe(0);
    expect(await unread(receiver)).toBe(1);

    // Opening the conversation reads what is shown; the list's count and the total agree at zero.
    expect((await receiver.inject({ url: `/api/conversations/${first.conversationId}/messages` })).statusCode).toBe(
      200,
    );
    expect((await lists(receiver, first.conversationId)).entry.unreadCount).toBe(0);
    expect(await unread(receiver)).toBe(0);

    // A later message is the preview again.
    await send(receiver, sender, "Saturday works.");
    expect((await lists(sender, first.conversationId)).entry.lastMessage?.content).toBe("Saturday works.");
  });

  it("leaves no preview when every message of the conversation is hidden", async () => {
    const sender = await signUp(t.app, { userType: "tasker", firstName: "Ivo" });
    const receiver = await signUp(t.app, { firstName: "Uma" });
    const only = await send(sender, receiver, "Only words about pebbles");

    await hide(receiver, only.id);

    for (const c of [sender, receiver]) {
      const { text, entry } = await lists(c, only.conversationId);
      expect(text).not.toContain("pebbles");
      expect(entry.lastMessage).toBeNull();
      expect(entry.unreadCount).toBe(0);
    }
    expect(await unread(receiver)).toBe(0);
  });
});
