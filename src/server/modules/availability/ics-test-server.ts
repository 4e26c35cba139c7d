// Test helpers for calendar imports: a local HTTP server that serves iCalendar files (counting the
// requests per path), calendar texts built in memory, and a liveness probe of /api/health.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

export type IcsHandler = (res: http.ServerResponse) => void;

export interface IcsServer {
  base: string;
  /** How many requests a path has received. */
  hits(path: string): number;
  close(): void;
}

export async function startIcsServer(routes: Record<string, IcsHandler>): Promise<IcsServer> {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? "";
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const handler = routes[path];
    if (handler) handler(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (path) => counts.get(path) ?? 0,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

export const serveIcs =
  (text: string): IcsHandler =>
  (res) =>
    res.writeHead(200, { "content-type": "text/calendar" }).end(text);

export const calendar = (...lines: string[]) => calendarOf(lines);

const calendarOf = (lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", lines.join("\r\n"), "END:VCALENDAR"].join("\r\n");

/** iCalendar's UTC form of an instant: 20260105T100000Z. */
export const icsUtc = (millis: number) =>
  new Date(millis)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** `count` one-hour events, one every `everyHours` hours from `fromMillis` (compact: about 90 bytes each). */
export function manyEvents(count: number, fromMillis: number, everyHours = 1): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = fromMillis + i * everyHours * 3_600_000;
    lines.push(
      "BEGIN:VEVENT",
      `UID:e${i}`,
      `DTSTART:${icsUtc(start)}`,
      `DTEND:${icsUtc(start + 3_600_000)}`,
      "END:VEVENT",
    );
  }
  return calendarOf(lines);
}

/**
 * Runs `work` while polling GET /api/health, and returns its result with the longest time between two
 * answers. A blocked event loop shows as a long gap (app.inject runs on the same loop), so this is a
 * liveness check, not a measure of speed.
 */
export async function whilePollingHealth<T>(
  app: FastifyInstance,
  work: Promise<T>,
): Promise<{ result: T; longestGapMs: number; polls: number }> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  let last = performance.now();
  let longestGapMs = 0;
  let polls = 0;
  while (!done) {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    if (res.statusCode !== 200) throw new Error(`/api/health answered ${res.statusCode}`);
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    polls += 1;
    await sleep(10);
  }
  return { result: await finished, longestGapMs: Math.max(longestGapMs, performance.now() - last), polls };
}
