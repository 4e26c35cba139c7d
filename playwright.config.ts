// Playwright journeys against the built app on a fresh database (see scripts/e2e.mjs).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5055);
const chromeArgs = (process.env.E2E_CHROME_ARGS ?? "").split(" ").filter(Boolean);
const serverLog = process.env.E2E_SERVER_LOG ?? ".tmp/logs/e2e-server.log";
mkdirSync(path.dirname(serverLog), { recursive: true });

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: ".tmp/e2e-results",
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: process.env.E2E_CHROME_PATH, args: chromeArgs },
    trace: "off",
    // E2E_SCREENSHOTS=1: a screenshot of every test's last screen, for a human look.
    screenshot: process.env.E2E_SCREENSHOTS ? "on" : "only-on-failure",
  },
  webServer: {
    // The server's output goes to a file that the log scan of npm test reads (see scripts/log-scan.mjs).
    command: `node dist/server/main.js > ${serverLog} 2>&1`,
    url: `http://localhost:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".tmp/e2e-data",
      NODE_ENV: "test",
      // JSON lines with the access log (debug), for the log scan.
      LOG_LEVEL: "debug",
      LOG_FORMAT: "json",
      // The journeys log in with the demo accounts and read reset e-mails, on either database.
      SEED_DEMO_DATA: "true",
      DEV_OUTBOX: "true",
      // The money journeys pass the 72-hour hold with POST /api/test/money-jobs (the jobs run at an
      // advanced clock); the timed jobs stay off so nothing is released or paid out behind their back.
      TEST_CLOCK_ROUTE: "true",
      MONEY_JOBS_INTERVAL_SECONDS: "0",
      // Every journey signs its accounts up from this computer.
      SIGN_UPS_PER_ADDRESS: "100000",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
