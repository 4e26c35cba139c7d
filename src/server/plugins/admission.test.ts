// The admission line on its own, its waits driven by an explicit gate instead of a clock: whatever the
// machine's speed, a waiting request is refused exactly when its wait runs out, and not before.
import { describe, expect, it } from "vitest";
import { createAdmission } from "./admission";

/** Waits that run out only when the test says so. */
function gate() {
  const pending = new Set<() => void>();
  return {
    expireAfter: (_ms: number, expire: () => void) => {
      pending.add(expire);
      return () => pending.delete(expire);
    },
    runOut: () => [...pending].forEach((expire) => (pending.delete(expire), expire())),
    get waiting() {
      return pending.size;
    },
  };
}

function request(admission: ReturnType<typeof createAdmission>) {
  const seen: string[] = [];
  const leave = admission.enter(
    () => seen.push("started"),
    () => seen.push("refused"),
  );
  return { seen, leave };
}

describe("admission of requests", () => {
  it("refuses a request once its wait in line runs out, and runs the next one when a slot frees", () => {
    const waits = gate();
    const admission = createAdmission({ limit: 1, maxQueued: 2, maxWaitMs: 100, expireAfter: waits.expireAfter });
    const first = request(admission);
    const second = request(admission);
    expect(first.seen).toEqual(["started"]);
    expect(second.seen).toEqual([]); // waiting, not refused
    expect(admission.waiting).toBe(1);
    waits.runOut();
    expect(second.seen).toEqual(["refused"]);
    expect(admission.waiting).toBe(0);
    first.leave();
    const third = request(admission);
    expect(third.seen).toEqual(["started"]);
  });

  it("runs a waiting request when a slot frees before its wait runs out, and forgets its expiry", () => {
    const waits = gate();
    const admission = createAdmission({ limit: 1, maxQueued: 2, maxWaitMs: 100, expireAfter: waits.expireAfter });
    const first = request(admission);
    const second = request(admission);
    first.leave();
    expect(second.seen).toEqual(["started"]);
    expect(waits.waiting).toBe(0);
    waits.runOut();
    expect(second.seen).toEqual(["started"]);
  });

  it("refuses at once past the line", () => {
    const waits = gate();
    const admission = createAdmission({ limit: 1, maxQueued: 1, maxWaitMs: 100, expireAfter: waits.expireAfter });
    request(admission);
    request(admission);
    expect(request(admission).seen).toEqual(["refused"]);
  });
});
