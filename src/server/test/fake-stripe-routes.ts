// The endpoints of the fake Stripe API (fake-stripe.ts): form-encoded requests (or a GET's query) in,
// Stripe's JSON out.
import { randomUUID } from "node:crypto";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  currency: string;
  status: "requires_capture" | "succeeded" | "canceled";
  customer: string | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
}

export interface FakeTransfer {
  id: string;
  amount: number;
  destination: string;
  transfer_group: string | null;
  source_transaction: string | null;
}

export interface FakeStripeState {
  intents: Map<string, FakeIntent>;
  /** Charge id → the amount it took. */
  charges: Map<string, number>;
  accounts: Set<string>;
  transfers: FakeTransfer[];
  refunds: { id: string; payment_intent: string; amount: number; metadata: Record<string, string> }[];
  replies: Map<string, { request: string; status: number; payload: unknown }>;
  /** Stripe Identity VerificationSessions by id. */
  identitySessions: Map<string, FakeVerificationSession>;
  /** "METHOD /path" of calls that fail once with a 500, as when Stripe has an outage. */
  outage: Set<string>;
}

export interface FakeVerificationSession {
  id: string;
  object: "identity.verification_session";
  type: "document";
  status: "requires_input" | "processing" | "verified" | "canceled";
  url: string | null;
  client_reference_id: string | null;
  return_url: string | null;
  last_error: { code: string; reason: string } | null;
  metadata: Record<string, string>;
}

type Reply = [number, unknown];
const id = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 24)}`;
const METHODS: Record<string, { brand: string; last4: string; declined?: boolean }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", declined: true },
};
const invalid = (message: string): Reply => [400, { error: { type: "invalid_request_error", message } }];
const declined: Reply = [
  402,
  { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } },
];

function metadataOf(form: URLSearchParams, into: Record<string, string>): Record<string, string> {
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) into[match[1]] = value;
  }
  return into;
}

function createIntent(state: FakeStripeState, form: URLSearchParams): Reply {
  const method = METHODS[form.get("payment_method") ?? ""];
  const amount = Number(form.get("amount"));
  if (!method) return invalid("No such PaymentMethod");
  if (!Number.isInteger(amount) || amount < 50) return invalid("Amount must be at least $0.50 usd");
  if (method.declined) return declined;
  const manual = form.get("capture_method") === "manual";
  const intent: FakeIntent = {
    id: id("pi"),
    object: "payment_intent",
    amount,
    amount_capturable: manual ? amount : 0,
    amount_received: manual ? 0 : amount,
    amount_refunded: 0,
    currency: form.get("currency") ?? "usd",
    status: manual ? "requires_capture" : "succeeded",
    customer: form.get("customer"),
    latest_charge: manual ? null : charged(state, amount),
    metadata: metadataOf(form, {}),
  };
  state.intents.set(intent.id, intent);
  return [200, intent];
}

function charged(state: FakeStripeState, amount: number): string {
  const charge = id("ch");
  state.charges.set(charge, amount);
  return charge;
}

function onIntent(
  state: FakeStripeState,
  intent: FakeIntent,
  action: string | undefined,
  form: URLSearchParams,
): Reply {
  if (action === undefined) {
    metadataOf(form, intent.metadata);
    return [200, intent];
  }
  if (intent.status !== "requires_capture") return invalid(`This PaymentIntent's status is ${intent.status}`);
  if (action === "cancel") {
    Object.assign(intent, { status: "canceled", amount_capturable: 0 });
    return [200, intent];
  }
  const amount = Number(form.get("amount_to_capture") ?? intent.amount_capturable);
  if (!(amount > 0 && amount <= intent.amount_capturable)) return invalid("amount_to_capture is too large");
  Object.assign(intent, {
    status: "succeeded",
    amount_capturable: 0,
    amount_received: amount,
    latest_charge: charged(state, amount),
  });
  metadataOf(form, intent.metadata);
  return [200, intent];
}

