// After a build: the gzipped JavaScript (level 9, as the .gz files served) and CSS each public page names before it hydrates, from the
// client build's manifest: the entry's import tree for `/` (home is part of the entry), plus the
// screen's own tree for the others (what the server names as modulepreload links). What a browser
// then fetches on its own (parts loaded on demand, on idle or on a timer) is not in it: the first
// load's budget is measured in a browser (scripts/first-load-budget.mjs, run by npm test).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = "dist/client";
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
    const size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    if (file.endsWith(".js")) js += size;
    else css += size;
  }
  return { js, css };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const entry = importTree(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const home = filesOf(entry);
const homeSize = sizes(home);
console.log(
  `before hydration, /: ${kb(homeSize.js)} JavaScript + ${kb(homeSize.css)} CSS gzipped (${home.length} files)`,
);
for (const [page, screen] of SCREENS) {
  const files = [...new Set([...home, ...filesOf(importTree([screen]))])];
  const { js, css } = sizes(files);
  console.log(`before hydration, ${page}: ${kb(js)} JavaScript + ${kb(css)} CSS gzipped (${files.length} files)`);
}
