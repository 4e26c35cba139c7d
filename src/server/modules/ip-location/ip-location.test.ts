// GET /api/ip-location against a loopback stand-in for the IP-location service that holds its
// answers until the test lets them go: answers are kept per address, one address shares one lookup,
// at most 4 lookups run at once, and non-public addresses are never looked up.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { LOCATION_LIMITS } from "./locator";

let t: TestApp;
let server: http.Server;
/** The addresses the service was asked about, in order. */
const asked: string[] = [];
let heldAnswers: (() => void)[] = [];
let onAsked: (() => void) | undefined;

function releaseAnswers(): void {
  for (const answer of heldAnswers) answer();
  heldAnswers = [];
}

/** Resolves once the service has been asked `n` times in all. */
function askedTimes(n: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (asked.length >= n ? resolve() : (onAsked = check));
    check();
  });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(decodeURIComponent((req.url ?? "").split("/")[1]));
    heldAnswers.push(() =>
      res.writeHead(200, { "content-type": "application/json" }).end('{"currency":"EUR","country_code":"DE"}'),
    );
    onAsked?.();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({ IP_LOCATION_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/json/` });
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  server?.close();
});

const locate = (remoteAddress: string) =>
  t.app.inject({ url: "/api/ip-location", remoteAddress }).then((response) => response.json());
const GERMANY = { currency: "EUR", country_code: "DE" };
const UNKNOWN = { currency: null, country_code: null };

describe("the IP-location hint", () => {
  it("asks the service once per address, however many requests come from it", async () => {
    const answers = [locate("81.2.69.160"), locate("81.2.69.160"), locate("81.2.69.160")];
    await askedTimes(1);
    releaseAnswers();
    expect(await Promise.all(answers)).toEqual([GERMANY, GERMANY, GERMANY]);
    expect(await locate("81.2.69.160")).toEqual(GERMANY);
    expect(asked).toEqual(["81.2.69.160"]);
  });

  it("runs at most 4 lookups at once; past them a visitor gets the empty hint, not another call", async () => {
    const before = asked.length;
    const addresses = ["81.2.69.161", "81.2.69.162", "81.2.69.163", "2a00:1450:4001::1"];
    expect(addresses).toHaveLength(LOCATION_LIMITS.atOnce);
    const running = addresses.map(locate);
    await askedTimes(before + LOCATION_LIMITS.atOnce);
    expect(await locate("81.2.69.164")).toEqual(UNKNOWN);
    releaseAnswers();
    expect(await Promise.all(running)).toEqual(addresses.map(() => GERMANY));
    expect(asked.slice(before).sort()).toEqual([...addresses].sort());
    // Kept: asked again, the answers come without a call.
    expect(await locate("81.2.69.162")).toEqual(GERMANY);
    expect(asked).toHaveLength(before + LOCATION_LIMITS.atOnce);
  });

  it("never looks up a local or private address, in any of its IPv6 spellings", async () => {
    const before = asked.length;
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::127.0.0.1",
      "fd00::1",
    ]) {
      expect(await locate(address), address).toEqual(UNKNOWN);
    }
    expect(asked).toHaveLength(before);
  });
});
