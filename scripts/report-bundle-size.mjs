// Prints the gzipped size of the JavaScript and CSS that `/` loads on first visit: the entry
// script, its modulepreloads and stylesheets in dist/client/index.html, plus the chunks the
// home route imports statically. Budget: 100 KB of JavaScript.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = "dist/client";
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const seen = new Set();
const queue = [...refs];
while (queue.length) {
  const ref = queue.shift();
  if (seen.has(ref)) continue;
  seen.add(ref);
  if (!ref.endsWith(".js")) continue;
  const code = readFileSync(path.join(dist, ref), "utf8");
  // Static imports of other chunks (not dynamic import()), as emitted by the bundler.
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(`/assets/${m[1]}`);
}
let js = 0;
let css = 0;
for (const ref of seen) {
  const size = gzipSync(readFileSync(path.join(dist, ref))).length;
  if (ref.endsWith(".js")) js += size;
  else css += size;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const budget = 100 * 1024;
console.log(
  `first load of /: ${kb(js)} JavaScript + ${kb(css)} CSS gzipped (${seen.size} files); JS budget ${kb(budget)}: ${js <= budget ? "within" : "OVER"}`,
);
