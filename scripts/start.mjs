// npm start: builds when the sources are newer than the last build, then runs the server.
import { execSync, spawn } from "node:child_process";

execSync("node scripts/build-if-needed.mjs", { stdio: "inherit" });
const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...localDemoSettings(), ...process.env },
});
// The quick start on the embedded database without SMTP is a local demo: its reset e-mails are
// readable at /api/dev/outbox, from this computer only.
function localDemoSettings() {
  return process.env.DATABASE_URL || process.env.SMTP_URL ? {} : { DEV_OUTBOX: "true" };
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
