// The log scan (scripts/log-scan.mjs) finds every kind of secret in a log and nothing else: run on
// crafted log files as npm test runs it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function scan(lines: string[]): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-log-scan-"));
  fs.writeFileSync(path.join(dir, "server.log"), lines.join("\n") + "\n");
  const result = spawnSync(process.execPath, ["scripts/log-scan.mjs", dir], { encoding: "utf8" });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output: result.stdout + result.stderr };
}

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1763864400123, pid: 4242, hostname: "h", reqId: "req-1", ...fields });

describe("log scan", () => {
  it("passes ordinary access logs: UUIDs, timestamps, times, ports, emails, hashed asset names", () => {
    const result = scan([
      line({
        req: { method: "GET", url: "/api/bookings/6a7e619e-ac00-404a-bb28-47eff84bc7c9", remotePort: 4111111111111111 },
        msg: "incoming request",
      }),
      line({ res: { statusCode: 200 }, responseTime: 12.3456789012345, msg: "request completed" }),
      line({
        msg: "customer.mkq1x2.3@example.com at 2026-11-23T02:40:53.123Z, task 738e7d3d-7472-4f62-8e7b-99eb3384a7ca",
      }),
      line({
        req: {
          url: "/api/bookings/00000000-0000-0000-0000-000000000000/cancel?a=11111111-4669-9312-8000-000000000000",
        },
      }),
      line({ msg: "tasker_search_entries_city_reviews_idx FST_ERR_CTP_INVALID_JSON_BODY" }),
      line({ req: { method: "GET", url: "/assets/tasker-profile-settings-BSpDmY6H.js" } }),
    ]);
    expect(result.output).toContain("0 hits");
    expect(result.status).toBe(0);
  });

  it("finds every kind of secret and names its file, line and rule", () => {
    const secrets: [string, string][] = [
      ["argon2 hash", line({ msg: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g" })],
      ["CVC field", line({ body: { card: { cvc: "123" } } })],
      [
        "session or reset token",
        line({ req: { url: "/reset-password?token=Qm9vS2luZ19BbmRfUGF5LXRva2VuLXJhbmRvbTEyMzQ" } }),
      ],
      ["calendar token", line({ req: { url: "/api/calendar/k3Yv9_pQ-2mZ8xW4tR7uB1nC5eD0fGhJ.ics" } })],
      ["SHA-256 hex", line({ msg: `token_hash ${"0123456789abcdef".repeat(4)}` })],
      ["card number", line({ msg: "card 4242 4242 4242 4242 declined" })],
      ["card number", line({ msg: "card 4000000000000002" })],
      ["password", line({ body: { password: "correct-horse-battery" } })],
      ["password", "customer-demo-pass in a plain text line"],
    ];
    const result = scan([line({ msg: "first line is clean" }), ...secrets.map(([, text]) => text)]);
    expect(result.status).toBe(1);
    secrets.forEach(([rule], index) =>
      expect(result.output).toMatch(new RegExp(`server\\.log:${index + 2}: [^\\n]*${rule.replace("$", "\\$")}`)),
    );
    expect(result.output).toContain(`${secrets.length} hits`);
  });
});
