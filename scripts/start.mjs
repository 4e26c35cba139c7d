// npm start: builds when the sources are newer than the last build, then runs the server.
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const stamp = "dist/server/main.js";
const sources = Math.max(...["src", "index.html", "package-lock.json", "vite.config.ts", "public"].map(newestMtime));
if (!existsSync(stamp) || !existsSync("dist/client/index.html") || statSync(stamp).mtimeMs < sources) {
  console.log("Building taskly (client and server)...");
  execSync("npm run build", { stdio: "inherit" });
}
const child = spawn(process.execPath, ["--enable-source-maps", stamp], { stdio: "inherit", env: { NODE_ENV: "production", ...process.env } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
