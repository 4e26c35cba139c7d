// A loopback fake of the few Stripe API endpoints the Stripe provider calls (CI has no network).
// It keeps state like Stripe: manual-capture PaymentIntents, refunds up to what was captured,
// Customers, Express accounts and Transfers, and replays a request with the same Idempotency-Key.
// Test PaymentMethods as in Stripe's test mode: pm_card_visa succeeds, pm_card_chargeDeclined is declined.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fakeStripeRoutes, type FakeStripeState } from "./fake-stripe-routes";

export const FAKE_STRIPE_KEY = "sk_test_fake";

export interface FakeStripe {
  url: string;
  state: FakeStripeState;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const state: FakeStripeState = {
    intents: new Map(),
    accounts: new Set(),
    transfers: [],
    refunds: [],
    replies: new Map(),
  };
  const route = fakeStripeRoutes(state);
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const key = request.headers["idempotency-key"];
      const replay = typeof key === "string" ? state.replies.get(key) : undefined;
      if (replay) return send(replay.status, replay.payload);
      const [status, payload] = route(
        request.method ?? "GET",
        (request.url ?? "/").split("?")[0],
        new URLSearchParams(body),
      );
      if (typeof key === "string") state.replies.set(key, { status, payload });
      send(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
