// Runs the Playwright journeys: builds when needed, gives the server a fresh database
// (a new PGlite directory, or a fresh PostgreSQL database when DATABASE_URL is set), and
// points Playwright at the bundled Chromium (@sparticuz/chromium) or CHROME_PATH.
import { execSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import pg from "pg";
import { testBrowser } from "./chrome.mjs";

if (!process.env.SKIP_BUILD) execSync("node scripts/build-if-needed.mjs", { stdio: "inherit" });

const env = { ...process.env };
const { path: chromePath, args } = await testBrowser();
env.E2E_CHROME_PATH = chromePath;
env.E2E_CHROME_ARGS = args.join(" ");

// The server logs at info into this file (Playwright's webServer command redirects it).
env.E2E_SERVER_LOG = ".tmp/logs/e2e-server.log";
mkdirSync(".tmp/logs", { recursive: true });

const dataDir = ".tmp/e2e-data";
rmSync(dataDir, { recursive: true, force: true });
env.E2E_DATA_DIR = dataDir;
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // One database per port, so journeys of two checkouts on one server never collide.
  const name = `taskly_e2e_${process.env.E2E_PORT ?? 5055}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
}
delete env.DATABASE_URL; // Playwright's own process needs none; the server gets E2E_DATABASE_URL.

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
if (result.status !== 0) console.log(`The server's output is in ${env.E2E_SERVER_LOG}.`);
process.exit(result.status ?? 1);
