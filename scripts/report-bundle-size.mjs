// The gzipped JavaScript and CSS each public page loads before it hydrates, from the client build's
// manifest: the entry's import tree for `/` (home is part of the entry), plus the screen's own tree
// for the others (what the server names as modulepreload links). Budget: 100 KB of JavaScript for
// `/`, whose first load also carries no zod (schemas belong to the screens that validate forms).
// `--check` exits 1 when `/` is over the budget or loads zod (npm test runs it); a build only reports.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = "dist/client";
const BUDGET = 100 * 1024;
const SCREENS = [
  ["/browse-taskers", "src/client/pages/browse-taskers.tsx"],
  ["/services/{category}", "src/client/pages/services.tsx"],
  ["/taskers/{id}", "src/client/pages/tasker-profile.tsx"],
];

const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8"));

function importTree(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    importTree(manifest[key].imports ?? [], into);
  }
  return into;
}

/** The files of these manifest chunks: their scripts and stylesheets. */
function filesOf(keys) {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files];
}

function sizes(files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(DIST, file))).length;
    if (file.endsWith(".js")) js += size;
    else css += size;
  }
  return { js, css };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const entry = importTree(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const home = filesOf(entry);
const homeSize = sizes(home);
const withZod = home.filter(
  (file) => file.endsWith(".js") && /\$ZodType\b/.test(readFileSync(path.join(DIST, file), "utf8")),
);
const over = homeSize.js > BUDGET;
console.log(
  `first load of /: ${kb(homeSize.js)} JavaScript + ${kb(homeSize.css)} CSS gzipped (${home.length} files); ` +
    `JS budget ${kb(BUDGET)}: ${over ? "OVER" : "within"}${withZod.length ? `; zod in ${withZod.join(", ")}` : ""}`,
);
for (const [page, screen] of SCREENS) {
  const files = [...new Set([...home, ...filesOf(importTree([screen]))])];
  const { js, css } = sizes(files);
  console.log(`first load of ${page}: ${kb(js)} JavaScript + ${kb(css)} CSS gzipped (${files.length} files)`);
}
if (process.argv.includes("--check") && (over || withZod.length)) {
  console.error("The first load of / must stay within 100 KB of JavaScript and carry no zod.");
  process.exit(1);
}