function refund(state: FakeStripeState, form: URLSearchParams): Reply {
  const intent = state.intents.get(form.get("payment_intent") ?? "");
  if (!intent || intent.status !== "succeeded") return invalid("This PaymentIntent has no charge to refund");
  const amount = Number(form.get("amount") ?? intent.amount_received - intent.amount_refunded);
  if (!(amount > 0 && intent.amount_refunded + amount <= intent.amount_received))
    return invalid("Refund amount is greater than unrefunded amount on charge");
  intent.amount_refunded += amount;
  const made = { id: id("re"), payment_intent: intent.id, amount, metadata: metadataOf(form, {}) };
  state.refunds.push(made);
  return [200, { ...made, object: "refund", status: "succeeded" }];
}

function transfer(state: FakeStripeState, form: URLSearchParams): Reply {
  const destination = form.get("destination") ?? "";
  const amount = Number(form.get("amount"));
  const source = form.get("source_transaction");
  if (!state.accounts.has(destination)) return invalid("No such destination");
  if (!(Number.isInteger(amount) && amount > 0)) return invalid("Invalid amount");
  if (source !== null) {
    const sent = state.transfers.filter((t) => t.source_transaction === source).reduce((n, t) => n + t.amount, 0);
    if (sent + amount > (state.charges.get(source) ?? 0))
      return invalid("Transfers from a source_transaction cannot exceed the charge");
  }
  const made: FakeTransfer = {
    id: id("tr"),
    amount,
    destination,
    transfer_group: form.get("transfer_group"),
    source_transaction: source,
  };
  state.transfers.push(made);
  return [200, { ...made, object: "transfer", currency: form.get("currency") }];
}

function createVerificationSession(state: FakeStripeState, form: URLSearchParams): Reply {
  if (form.get("type") !== "document" && form.get("type") !== "id_number")
    return invalid("Missing required param: type.");
  const session: FakeVerificationSession = {
    id: id("vs"),
    object: "identity.verification_session",
    type: "document",
    status: "requires_input",
    url: null,
    client_reference_id: form.get("client_reference_id"),
    return_url: form.get("return_url"),
    last_error: null,
    metadata: metadataOf(form, {}),
  };
  session.url = `https://verify.stripe.com/start/test_${session.id}`;
  state.identitySessions.set(session.id, session);
  return [200, session];
}

const list = (data: unknown[]): Reply => [200, { object: "list", data, has_more: false, url: "/v1/list" }];

export function fakeStripeRoutes(state: FakeStripeState) {
  return (method: string, path: string, form: URLSearchParams): Reply => {
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (intentMatch) {
      const intent = state.intents.get(intentMatch[1]);
      if (!intent) return invalid("No such payment_intent");
      return method === "GET" ? [200, intent] : onIntent(state, intent, intentMatch[2], form);
    }
    const pmMatch = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (pmMatch && METHODS[pmMatch[1]]) {
      const { brand, last4 } = METHODS[pmMatch[1]];
      return [200, { id: pmMatch[1], object: "payment_method", type: "card", card: { brand, last4 } }];
    }
    if (path === "/v1/payment_intents") return createIntent(state, form);
    const sessionMatch = /^\/v1\/identity\/verification_sessions\/([^/]+)$/.exec(path);
    if (sessionMatch) {
      const session = state.identitySessions.get(sessionMatch[1]);
      return session ? [200, session] : invalid("No such verification_session");
    }
    if (path === "/v1/identity/verification_sessions" && method === "POST")
      return createVerificationSession(state, form);
    if (path === "/v1/refunds" && method === "GET")
      return list(state.refunds.filter((r) => r.payment_intent === form.get("payment_intent")));
    if (path === "/v1/refunds") return refund(state, form);
    if (path === "/v1/transfers" && method === "GET")
      return list(state.transfers.filter((t) => t.transfer_group === form.get("transfer_group")));
    if (path === "/v1/transfers") return transfer(state, form);
    if (path === "/v1/customers") return [200, { id: id("cus"), object: "customer" }];
    if (path === "/v1/accounts") {
      const account = id("acct");
      state.accounts.add(account);
      return [200, { id: account, object: "account", type: "express", details_submitted: false }];
    }
    if (path === "/v1/account_links") {
      const url = `https://connect.stripe.com/setup/e/${form.get("account")}/${id("link")}`;
      return [200, { object: "account_link", url, expires_at: Math.floor(Date.now() / 1000) + 300 }];
    }
    return [404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method} ${path})` } }];
  };
}
