// npm start: builds when the sources are newer than the last build, then runs the server.
import { execSync, spawn } from "node:child_process";

execSync("node scripts/build-if-needed.mjs", { stdio: "inherit" });
const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
