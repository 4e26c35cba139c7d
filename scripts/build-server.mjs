// Bundles the API server into dist/server/main.js, the PGlite worker thread into
// dist/server/pglite-worker.js and the calendar parse worker into dist/server/calendar-parse-worker.js
// (dependencies stay external) and copies the SQL migrations next to them.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

rmSync("dist/server", { recursive: true, force: true });
const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};
await build({ ...common, entryPoints: ["src/server/main.ts"], outfile: "dist/server/main.js" });
await build({ ...common, entryPoints: ["src/server/cli/create-admin.ts"], outfile: "dist/server/create-admin.js" });
// The embedded database's worker thread, found next to the bundle at run time (db/pglite-proxy.ts).
await build({ ...common, entryPoints: ["src/server/db/pglite-worker.ts"], outfile: "dist/server/pglite-worker.js" });
// The calendar parse worker, found the same way (modules/availability/calendar-import/parse-in-worker.ts).
await build({
  ...common,
  entryPoints: ["src/server/modules/availability/calendar-import/parse-worker.ts"],
  outfile: "dist/server/calendar-parse-worker.js",
});
cpSync("src/server/db/migrations", "dist/server/db/migrations", { recursive: true });
console.log("server bundle: dist/server/main.js");
