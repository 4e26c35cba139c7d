// When contact details show in messages, as the receiver reads them (a conversation's page, the
// conversation list and the WebSocket): only while the two have a booking that is confirmed, in
// progress or completed. Booking and cancelling (free or late, either side) hides them again, and
// details written with look-alike characters or spelled out are hidden like plain ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { WebSocket } from "ws";
import type { Booking } from "../../../contract/bookings";
import type { Conversation, Message } from "../../../contract/messages";
import { bookingRequest, booked } from "../booking-extras/test-booking";
import { createTestApp, type Client, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
// A phone in full-width digits with Unicode hyphens, an address spelled out.
const WRITTEN = "Call me on ５１２‐５５５‐０１００ or jo at example dot com";
const HIDDEN = "Call me on [phone hidden] or [email hidden]";

/** The tasker writes to the customer; what the customer reads on the page and in the list. */
async function conversation(from: Client, to: Client) {
  const sent = await from.inject({
    method: "POST",
    url: "/api/messages",
    payload: { content: WRITTEN, receiverId: to.user.id },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  expect(sent.json()).toMatchObject({ content: WRITTEN, masked: false });
  const id = sent.json().conversationId as string;
  return async () => {
    const page = (await to.inject({ url: `/api/conversations/${id}/messages` })).json() as Message[];
    const list = (await to.inject({ url: `/api/users/${to.user.id}/conversations` })).json() as Conversation[];
    const last = list.find((c) => c.id === id)!.lastMessage!.content;
    return { page: page.at(-1)!.content, masked: page.at(-1)!.masked, list: last };
  };
}

const shown = { page: WRITTEN, masked: false, list: WRITTEN };
const hidden = { page: HIDDEN, masked: true, list: HIDDEN };

describe("contact details in messages", () => {
  it("show while a booking is confirmed and hide again once it is cancelled for free, or late by either side", async () => {
    const { customer, tasker, payload } = await bookingRequest(t);
    const read = await conversation(tasker, customer);
    expect(await read()).toEqual(hidden);

    const book = async (body: object) => {
      const res = await customer.inject({ method: "POST", url: "/api/bookings", payload: { ...body, card: CARD } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Booking;
    };
    const cancel = async (who: Client, booking: Booking) => {
      const res = await who.inject({ method: "POST", url: `/api/bookings/${booking.id}/cancel` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Booking;
    };
    const first = await book(payload);
    expect(await read()).toEqual(shown);
    expect((await cancel(customer, first)).cancellationFee).toBe("0.00");
    expect(await read()).toEqual(hidden);

    // Booked again directly, then cancelled late by the customer: the fee is paid, the details stay hidden.
    const again = { ...payload, offerId: undefined, taskerId: first.taskerProfileId };
    const second = await book(again);
    await t.database.db.execute(
      sql`update bookings set scheduled_date = now() + interval '2 hours', ends_at = now() + interval '4 hours'
      where id = ${second.id}::uuid`,
    );
    expect(Number((await cancel(customer, second)).cancellationFee)).toBeGreaterThan(0);
    expect(await read()).toEqual(hidden);

    const third = await book({ ...again, scheduledDate: new Date(Date.now() + 9 * 86_400_000).toISOString() });
    expect(await read()).toEqual(shown);
    await cancel(tasker, third);
    expect(await read()).toEqual(hidden);
  });

  it("show for a completed job", async () => {
    const b = await booked(t);
    const read = await conversation(b.tasker, b.customer);
    expect(await read()).toEqual(shown);
  });

  it("pushed over the WebSocket are hidden the same way", async () => {
    const { customer, tasker } = await bookingRequest(t);
    const base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const socket = new WebSocket(`${base}/api/ws`, { headers: { cookie: customer.cookie } });
    const pushed: string[] = [];
    socket.on("message", (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: Message };
      if (event.type === "message" && event.message) pushed.push(event.message.content);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    await conversation(tasker, customer);
    const deadline = Date.now() + 10_000;
    while (!pushed.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    socket.close();
    expect(pushed).toEqual([HIDDEN]);
  });
});
