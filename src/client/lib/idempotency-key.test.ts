// The key a money request sends: kept for a retry of the same request, new once it succeeded or
// when the request changes.
import { describe, expect, it } from "vitest";
import { RetryKey } from "./idempotency-key";

function keys() {
  let n = 0;
  const sent: string[] = [];
  const retry = new RetryKey(() => `key-${++n}`);
  const ok = (request: unknown) => retry.send(request, async (key) => void sent.push(key));
  const fail = (request: unknown) =>
    retry
      .send(request, async (key) => {
        sent.push(key);
        throw new Error("the answer never arrived");
      })
      .catch(() => undefined);
  return { sent, ok, fail };
}

describe("RetryKey", () => {
  it("sends the first attempt's key again when the same request is retried after a failure", async () => {
    const k = keys();
    await k.fail({ amount: "5.00" });
    await k.fail({ amount: "5.00" });
    await k.ok({ amount: "5.00" });
    expect(k.sent).toEqual(["key-1", "key-1", "key-1"]);
  });

  it("uses a new key once the request succeeded, and for a different request", async () => {
    const k = keys();
    await k.ok({ amount: "5.00" });
    await k.ok({ amount: "5.00" });
    await k.fail({ amount: "5.00" });
    await k.ok({ amount: "7.00" });
    expect(k.sent).toEqual(["key-1", "key-2", "key-3", "key-4"]);
  });
});
