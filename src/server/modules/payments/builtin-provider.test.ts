import { describe, expect, it } from "vitest";
import { BuiltinPaymentProvider } from "./builtin-provider";

const card = (number: string, expiry = "12/39", cvc = "123") => ({ number, expiry, cvc });

describe("built-in payment provider", () => {
  it("authorizes the success test card and returns only brand, last 4 and a reference", async () => {
    const p = new BuiltinPaymentProvider();
    const r = await p.authorize({
      amountCents: 10500,
      currency: "USD",
      idempotencyKey: "k",
      card: card("4242 4242 4242 4242"),
    });
    expect(r).toMatchObject({ ok: true, brand: "visa", last4: "4242" });
    expect(r.ok && r.ref).toMatch(/^bi_[0-9a-f]{32}$/);
    expect(JSON.stringify(r)).not.toContain("42424242");
    expect(p.authorizations).toBe(1);
  });

  it("declines the declined test card", async () => {
    const p = new BuiltinPaymentProvider();
    expect(
      await p.authorize({ amountCents: 100, currency: "USD", idempotencyKey: "k", card: card("4000000000000002") }),
    ).toMatchObject({
      ok: false,
      kind: "declined",
    });
    expect(p.authorizations).toBe(0);
  });

  it("refuses a bad number, an expired card, a bad CVC and a zero amount as invalid", async () => {
    const p = new BuiltinPaymentProvider();
    expect(
      await p.authorize({ amountCents: 100, currency: "USD", idempotencyKey: "k", card: card("4242424242424241") }),
    ).toMatchObject({
      ok: false,
      kind: "invalid",
      field: "number",
    });
    expect(
      await p.authorize({
        amountCents: 100,
        currency: "USD",
        idempotencyKey: "k",
        card: card("4242424242424242", "01/21"),
      }),
    ).toMatchObject({ ok: false, kind: "invalid", field: "expiry" });
    expect(
      await p.authorize({
        amountCents: 100,
        currency: "USD",
        idempotencyKey: "k",
        card: card("4242424242424242", "12/39", "12"),
      }),
    ).toMatchObject({ ok: false, kind: "invalid", field: "cvc" });
    expect(
      await p.authorize({ amountCents: 0, currency: "USD", idempotencyKey: "k", card: card("4242424242424242") }),
    ).toMatchObject({
      ok: false,
      kind: "invalid",
    });
    expect(
      await p.authorize({
        amountCents: 100,
        currency: "USD",
        idempotencyKey: "k",
        card: card("378282246310005", "12/39", "1234"),
      }),
    ).toMatchObject({ ok: true, brand: "amex", last4: "0005" });
  });
});
