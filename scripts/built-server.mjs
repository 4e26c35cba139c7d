// The built server (dist/server/main.js) on a free port with a fresh PGlite database of its own, as
// a visitor meets it (production mode, demo data seeded), for the scripts that measure it in a
// browser: `npm run lighthouse` and the first load's budget.
import { execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitUntilReady(origin, server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become ready in 2 minutes");
}

/** The environment without DATABASE_URL: the server measured always runs on its own PGlite. */
function withoutDatabaseUrl(env) {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/**
 * Builds when a source is newer than the build, starts the server on a fresh `dataDir` and resolves
 * once it is ready: `{ origin, stop }`. The server's errors go to this process's stderr.
 */
export async function startBuiltServer(dataDir) {
  execSync("node scripts/build-if-needed.mjs", { stdio: "inherit" });
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    // No load shedding on event-loop lag: on a busy machine a refused request would spoil a run.
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      MAX_EVENT_LOOP_DELAY_MS: "0",
    },
  });
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
  try {
    await waitUntilReady(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
