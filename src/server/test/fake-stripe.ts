// A loopback fake of the few Stripe API endpoints the Stripe provider calls (CI has no network).
// It keeps state like Stripe: manual-capture PaymentIntents and their charges, refunds up to what
// was captured, Customers, Express accounts and Transfers (from a source charge up to its amount),
// replays a request with the same Idempotency-Key and refuses that key with other parameters.
// Stripe Identity VerificationSessions (created requires_input; a test sets the outcome and sends its webhook).
// Test PaymentMethods as in Stripe's test mode: pm_card_visa succeeds, pm_card_chargeDeclined is declined.
// `state.outage` names paths ("POST /v1/transfers") that answer 500 once each, as when Stripe fails.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fakeStripeRoutes, type FakeStripeState } from "./fake-stripe-routes";

export const FAKE_STRIPE_KEY = "sk_test_fake";

const KEY_REUSED = {
  error: {
    type: "idempotency_error",
    message: "Keys for idempotent requests can only be used with the same parameters they were first used with.",
  },
};

export interface FakeStripe {
  url: string;
  state: FakeStripeState;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const state: FakeStripeState = {
    intents: new Map(),
    charges: new Map(),
    accounts: new Set(),
    transfers: [],
    refunds: [],
    identitySessions: new Map(),
    replies: new Map(),
    outage: new Set(),
  };
  const route = fakeStripeRoutes(state);
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const send = (status: number, payload: unknown) => {
        // Like Stripe after an internal error: the SDK is told not to retry on its own.
        const retry = status >= 500 ? { "stripe-should-retry": "false" } : {};
        response.writeHead(status, { "content-type": "application/json", "request-id": "req_fake", ...retry });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const [path, query = ""] = (request.url ?? "/").split("?");
      const call = `${request.method ?? "GET"} ${path}`;
      if (state.outage.delete(call)) return send(500, { error: { type: "api_error", message: "Stripe is down" } });
      const key = request.headers["idempotency-key"];
      const replay = typeof key === "string" ? state.replies.get(key) : undefined;
      if (replay && replay.request !== `${call} ${body}`) return send(400, KEY_REUSED);
      if (replay) return send(replay.status, replay.payload);
      const [status, payload] = route(request.method ?? "GET", path, new URLSearchParams(body || query));
      if (typeof key === "string") state.replies.set(key, { request: `${call} ${body}`, status, payload });
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
