// The Stripe journeys (tests/e2e-stripe): the same settings as the other journeys (playwright.config.ts),
// against a server that takes payments with Stripe, talking to the loopback fake of the Stripe API
// (tests/e2e-stripe/server.ts). scripts/e2e.mjs runs it after the other journeys, on the same port.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

const serverLog = process.env.E2E_SERVER_LOG ?? ".tmp/logs/e2e-stripe-server.log";
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!;

export default defineConfig({
  ...base,
  testDir: "tests/e2e-stripe",
  webServer: { ...webServer, command: `npx tsx tests/e2e-stripe/server.ts > ${serverLog} 2>&1` },
});
