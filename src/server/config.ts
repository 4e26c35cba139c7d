// Every setting comes from the environment, with a safe default for development.
import net from "node:net";
import path from "node:path";
import { z } from "zod";

const flag = z.enum(["true", "false"]);

/** TRUST_PROXY: "false" (default), a hop count, or a comma-separated list of proxy addresses/CIDRs. */
const trustProxySchema = z
  .string()
  .default("false")
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === "" || text === "false") return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isAddressOrCidr(e));
    if (bad === undefined && entries.length > 0) return entries;
    const message = `expected false, a hop count or proxy addresses/CIDRs, got "${bad ?? text}"`;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  PUBLIC_ORIGIN: z.string().url().optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Unset: seed an empty embedded database only; with DATABASE_URL nothing is seeded unless "true".
  SEED_DEMO_DATA: flag.optional(),
  // The published demo passwords log in only from this computer unless this is "true".
  DEMO_PASSWORDS_ON_NETWORK: flag.default("false"),
  // GET /api/dev/outbox (a reader of the outgoing mail), from this computer only.
  DEV_OUTBOX: flag.default("false"),
  TRUST_PROXY: trustProxySchema,
  // Sign-up attempts one address may make in 15 minutes (modules/auth/throttle.ts).
  SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  // Password hashes and checks waiting for one of the process's 2 argon2 slots, and how long each may
  // wait, before a 503 (modules/auth/passwords.ts).
  PASSWORD_CHECKS_QUEUED: z.coerce.number().int().min(0).max(100_000).default(16),
  PASSWORD_CHECK_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Unset: readable lines on a terminal, JSON lines otherwise (plugins/logging.ts).
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  EXCHANGE_RATES_PRIMARY_URL: z.string().url().default("https://open.er-api.com/v6/latest/USD"),
  EXCHANGE_RATES_FALLBACK_URL: z.string().url().default("https://api.exchangerate.host/latest?base=USD"),
  IP_LOCATION_URL: z.string().url().default("https://ipapi.co/json/"),
  UPLOADS_DIR: z.string().optional(),
  // Where photos and avatars are stored (lib/storage/): the local directory UPLOADS_DIR, or an
  // S3-compatible bucket (S3, R2, MinIO…) that every instance shares.
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "expected a bucket name (3-63 lowercase letters, digits, '.', '-')")
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default("false"),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().min(3).default("taskly <no-reply@taskly.local>"),
  TASKER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // How long a signed-in user is held in memory between requests (plugins/auth.ts); 0 reads every time.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // How long a Find Work page or a tasker's free times are held in memory (availability/work-changes.ts); 0 reads every time.
  WORK_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // How long a person's conversation list and pages and their notifications are held in memory
  // (messages/inbox-cache.ts, notification-centre/bell-cache.ts); 0 reads every time.
  INBOX_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // How long a page of the admin users list is held in memory (admin/user-search-cache.ts); 0 reads every time.
  ADMIN_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // Load shedding (plugins/load-shedding.ts): past a limit, requests get 503 with Retry-After. 0 turns a limit off.
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(32),
  MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(64),
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_000_000).default(1024),
  MAX_RSS_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  // Money: a tasker's share of a completed booking is held this long before it can be paid out.
  PAYOUT_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(72),
  // Busy times from taskers' own iCalendar URLs: how often (0 = only on demand), the time limit of one
  // fetch and of reading one calendar (in a worker thread), and whether private/loopback addresses may
  // be fetched (tests only; never in production).
  CALENDAR_IMPORT_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  CALENDAR_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CALENDAR_IMPORT_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  CALENDAR_IMPORT_ALLOW_PRIVATE: flag.default("false"),
  // The release job and the weekly payouts run this often in each server process; 0 turns them off.
  MONEY_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // A tasker gets no payout until they hold a live "ID verified" badge (modules/identity).
  REQUIRE_ID_BEFORE_FIRST_PAYOUT: flag.default("false"),
  // POST /api/test/money-jobs (the money jobs at an advanced clock), only with NODE_ENV=test.
  TEST_CLOCK_ROUTE: flag.default("false"),
  // Stripe (payments/stripe/): a secret key selects Stripe instead of the built-in payment provider.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "expected a Stripe secret key (sk_test_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "expected a Stripe publishable key (pk_test_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "expected a webhook signing secret (whsec_…)")
    .optional(),
  // Another Stripe API base (a local mock of the Stripe API); unset: api.stripe.com.
  STRIPE_API_URL: z.string().url().optional(),
  // Web push (modules/push/): the VAPID key pair (`npm run vapid-keys` prints one; unset: one the
  // server makes once and keeps in the database), the contact push services see, and whether push
  // endpoints on loopback and private addresses are allowed (tests only; never in production).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "expected a VAPID public key (87 base64url characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "expected a VAPID private key (43 base64url characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "expected a mailto: or https: URL")
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: flag.default("false"),
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  uploadsDir: string;
  seedDemoData: boolean;
  logFormat: "pretty" | "json";
};

/** Payments go through Stripe when its secret key is set, otherwise through the built-in provider. */
export function usesStripe<C extends Pick<Config, "STRIPE_SECRET_KEY">>(
  config: C,
): config is C & { STRIPE_SECRET_KEY: string } {
  return Boolean(config.STRIPE_SECRET_KEY);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_PUBLISHABLE_KEY)
    throw new Error("Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY");
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY))
    throw new Error("Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither");
  if (parsed.data.STORAGE_DRIVER === "s3" && !parsed.data.S3_BUCKET)
    throw new Error("Invalid configuration:\n  S3_BUCKET: required with STORAGE_DRIVER=s3");
  if (Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY))
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither");
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    seedDemoData: (parsed.data.SEED_DEMO_DATA ?? (parsed.data.DATABASE_URL ? "false" : "true")) === "true",
    uploadsDir: path.resolve(parsed.data.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    // A person reads a terminal; a file, a pipe or a log collector gets JSON.
    logFormat: parsed.data.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
  };
}
