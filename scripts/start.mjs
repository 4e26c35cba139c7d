// npm start: builds when the sources are newer than the last build, then runs the server as a child
// and shares its fate. The exit code is the server's own, or 128 + the signal's number when a signal
// killed it (137 for SIGKILL, as a shell reports it), so a supervisor sees a crash as a crash.
// The server watches the IPC channel to this process and shuts down when it closes, so killing this
// wrapper (even with SIGKILL) never leaves an orphan server holding the port and the data directory.
// TASKLY_SERVER_ENTRY runs another server entry instead of the build (a `.ts` file runs through tsx).
import { execSync, spawn } from "node:child_process";
import { constants } from "node:os";

const entry = process.env.TASKLY_SERVER_ENTRY;
if (!entry) execSync("node scripts/build-if-needed.mjs", { stdio: "inherit" });
const args = !entry
  ? ["--enable-source-maps", "dist/server/main.js"]
  : entry.endsWith(".ts")
    ? ["--import", "tsx", entry]
    : [entry];
const child = spawn(process.execPath, args, {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: { NODE_ENV: "production", ...localDemoSettings(), ...process.env },
});
// The quick start on the embedded database without SMTP is a local demo: its reset e-mails are
// readable at /api/dev/outbox, from this computer only.
function localDemoSettings() {
  return process.env.DATABASE_URL || process.env.SMTP_URL ? {} : { DEV_OUTBOX: "true" };
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)));

// Our own parent going away stops the server as SIGTERM would. npm runs this script through a shell
// (package.json's `exec` makes npm our direct parent where the shell supports it), and an npm that
// does not pass a signal on, or is killed outright, would otherwise leave us and the server running
// with the port and the data directory. No event announces a parent's death, and the kernel then
// hands us to another parent, so we compare our parent's pid twice a second: one cheap system call.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  child.kill("SIGTERM");
}, 500);
parentWatch.unref();
