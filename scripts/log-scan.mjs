// The log scan of npm test: the server logs of the whole run (.tmp/logs: one file per API test file,
// and the browser journeys' server) must hold no password, password hash, session / reset /
// calendar token, token hash, card number or CVC. Prints file:line and the rule of every hit and
// exits 1 when there is one.
//   node scripts/log-scan.mjs [folder...]   (default .tmp/logs)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Files that hold the passwords of the demo accounts and of the tests. */
const PASSWORD_SOURCES = ["src", "tests"];
const PASSWORD_PATTERNS = [
  // password: "…", newPassword: "…", const PASSWORD = "…", SHARED_PASSWORD = "…"
  /password\w*["']?\s*[:=]\s*["'`]([^"'`\s]{8,200})["'`]/gi,
  // page.getByLabel("Password").fill("…")
  /password[^\n]*?\.fill\(\s*["'`]([^"'`\s]{8,200})["'`]/gi,
];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Every password a test or the demo seed uses (8 characters or more: shorter ones are refused). */
export function knownPasswords(root = ROOT) {
  const found = new Set();
  for (const file of PASSWORD_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = readFileSync(file, "utf8");
    for (const pattern of PASSWORD_PATTERNS) for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return [...found].filter((p) => !/^\$\{/.test(p) && !p.includes("${"));
}

function luhnValid(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A random token mixes upper and lower case (hex, UUIDs, snake_case and CONSTANT names do not). */
const looksRandom = (s) => /[A-Z]/.test(s) && /[a-z]/.test(s);

/**
 * The rules. Tokens are what the server generates: 32 random bytes base64url (43 characters:
 * sessions, password resets), 24 random bytes base64url (32 characters: calendar feeds), and the
 * SHA-256 hex (64 characters) kept in the database.
 */
export function rulesFor(passwords) {
  return [
    { name: "argon2 hash", find: (text) => (text.includes("$argon2") ? ["$argon2…"] : []) },
    { name: "CVC field", find: (text) => text.match(/"cvc"\s*:/gi) ?? [] },
    {
      name: "session or reset token (43 base64url)",
      find: (text) => (text.match(/(?<![\w-])[\w-]{43}(?![\w-])/g) ?? []).filter(looksRandom),
    },
    {
      name: "calendar token (32 base64url)",
      find: (text) => (text.match(/(?<![\w-])[\w-]{32}(?![\w-])/g) ?? []).filter(looksRandom),
    },
    {
      name: "SHA-256 hex (token hash)",
      find: (text) => text.match(/(?<![0-9a-fA-F])[0-9a-f]{64}(?![0-9a-fA-F])/g) ?? [],
    },
    {
      name: "card number",
      find: (text) =>
        (text.replace(UUID, " ").match(/(?<![\d.])\d(?:[ -]?\d){12,18}(?!\d)/g) ?? []).filter((m) => {
          const digits = m.replace(/[ -]/g, "");
          return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
        }),
    },
    { name: "password", find: (text) => passwords.filter((p) => text.includes(p)) },
  ];
}

/** The text of a log line to scan: a JSON line without its numeric fields (times, ports, pids). */
function scannable(line) {
  return withoutAssetNames(withoutNumbers(line));
}

function withoutNumbers(line) {
  if (!line.startsWith("{")) return line;
  try {
    return JSON.stringify(JSON.parse(line), (_key, value) => (typeof value === "number" ? undefined : value));
  } catch {
    return line;
  }
}

/** The built client's file names carry a content hash ("tasker-profile-settings-BSpDmY6H.js"): public,
 *  and shaped like a token. */
const withoutAssetNames = (text) => text.replace(/\/assets\/[\w.-]+/g, "/assets/…");

const mask = (secret) =>
  secret.length > 8 ? `${secret.slice(0, 4)}…${secret.slice(-2)} (${secret.length} chars)` : secret;

export function scanFile(file, rules) {
  const hits = [];
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, index) => {
    if (!line) return;
    const text = scannable(line);
    for (const rule of rules)
      for (const secret of rule.find(text)) hits.push({ file, line: index + 1, rule: rule.name, secret: mask(secret) });
  });
  return hits;
}

function logFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? logFiles(full) : name.endsWith(".log") ? [full] : [];
  });
}

function main() {
  const dirs = process.argv.slice(2);
  const files = (dirs.length ? dirs : [path.join(ROOT, ".tmp/logs")]).flatMap(logFiles);
  if (!files.length) {
    console.error("log scan: no server logs found (.tmp/logs/**/*.log): run the tests first.");
    process.exit(1);
  }
  const passwords = knownPasswords();
  const rules = rulesFor(passwords);
  const hits = files.flatMap((file) => scanFile(file, rules));
  for (const hit of hits)
    console.log(`${path.relative(process.cwd(), hit.file)}:${hit.line}: ${hit.rule}: ${hit.secret}`);
  console.log(`log scan: ${files.length} log files, ${passwords.length} known passwords, ${hits.length} hits`);
  process.exit(hits.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
