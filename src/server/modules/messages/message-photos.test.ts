// Message photos: up to 10 with an optional caption, shown to the two participants (in the thread and
// over the WebSocket), and to admins only as evidence in a dispute about the pair's booking.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { PhotoView } from "../../../contract/photos";
import { disputes, serviceCategories } from "../../db/schema";
import { insertBooking, makeAdmin } from "../../test/fixtures";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { uploadTestPhoto } from "../../test/photo-uploads";

let t: TestApp;
let ann: Client; // customer
let bob: Client; // tasker
let eve: Client; // neither
let admin: Client;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: categoryId }] = await t.database.db.insert(serviceCategories).values({ name: "Cleaning" }).returning();
  ann = await signUp(t.app, { firstName: "Ann", lastName: "Lee" });
  bob = await signUp(t.app, { firstName: "Bob", lastName: "Ray", userType: "tasker" });
  eve = await signUp(t.app, { firstName: "Eve", lastName: "Spy" });
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const send = (from: Client, payload: object) => from.inject({ method: "POST", url: "/api/messages", payload });
const ids = (photos: PhotoView[]) => photos.map((p) => p.id);
const thread = async (c: Client, conversationId: string) =>
  pageOf(await c.inject({ url: `/api/conversations/${conversationId}/messages` })).items as {
    id: string;
    content: string;
    photos: PhotoView[];
  }[];

describe("message photos", () => {
  let photos: PhotoView[];
  let conversationId: string;
  let messageId: string;

  beforeAll(async () => {
    photos = [await uploadTestPhoto(ann, "message"), await uploadTestPhoto(ann, "message")];
  });

  it("a message may be photos with an empty caption; both participants see them in order", async () => {
    const r = await send(ann, { content: "", receiverId: bob.user.id, photoIds: ids(photos).reverse() });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ content: "", senderId: ann.user.id });
    expect(ids(r.json().photos)).toEqual(ids(photos).reverse());
    conversationId = r.json().conversationId;
    messageId = r.json().id;
    for (const reader of [ann, bob]) {
      const [message] = await thread(reader, conversationId);
      expect(ids(message!.photos)).toEqual(ids(photos).reverse());
    }
    const list = (await bob.inject({ url: `/api/users/${bob.user.id}/conversations` })).json();
    expect(list[0].lastMessage.content).toBe("");
  });

  it("a caption goes with the photos; text-only messages are as before, with no photos", async () => {
    const extra = await uploadTestPhoto(ann, "message");
    const captioned = await send(ann, { content: "The shelf", receiverId: bob.user.id, photoIds: [extra.id] });
    expect(captioned.statusCode).toBe(201);
    expect(captioned.json()).toMatchObject({ content: "The shelf", photos: [{ id: extra.id }] });
    const plain = await send(bob, { content: "Looks easy.", receiverId: ann.user.id });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().photos).toEqual([]);
  });

  it("the WebSocket delivers the photos with the message to the receiver", async () => {
    const base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const socket = new WebSocket(`${base}/api/ws`, { headers: { cookie: bob.cookie } });
    const pushed: { type: string; message?: { content: string; photos: PhotoView[] } }[] = [];
    socket.on("message", (data) => pushed.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once("open", resolve));
    const photo = await uploadTestPhoto(ann, "message");
    expect((await send(ann, { content: "Live photo", receiverId: bob.user.id, photoIds: [photo.id] })).statusCode).toBe(
      201,
    );
    const arrived = () => pushed.find((e) => e.type === "message" && e.message?.content === "Live photo");
    // The socket's delivery is asynchronous: wait for it (bounded by the test's own timeout).
    while (!arrived()) await new Promise((resolve) => socket.once("message", resolve));
    expect(ids(arrived()!.message!.photos)).toEqual([photo.id]);
    socket.close();
  });

  it("refuses an empty message without photos, 11 photos, someone else's photo and unknown ids, storing nothing", async () => {
    const before = (await thread(ann, conversationId)).length;
    const evePhoto = await uploadTestPhoto(eve, "message");
    const cases: [object, string][] = [
      [{ content: "  ", receiverId: bob.user.id }, "Message cannot be empty"],
      [{ content: "", receiverId: bob.user.id, photoIds: [] }, "Message cannot be empty"],
      [
        { content: "Too many", receiverId: bob.user.id, photoIds: Array.from({ length: 11 }, () => randomUUID()) },
        "You can attach up to 10 photos.",
      ],
      [
        { content: "Hers", receiverId: bob.user.id, photoIds: [evePhoto.id] },
        "One of the photos is not yours or no longer exists.",
      ],
      [
        { content: "Nobody's", receiverId: bob.user.id, photoIds: [randomUUID()] },
        "One of the photos is not yours or no longer exists.",
      ],
    ];
    for (const [payload, message] of cases) {
      const r = await send(ann, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toBe(message);
    }
    expect(await thread(ann, conversationId)).toHaveLength(before);
  });

  it("someone outside the conversation reads none of it", async () => {
    const r = await eve.inject({ url: `/api/conversations/${conversationId}/messages` });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain(photos[0]!.id);
  });

  it("an admin sees the pair's message photos only through a dispute about their booking", async () => {
    const none = await admin.inject({ url: `/api/admin/disputes/${randomUUID()}/evidence` });
    expect(none.statusCode).toBe(404);
    const { booking } = await insertBooking(t, {
      customerId: ann.user.id,
      taskerId: bob.user.id,
      categoryId,
      status: "completed",
      start: new Date(Date.now() - 2 * 3600_000),
    });
    const [dispute] = await t.database.db
      .insert(disputes)
      .values({
        bookingId: booking.id,
        customerId: ann.user.id,
        taskerId: bob.user.id,
        reason: "poor_quality",
        details: "The shelf still wobbles.",
        requestedRefundCents: 1000,
        respondBy: new Date(Date.now() + 48 * 3600_000),
      })
      .returning();
    const url = `/api/admin/disputes/${dispute!.id}/evidence`;
    for (const who of [ann, bob, eve]) expect((await who.inject({ url })).statusCode).toBe(403);
    const evidence = await admin.inject({ url });
    expect(evidence.statusCode).toBe(200);
    const messages = evidence.json().messages;
    // Newest first; only messages with photos; each with its sender and time.
    expect(messages).toHaveLength(3);
    expect(messages[2]).toMatchObject({ messageId, senderId: ann.user.id, senderName: "Ann L.", content: "" });
    expect(ids(messages[2].photos)).toEqual(ids(photos).reverse());
    expect(Date.parse(messages[2].sentAt)).not.toBeNaN();
  });

  it("a removed photo disappears from the thread at once", async () => {
    const removed = await admin.inject({
      method: "DELETE",
      url: `/api/admin/photos/${photos[0]!.id}`,
      payload: { reason: "Not allowed" },
    });
    expect([200, 204]).toContain(removed.statusCode);
    const message = (await thread(bob, conversationId)).find((m) => m.id === messageId);
    expect(ids(message!.photos)).toEqual([photos[1]!.id]);
  });
});
