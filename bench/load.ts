// One measured run at N connections (no pipelining) with a request per call from `next(i)`, bounded
// by time (or by count for writes that must not repeat). Without a rate it is autocannon's closed loop
// (each connection sends its next request when the last is answered: saturation); with `rate` the
// requests arrive at that fixed rate whatever the answers take (open loop, open-loop.ts), and a request
// sent late because the connections were busy counts from when it was due, so p99 is what a caller
// arriving at that rate sees.
import autocannon from "autocannon";
import { openLoop } from "./open-loop";

export interface LoadRequest {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Requests answered per second, whatever their status. */
  rps: number;
  /** Requests answered with a 2xx per second: the operations done (a refusal is not one). */
  okRps: number;
  p50: number;
  p99: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  errors: number;
  total: number;
}

export async function hammer(
  url: string,
  connections: number,
  next: (i: number) => LoadRequest,
  limit: { seconds: number; amount?: number; rate?: number },
): Promise<LoadResult> {
  if (limit.rate) return openLoop(url, connections, next, { ...limit, rate: limit.rate });
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    pipelining: 1,
    // A run of a fixed amount ends at the sample tick after its last answer: at the default 1 s, a
    // 15-second run of 4,000 requests reads 266/s whether it took 14.1 or 14.9 s.
    sampleInt: 100,
    ...(limit.amount ? { amount: limit.amount } : { duration: limit.seconds }),
    requests: [{ setupRequest: (req) => ({ ...req, method: "GET", ...next(i++) }) }],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = (stat as { count: number }).count;
  const elapsed = Math.max(result.duration, 0.001);
  return {
    // Completed requests per second over the run (the per-second average misreads short runs).
    rps: result.requests.total / elapsed,
    okRps: Object.entries(statuses).reduce((sum, [code, n]) => sum + (code.startsWith("2") ? n : 0), 0) / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** Requests that each carry a session cookie, cycling through paths and sessions. */
export function withSession(paths: string[], tokens: string[]): (i: number) => LoadRequest {
  return (i) => ({ path: paths[i % paths.length], headers: { cookie: `taskly_session=${tokens[i % tokens.length]}` } });
}
