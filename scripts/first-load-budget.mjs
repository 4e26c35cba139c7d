// The first load's budget (npm test's "bundle budget" stage; decision 0039): what a browser downloads
// on `/`. Starts the built server on a fresh PGlite database, opens `/` in Chromium as a fresh visitor
// (a new browser context: no cookies, no cache) at 1280 and at 360 px, and records every script the
// page fetches until it has hydrated and no request has been open or started for QUIET_MS (so chunks
// fetched on idle callbacks or timers count too). A script's size is the gzip size (level 9, as the build's .gz twins) of the
// file as fetched: the same figure whatever encoding the browser negotiated (the body's bytes on the wire
// as received, brotli or gzip, are printed beside it). Exits 1 when a visitor's scripts pass 100 KB,
// when one of them carries zod (schemas belong to the screens that validate forms), or when a script
// of the page did not arrive (it could not be counted).
// A signed-in customer's `/` is measured too, for information only.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startBuiltServer } from "./built-server.mjs";
import { testBrowser } from "./chrome.mjs";

const BUDGET = 100 * 1024;
const QUIET_MS = 5000;
const DEADLINE_MS = 60_000;
const VISITORS = [
  { name: "a fresh visitor at 1280 px", viewport: { width: 1280, height: 800 }, budgeted: true },
  { name: "a fresh visitor at 360 px", viewport: { width: 360, height: 740 }, budgeted: true },
  {
    name: "a signed-in customer at 1280 px",
    viewport: { width: 1280, height: 800 },
    account: { identifier: "customer@taskly.dev", password: "customer-demo-pass" },
  },
];

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const isScript = (response) =>
  response.request().resourceType() === "script" || /javascript/.test(response.headers()["content-type"] ?? "");

/** Resolves once no request has been open or started for QUIET_MS. */
async function networkQuiet(traffic) {
  const started = Date.now();
  while (traffic.open > 0 || Date.now() - traffic.lastChange < QUIET_MS) {
    if (Date.now() - started > DEADLINE_MS)
      throw new Error(`the network was not quiet for ${QUIET_MS / 1000} s within ${DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every script `/` fetches for this visitor: `{ file, gzip, wire, zod }`, in the order they finished. */
async function scriptsOfHome(browser, origin, visitor) {
  const context = await browser.newContext({ viewport: visitor.viewport, baseURL: origin });
  try {
    if (visitor.account) {
      const answer = await context.request.post("/api/auth/login", { data: visitor.account, headers: { origin } });
      if (!answer.ok()) throw new Error(`logging in as ${visitor.account.identifier} answered ${answer.status()}`);
    }
    const page = await context.newPage();
    const traffic = { open: 0, lastChange: Date.now() };
    const measured = [];
    // A script that failed to arrive would be missing from the count: the measurement stops instead.
    const missed = [];
    const touch = () => (traffic.lastChange = Date.now());
    page.on("request", () => {
      traffic.open++;
      touch();
    });
    page.on("requestfailed", (request) => {
      if (request.resourceType() === "script") missed.push(`${request.failure()?.errorText} ${request.url()}`);
      traffic.open--;
      touch();
    });
    page.on("requestfinished", (request) => {
      measured.push(
        (async () => {
          const response = await request.response();
          if (response && response.status() >= 400 && request.resourceType() === "script")
            missed.push(`${response.status()} ${request.url()}`);
          if (!response || !response.ok() || !isScript(response)) return null;
          const body = await response.body();
          const { responseBodySize } = await request.sizes();
          return {
            file: new URL(request.url()).pathname,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: responseBodySize,
            zod: /\$ZodType\b/.test(body.toString("utf8")),
          };
        })().finally(() => {
          traffic.open--;
          touch();
        }),
      );
    });
    await page.goto("/");
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await networkQuiet(traffic);
    const scripts = (await Promise.all(measured)).filter(Boolean);
    if (missed.length) throw new Error(`scripts of / did not arrive, so they cannot be counted: ${missed.join(", ")}`);
    return scripts;
  } finally {
    await context.close();
  }
}

function report(visitor, scripts) {
  const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
  const wire = scripts.reduce((n, s) => n + s.wire, 0);
  const over = visitor.budgeted && gzip > BUDGET;
  const zod = scripts.filter((s) => s.zod).map((s) => s.file);
  const verdict = !visitor.budgeted
    ? "not budgeted"
    : `budget ${kb(BUDGET)}: ${over ? `OVER by ${kb(gzip - BUDGET)}` : `within, ${kb(BUDGET - gzip)} to spare`}`;
  const count = `${scripts.length} script${scripts.length === 1 ? "" : "s"}`;
  console.log(
    `\n/ for ${visitor.name}: ${count}, ${kb(gzip)} gzipped (${kb(wire)} on the wire); ${verdict}` +
      (zod.length ? `; zod in ${zod.join(", ")}` : ""),
  );
  for (const s of scripts) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.file}`);
  return !(over || (visitor.budgeted && zod.length));
}

const { origin, stop } = await startBuiltServer(".tmp/budget-data");
let ok = true;
try {
  const { path, args } = await testBrowser();
  const browser = await chromium.launch({ executablePath: path, args });
  try {
    for (const visitor of VISITORS) ok = report(visitor, await scriptsOfHome(browser, origin, visitor)) && ok;
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}
if (!ok) {
  console.error(
    `\nEvery script / loads for a fresh visitor must add up to ${kb(BUDGET)} gzipped at most, with no zod.`,
  );
  process.exitCode = 1;
}
