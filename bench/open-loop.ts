// A fixed arrival rate (open loop): request k is due at start + k / rate and is sent then, whatever
// the earlier answers take; when every connection is busy it waits for one, and its latency counts
// from when it was due. autocannon's own rate option is not this: each connection sends its quota
// for the second back to back as the second starts, so "half rate" was saturation for half of
// every second, and its correction for the late ones adds a made-up sample per millisecond.
import { Pool } from "undici";
import type { LoadRequest, LoadResult } from "./load";

/** An answer slower than this counts as an error (as autocannon's timeout did). */
const TIMEOUT_MS = 10_000;

export async function openLoop(
  url: string,
  connections: number,
  next: (i: number) => LoadRequest,
  limit: { seconds: number; rate: number; amount?: number },
): Promise<LoadResult> {
  // undici's pool: a few microseconds a request, so at tens of thousands a second the sender is not late.
  const pool = new Pool(new URL(url).origin, {
    connections,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const total = Math.max(1, limit.amount ?? Math.round(limit.rate * limit.seconds));
  const intervalMs = 1000 / limit.rate;
  const latencies = new Float64Array(total);
  const statuses: Record<string, number> = {};
  let answered = 0;
  let errors = 0;
  let settled = 0;
  const started = performance.now();
  let lastAnswerAt = started;

  await new Promise<void>((resolve) => {
    const settle = () => {
      settled += 1;
      lastAnswerAt = performance.now();
      if (settled === total) resolve();
    };
    const send = (request: LoadRequest, due: number) => {
      pool
        .request({ method: request.method ?? "GET", path: request.path, headers: request.headers, body: request.body })
        .then(async (response) => {
          await response.body.dump();
          latencies[answered++] = performance.now() - due;
          const code = String(response.statusCode);
          statuses[code] = (statuses[code] ?? 0) + 1;
        })
        .catch(() => (errors += 1))
        .finally(settle);
    };
    let sent = 0;
    // Sends every request that is due, then sleeps until the next one is (timers fire at 1 ms at best,
    // so at high rates a wake-up sends the few that fell due within that millisecond).
    const sendDue = () => {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        send(next(sent), started + sent * intervalMs);
        sent += 1;
      }
      if (sent < total) setTimeout(sendDue, Math.max(0, started + sent * intervalMs - performance.now()));
    };
    sendDue();
  });
  await pool.close();

  const sorted = Array.from(latencies.subarray(0, answered)).sort((a, b) => a - b);
  const percentile = (p: number) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : 0;
  const elapsed = Math.max((lastAnswerAt - started) / 1000, 0.001);
  const ok = Object.entries(statuses).reduce((sum, [code, n]) => sum + (code.startsWith("2") ? n : 0), 0);
  return {
    rps: answered / elapsed,
    okRps: ok / elapsed,
    p50: percentile(50),
    p99: percentile(99),
    statuses,
    errors,
    total: answered,
  };
}
