// The server's log: readable lines for a person at a terminal, JSON lines for machines, and the
// access log at debug level (a default, info, log has no line per request).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The lines a server with these log settings writes while answering GET /api/health?token=…. */
async function linesOf(settings: Pick<Config, "LOG_LEVEL" | "logFormat">): Promise<string[]> {
  const lines: string[] = [];
  const app = await buildApp({ ...t.config, ...settings }, t.database, {
    clientDir: false,
    logStream: { write: (line) => lines.push(...line.split("\n").filter(Boolean)) },
  });
  try {
    await app.ready();
    lines.length = 0;
    expect((await app.inject({ url: "/api/health?token=secret-reset-token" })).statusCode).toBe(200);
    app.log.warn({ code: "57P01" }, "database connection lost");
  } finally {
    await app.close();
  }
  return lines;
}

/** Runs `read` while stdout looks like a terminal or not (a pipe or a file), whatever runs the tests. */
function withStdout<T>({ terminal }: { terminal: boolean }, read: () => T): T {
  const own = Object.getOwnPropertyDescriptor(process.stdout, "isTTY");
  Object.defineProperty(process.stdout, "isTTY", { value: terminal, configurable: true, writable: true });
  try {
    return read();
  } finally {
    if (own) Object.defineProperty(process.stdout, "isTTY", own);
    else delete (process.stdout as { isTTY?: boolean }).isTTY;
  }
}

describe("server logs", () => {
  it("are readable lines in the pretty format: one per request at debug level, no JSON, no secret", async () => {
    const lines = await linesOf({ LOG_LEVEL: "debug", logFormat: "pretty" });
    expect(lines.some((line) => line.startsWith("{"))).toBe(false);
    const request = lines.filter((line) => line.includes("/api/health"));
    expect(request).toHaveLength(1);
    expect(request[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\] DEBUG: GET \/api\/health\?token=\[redacted\] → 200 in \d+ ms$/);
    expect(lines.join("\n")).not.toContain("secret-reset-token");
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\] WARN: database connection lost$/));
    expect(lines).toContainEqual('    code: "57P01"');
  });

  it("have no line per request at the default level, info", async () => {
    const lines = await linesOf({ LOG_LEVEL: "info", logFormat: "pretty" });
    expect(lines.filter((line) => line.includes("/api/health"))).toEqual([]);
    expect(lines.filter((line) => line.includes("WARN: database connection lost"))).toHaveLength(1);
  });

  it("are JSON lines in the json format, the request with its redacted URL, status and time", async () => {
    const lines = await linesOf({ LOG_LEVEL: "debug", logFormat: "json" });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === "request completed");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 20,
      req: { method: "GET", url: "/api/health?token=[redacted]" },
      res: { statusCode: 200 },
    });
    expect(typeof requests[0].responseTime).toBe("number");
    expect(entries).toContainEqual(expect.objectContaining({ level: 40, msg: "database connection lost" }));
  });

  it("are pretty on a terminal and JSON elsewhere unless LOG_FORMAT says, which refuses another format by name", () => {
    expect(withStdout({ terminal: true }, () => loadConfig({}).logFormat)).toBe("pretty");
    expect(withStdout({ terminal: false }, () => loadConfig({}).logFormat)).toBe("json");
    expect(withStdout({ terminal: true }, () => loadConfig({ LOG_FORMAT: "json" }).logFormat)).toBe("json");
    expect(withStdout({ terminal: false }, () => loadConfig({ LOG_FORMAT: "pretty" }).logFormat)).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "fancy" })).toThrow(/LOG_FORMAT/);
  });
});
