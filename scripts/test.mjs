// npm test: lint, typecheck, unit + API tests (Vitest), the Playwright journeys, the first load's
// budget, and a scan of the server logs of the run for secrets.
// Runs every stage even when one fails, then prints one summary line counting every test:
//   "test summary: N passed, N failed"
// TEST_DATABASE_STAGES_ONLY=1 runs only the stages that depend on the database (Vitest, the journeys,
// the log scan): CI sets it for its second run, on PostgreSQL, whose code and bundle the first run
// has already linted, typechecked and measured. TEST_JOURNEYS=0 leaves out the journeys: CI's
// PostgreSQL run, whose API tests cover what the database changes (decision 0062).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync(".tmp", { recursive: true });
// The server logs of this run (one file per API test file, and the journeys' server) for the log scan.
rmSync(".tmp/logs", { recursive: true, force: true });
const results = [];
const databaseStagesOnly = process.env.TEST_DATABASE_STAGES_ONLY === "1";
const journeys = process.env.TEST_JOURNEYS !== "0";

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return ok;
}

/** A stage that counts as one check. */
function check(name, command, args) {
  const passed = run(name, command, args) ? 1 : 0;
  results.push({ name, passed, failed: 1 - passed });
}

/** Stages that count as one check each, run at the same time (each mostly waits on one core); each
 * stage's output is printed whole when it ends. */
async function checksTogether(stages) {
  const outcomes = await Promise.all(
    stages.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            const ok = code === 0;
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(output));
            console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
            resolve({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
          });
        }),
    ),
  );
  results.push(...outcomes);
}

// Lint (ESLint: rules, import boundaries and cycles; Prettier: every file formatted) and typecheck.
if (!databaseStagesOnly) {
  await checksTogether([
    { name: "lint", command: "npm", args: ["run", "lint"] },
    { name: "typecheck", command: "npx", args: ["tsc", "--noEmit", "-p", "tsconfig.json"] },
  ]);
}

const vitestJson = ".tmp/vitest-report.json";
rmSync(vitestJson, { force: true });
const vitestOk = run("unit and API tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  results.push({
    name: "vitest",
    passed: report.numPassedTests,
    failed: report.numFailedTests + (vitestOk || report.numFailedTests ? 0 : 1),
  });
} else {
  results.push({ name: "vitest", passed: 0, failed: 1 });
}

if (journeys) {
  const e2eJson = ".tmp/playwright-report.json";
  rmSync(e2eJson, { force: true });
  const e2eOk = run("browser journeys", "node", ["scripts/e2e.mjs", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  if (existsSync(e2eJson)) {
    const stats = JSON.parse(readFileSync(e2eJson, "utf8")).stats ?? {};
    const failed = (stats.unexpected ?? 0) + (e2eOk || stats.unexpected ? 0 : 1);
    results.push({ name: "e2e", passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed });
  } else {
    results.push({ name: "e2e", passed: 0, failed: 1 });
  }
}

// What a browser downloads on / within its budget and free of zod (the journeys' stage built the app).
if (!databaseStagesOnly) check("bundle budget", "node", ["scripts/first-load-budget.mjs"]);

// No secret in any server log of this run.
check("log scan", "node", ["scripts/log-scan.mjs"]);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log("\n" + results.map((r) => `${r.name}: ${r.passed} passed, ${r.failed} failed`).join("\n"));
console.log(`test summary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
