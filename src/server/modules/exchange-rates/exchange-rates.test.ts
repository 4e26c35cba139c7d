import { describe, expect, it, vi } from "vitest";
import { BUILTIN_RATES } from "../../../contract/currency";
import { createExchangeRates, type FetchLike } from "./service";

const PRIMARY = "https://primary.test/latest";
const FALLBACK = "https://fallback.test/latest";
const goodRates = { USD: 1, EUR: 0.91, GBP: 0.79, CAD: 1.37, JPY: 151, NGN: 1600, INR: 84 };
const ok = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) });

function stub(handlers: Record<string, () => ReturnType<FetchLike>>) {
  return vi.fn<FetchLike>((url) => (handlers[url] ?? (() => Promise.reject(new Error("offline"))))());
}

describe("exchange rates", () => {
  it("uses the primary service when it answers", async () => {
    const fetch = stub({ [PRIMARY]: () => ok({ result: "success", rates: goodRates }) });
    const rates = await createExchangeRates({ primaryUrl: PRIMARY, fallbackUrl: FALLBACK, fetch }).get();
    expect(rates.source).toBe("primary");
    expect(rates.rates.EUR).toBe(0.91);
    expect(rates.rates.KES).toBe(BUILTIN_RATES.KES); // a gap filled by the built-ins
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("falls back to the second service when the primary fails or answers garbage", async () => {
    for (const primary of [
      () => Promise.reject(new Error("down")),
      () => ok({ result: "error" }),
      () => ok("<html>"),
      () => Promise.resolve({ ok: false, json: () => ok({}) }),
    ]) {
      const fetch = stub({
        [PRIMARY]: primary as () => ReturnType<FetchLike>,
        [FALLBACK]: () => ok({ result: "success", rates: { ...goodRates, EUR: 0.93 } }),
      });
      const rates = await createExchangeRates({ primaryUrl: PRIMARY, fallbackUrl: FALLBACK, fetch }).get();
      expect(rates.source).toBe("fallback");
      expect(rates.rates.EUR).toBe(0.93);
    }
  });

  it("uses the built-in rates when both fail", async () => {
    const rates = await createExchangeRates({ primaryUrl: PRIMARY, fallbackUrl: FALLBACK, fetch: stub({}) }).get();
    expect(rates.source).toBe("builtin");
    expect(rates.rates).toMatchObject({ USD: 1, EUR: 0.85, GBP: 0.73, NGN: 1520, INR: 83, CAD: 1.35, AUD: 1.55 });
  });

  it("does not wait on a slow provider for more than a few seconds", async () => {
    const hang: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    const started = Date.now();
    const rates = await createExchangeRates({ primaryUrl: PRIMARY, fallbackUrl: FALLBACK, fetch: hang }).get();
    expect(rates.source).toBe("builtin");
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);

  it("caches for 24 hours and shares one fetch between concurrent callers", async () => {
    let now = 1_000_000;
    const fetch = stub({ [PRIMARY]: () => ok({ result: "success", rates: goodRates }) });
    const service = createExchangeRates({ primaryUrl: PRIMARY, fallbackUrl: FALLBACK, fetch, now: () => now });
    await Promise.all([service.get(), service.get(), service.get()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 23 * 3600_000;
    await service.get();
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 2 * 3600_000;
    await service.get();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
