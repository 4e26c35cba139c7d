// npm run lighthouse: Lighthouse 12 (mobile defaults: simulated throttling) on the home page, the
// tasker search, the most reviewed tasker's profile and the demo tasker's profile with its 30-photo
// portfolio, against the built server started here on
// a free port with a fresh demo database. Prints performance, accessibility, best practices and
// SEO scores with LCP and CLS, and the machine's load average (scores drop on a busy machine).
// Exits 1 when a page misses a target (TARGETS).
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.mjs";
import { testBrowser } from "./chrome.mjs";

/** What every page must reach: minimum scores, maximum LCP (seconds) and CLS. */
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcp: 2.5, cls: 0.05 };

function missedTargets(r) {
  const low = ["performance", "accessibility", "bestPractices", "seo"].filter((key) => r[key] < TARGETS[key]);
  if (!(r.lcp <= TARGETS.lcp)) low.push("lcp");
  if (!(r.cls <= TARGETS.cls)) low.push("cls");
  return low;
}

/** A page of tasker cards: the body is the array (the next page and the total are in headers). */
const cardsOf = (body) => (Array.isArray(body) ? body : (body?.items ?? []));

async function pagesToMeasure(origin) {
  const response = await fetch(`${origin}/api/taskers?sort=reviews&limit=1`);
  if (!response.ok) throw new Error(`GET /api/taskers answered ${response.status}`);
  const top = cardsOf(await response.json())[0];
  if (!top) throw new Error("the demo data has no listed tasker to measure");
  return [
    ["/", "/"],
    ["/browse-taskers", "/browse-taskers"],
    ["a tasker profile", `/taskers/${top.id}`],
    ["a profile with a 30-photo portfolio", `/taskers/${await portfolioProfileId(origin)}`],
  ];
}

/** The demo tasker (Taylor), whose portfolio the demo data fills. */
async function portfolioProfileId(origin) {
  for (const card of cardsOf(await (await fetch(`${origin}/api/taskers?q=taylor&limit=20`)).json())) {
    const profile = await (await fetch(`${origin}/api/taskers/${card.id}`)).json();
    if (profile.portfolio?.length >= 30) return card.id;
  }
  throw new Error("the demo data has no tasker with a 30-photo portfolio");
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

async function measure(url, chromePort) {
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  const { lhr } = await lighthouse(url, { port: chromePort, logLevel: "error", onlyCategories: categories });
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories["best-practices"]),
    seo: score(lhr.categories.seo),
    lcp: audit("largest-contentful-paint") / 1000,
    cls: audit("cumulative-layout-shift"),
    // The rest of the performance score, to see what holds it back.
    others: `FCP ${(audit("first-contentful-paint") / 1000).toFixed(1)} s, Speed Index ${(audit("speed-index") / 1000).toFixed(1)} s, TBT ${Math.round(audit("total-blocking-time"))} ms`,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => `${a.id} ${JSON.stringify(a.details?.items ?? []).slice(0, 400)}`),
  };
}

// LIGHTHOUSE_ORIGIN measures a server already running (built, with its demo data) instead.
const { origin, stop } = process.env.LIGHTHOUSE_ORIGIN
  ? { origin: process.env.LIGHTHOUSE_ORIGIN, stop: async () => {} }
  : await startBuiltServer(".tmp/lighthouse-data");
let chrome;
let missed = 0;
try {
  const browser = await testBrowser();
  chrome = await chromeLauncher.launch({ chromePath: browser.path, chromeFlags: [...browser.args, "--headless=new"] });
  const rows = [];
  for (const [name, path] of await pagesToMeasure(origin)) {
    await fetch(origin + path); // warm the server's caches, as a visited site has them
    const r = await measure(origin + path, chrome.port);
    const low = missedTargets(r);
    if (low.length) missed++;
    const lcp = `${r.lcp.toFixed(1)} s`;
    const misses = low.length ? ` below target: ${low.join(", ")}` : "";
    rows.push(
      `| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${lcp} | ${r.cls.toFixed(3)} |${misses}`,
    );
    console.log(`${name}: ${r.others}`);
    if (r.failed.length) console.log(`${name}: audits not passed:\n  ${r.failed.join("\n  ")}`);
  }
  console.log("\n| page | performance | accessibility | best practices | SEO | LCP | CLS |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  const t = TARGETS;
  console.log(
    `\nTargets: performance ≥ ${t.performance}, accessibility ≥ ${t.accessibility}, best practices ≥ ${t.bestPractices}, ` +
      `SEO ≥ ${t.seo}, LCP ≤ ${t.lcp} s, CLS ≤ ${t.cls}. ${missed ? `${missed} page(s) missed a target.` : "All met."}`,
  );
  console.log(
    `\nLoad average while measuring: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
} finally {
  await chrome?.kill();
  await stop();
}
if (missed) process.exitCode = 1;
