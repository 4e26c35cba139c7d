// The server of the Stripe journeys: the loopback fake of the Stripe API (src/server/test/fake-stripe.ts),
// then the built app taking payments with Stripe against it. Playwright starts this as its webServer
// (playwright.stripe.config.ts) with the same environment as the other journeys' server.
import { spawn } from "node:child_process";
import { FAKE_STRIPE_KEY, startFakeStripe } from "../../src/server/test/fake-stripe";
import { STRIPE_WEBHOOK_SECRET } from "./stripe-settings";

const fake = await startFakeStripe();
const server = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  const exit = () => process.exit(code ?? 1);
  fake.close().then(exit, exit);
});
