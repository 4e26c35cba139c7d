// Builds client and server when any source is newer than the last build.
import { execSync } from "node:child_process";
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

const outputs = [
  "dist/server/main.js",
  "dist/server/pglite-worker.js",
  "dist/server/calendar-parse-worker.js",
  "dist/client/index.html",
  "dist/ssr/entry-server.js",
];
const sources = Math.max(
  ...["src", "public", "index.html", "package-lock.json", "vite.config.ts", "scripts/build-server.mjs"].map(
    newestMtime,
  ),
);
const built = outputs.every(existsSync) ? Math.min(...outputs.map((o) => statSync(o).mtimeMs)) : 0;
if (built < sources) {
  console.log("Building taskly (client and server)...");
  execSync("npm run build", { stdio: "inherit" });
}
