// Runs the Playwright journeys: builds when needed, gives the server a fresh database
// (a new PGlite directory, or a fresh PostgreSQL database when DATABASE_URL is set), and
// points Playwright at the bundled Chromium (@sparticuz/chromium) or CHROME_PATH.
// Two suites, one after the other on the same port: tests/e2e (built-in payments) and
// tests/e2e-stripe (a server taking payments with Stripe against the fake Stripe API,
// playwright.stripe.config.ts). Spec files given on the command line pick the suites that run.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import pg from "pg";
import { testBrowser } from "./chrome.mjs";

if (!process.env.SKIP_BUILD) execSync("node scripts/build-if-needed.mjs", { stdio: "inherit" });

const base = { ...process.env };
const { path: chromePath, args } = await testBrowser();
base.E2E_CHROME_PATH = chromePath;
base.E2E_CHROME_ARGS = args.join(" ");
mkdirSync(".tmp/logs", { recursive: true });
delete base.DATABASE_URL; // Playwright's own process needs none; the server gets E2E_DATABASE_URL.

const SUITES = [
  { name: "", dir: "tests/e2e/", config: "playwright.config.ts" },
  { name: "stripe", dir: "tests/e2e-stripe/", config: "playwright.stripe.config.ts" },
];

/** A fresh database for one suite's server: a PGlite directory, or a PostgreSQL database per port and suite. */
async function freshDatabase(env, suite) {
  const dataDir = `.tmp/e2e${suite.name ? `-${suite.name}` : ""}-data`;
  rmSync(dataDir, { recursive: true, force: true });
  env.E2E_DATA_DIR = dataDir;
  if (!process.env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // One database per port, so journeys of two checkouts on one server never collide.
  const name = `taskly_e2e_${suite.name ? `${suite.name}_` : ""}${process.env.E2E_PORT ?? 5055}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
}

const cli = process.argv.slice(2);
const isSpec = (arg) => /\.spec\.ts$/.test(arg) || arg.startsWith("tests/");
const specs = cli.filter(isSpec);
const options = cli.filter((arg) => !isSpec(arg));
const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reports = [];
let status = 0;
for (const suite of SUITES) {
  const mine = specs.filter((spec) => spec.startsWith(suite.dir));
  if (specs.length > 0 && mine.length === 0) continue;
  const env = { ...base, E2E_SERVER_LOG: `.tmp/logs/e2e${suite.name ? `-${suite.name}` : ""}-server.log` };
  await freshDatabase(env, suite);
  if (report) env.PLAYWRIGHT_JSON_OUTPUT_NAME = suite.name ? report.replace(/\.json$/, `-${suite.name}.json`) : report;
  const result = spawnSync("npx", ["playwright", "test", "-c", suite.config, ...mine, ...options], {
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) console.log(`The server's output is in ${env.E2E_SERVER_LOG}.`);
  if (env.PLAYWRIGHT_JSON_OUTPUT_NAME && existsSync(env.PLAYWRIGHT_JSON_OUTPUT_NAME))
    reports.push(env.PLAYWRIGHT_JSON_OUTPUT_NAME);
  status = status || (result.status ?? 1);
}

// npm test reads one JSON report: the counts of both suites, added up.
if (report && reports.length > 1) {
  const parsed = reports.map((file) => JSON.parse(readFileSync(file, "utf8")));
  const stats = {};
  for (const key of ["expected", "unexpected", "flaky", "skipped"])
    stats[key] = parsed.reduce((n, r) => n + (r.stats?.[key] ?? 0), 0);
  writeFileSync(report, JSON.stringify({ ...parsed[0], stats: { ...parsed[0].stats, ...stats } }));
}
process.exit(status);
