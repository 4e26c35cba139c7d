// fast-check arbitraries for hostile requests: odd bodies, query strings, headers and path ids.
// A mutation is applied to a valid request of the route (access-requests.ts), so most requests get
// past the first check and reach the deeper ones.
import fc from "fast-check";
import type { InjectOptions } from "fastify";

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "-0",
  "9".repeat(40),
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "' or 1=1 --",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "\uD800",
  "𝕏🦄\u202E",
  "ｆｕｌｌ",
  "2024-02-30",
  "1970-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999Z",
  "+275760-09-13T00:00:00.000Z",
  "$argon2id$",
  '{"a":1}',
  "[]",
  "true",
  "\\",
  "\r\n",
  "a\u0001b\u001bc\u007f",
  "$`$'$&$1$<name>$$",
  "５５５‐０١٠٠ jo [at] x dot co",
];

/** Nested arrays and objects this deep. */
function nest(depth: number, asArray: boolean): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** n characters that do not compress (a long run of one letter compresses into nothing). */
export function incompressible(n: number): string {
  let state = n;
  let text = "";
  while (text.length < n) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += String.fromCharCode(33 + (state % 94));
  }
  return text;
}

export const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => "x".repeat(n)),
  fc.integer({ min: 3_000, max: 30_000 }).map(incompressible),
);

export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 63, -1, 0, 1e308, 0.1 + 0.2),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.jsonValue({ maxDepth: 3 }),
  fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => nest(depth, asArray)),
);

/** encodeURIComponent, after replacing lone surrogates (which it refuses). */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "?"));

/** Characters a header value may carry. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, "?").slice(0, 4_000);

export interface Mutation {
  /** Replace the whole body. */
  body?: unknown;
  /** Set one field of the body (an existing one or a new one). */
  field?: { name: string; value: unknown };
  /** Make the text fields of the body (all, or the one at `only`) this long: finds a missing cap. */
  stretch?: { length: number; only: number | null };
  /** Replace one path parameter (by position). */
  pathParam?: { index: number; value: string };
  query?: { name: string; value: string }[];
  headers?: Record<string, string>;
  sender?: number;
}

const QUERY_KEYS = [
  "limit",
  "offset",
  "cursor",
  "before",
  "q",
  "category",
  "location",
  "sort",
  "role",
  "scope",
  "status",
  "verified",
  "to",
  "userType",
  "date",
  "page",
  "__proto__",
  "constructor",
];

const pathValue = (knownIds: string[]) =>
  fc.oneof(
    oddString.map((s) => encode(s || "x").slice(0, 2_000)),
    fc.constantFrom("%E0%A4%A", "..%2F..%2Fetc", "%00", "a%20b", "00000000-0000-0000-0000-000000000000"),
    fc.uuid(),
    fc.constantFrom(...knownIds),
  );

/**
 * One kind of mutation at a time most of the time (so it reaches the check it aims at, instead of
 * stopping at the first refusal), sometimes all of them at once. The sender is an index into the
 * roles; roles 1 to `owners` (customer and tasker) own the objects and send half of the requests.
 */
export function mutationArb(
  bodyFields: string[],
  knownIds: string[],
  senders: number,
  owners = 2,
): fc.Arbitrary<Mutation> {
  const parts = {
    stretch: fc.record({ length: fc.integer({ min: 3_000, max: 20_000 }), only: fc.option(fc.nat(9)) }),
    body: oddValue,
    field: fc.record({
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...bodyFields) },
        fc.constantFrom("__proto__", "id", "userType", "extra"),
        fc.string({ maxLength: 20 }),
      ),
      value: fc.oneof(oddValue, oddString),
    }),
    pathParam: fc.record({ index: fc.nat(3), value: pathValue(knownIds) }),
    query: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
        value: oddString.map((s) => s.slice(0, 3_000)),
      }),
      { maxLength: 4 },
    ),
    headers: fc.record(
      {
        "content-type": fc.constantFrom(
          "text/plain",
          "application/xml",
          "multipart/form-data",
          "multipart/form-data; boundary=x",
          "application/x-www-form-urlencoded",
          "application/json; charset=utf-16",
          "application/json;;",
          "*/*",
          "application/vnd.api+json",
        ),
        cookie: fc.oneof(
          oddString.map((s) => `taskly_session=${headerSafe(s)}`),
          oddString.map(headerSafe),
          fc.constant(`taskly_session=${"A".repeat(300)}`),
        ),
        origin: fc.oneof(
          fc.constantFrom("http://evil.example", "null", "file://", "http://localhost:80"),
          oddString.map(headerSafe),
        ),
        "idempotency-key": oddString.map(headerSafe),
        "x-forwarded-for": fc.oneof(
          fc.constantFrom("1.2.3.4", "::1", "999.999.1.1", "unknown", "1.2.3.4, 5.6.7.8"),
          oddString.map(headerSafe),
        ),
        accept: fc.constantFrom("text/html", "application/xml", "*/*", "", "image/*"),
      },
      { requiredKeys: [] },
    ),
  };
  const sender = fc.oneof(fc.integer({ min: 1, max: owners }), fc.nat(senders - 1));
  const only = <K extends keyof typeof parts>(key: K) =>
    fc.record({ [key]: parts[key], sender } as { [P in K]: (typeof parts)[K] } & { sender: typeof sender });
  return fc.oneof(
    { weight: 3, arbitrary: only("body") },
    { weight: 4, arbitrary: only("field") },
    { weight: 2, arbitrary: only("stretch") },
    { weight: 2, arbitrary: only("pathParam") },
    { weight: 2, arbitrary: only("query") },
    { weight: 1, arbitrary: only("headers") },
    { weight: 1, arbitrary: fc.record({ ...parts, sender }, { requiredKeys: [] }) },
  ) as fc.Arbitrary<Mutation>;
}

/** Applies a mutation to a valid request; path parameters are the ':name' segments of the route. */
export function mutate(
  route: string,
  request: { url: string; payload?: InjectOptions["payload"] },
  m: Mutation,
): { url: string; payload: InjectOptions["payload"]; headers: Record<string, string> } {
  const [pathPart, search = ""] = request.url.split("?");
  const segments = pathPart.split("/");
  if (m.pathParam) {
    const params = route
      .split(" ")[1]
      .split("/")
      .flatMap((segment, i) => (segment.startsWith(":") || segment === "*" ? [i] : []));
    if (params.length) segments[params[m.pathParam.index % params.length]] = m.pathParam.value;
  }
  const query = [search, ...(m.query ?? []).map((q) => `${encode(q.name)}=${encode(q.value)}`)]
    .filter(Boolean)
    .join("&");
  let payload: unknown = request.payload;
  if (m.body !== undefined) payload = m.body;
  else if (m.stretch && payload && typeof payload === "object" && !Buffer.isBuffer(payload)) {
    const { length, only } = m.stretch;
    const fields = Object.entries(payload);
    const stretched = fields.map(([key, value], i) => {
      const chosen = only === null || i === only % fields.length;
      return [key, typeof value === "string" && chosen ? incompressible(length + i) : value];
    });
    payload = Object.fromEntries(stretched);
  } else if (m.field) {
    const base = payload && typeof payload === "object" && !Buffer.isBuffer(payload) ? payload : {};
    payload = { ...base, [m.field.name]: m.field.value };
  }
  const headers: Record<string, string> = { ...(m.headers ?? {}) };
  // Bodies other than objects go out as raw text, whatever content type is claimed.
  if (
    payload !== undefined &&
    !Buffer.isBuffer(payload) &&
    (typeof payload !== "object" || payload === null || headers["content-type"])
  ) {
    payload = typeof payload === "string" ? payload : JSON.stringify(payload);
    headers["content-type"] ??= "application/json";
  }
  return {
    url: segments.join("/") + (query ? `?${query}` : ""),
    payload: payload as InjectOptions["payload"],
    headers,
  };
}

/** Query parameters of text every list takes somewhere; the sweep adds them to every GET. */
const TEXT_QUERY = ["q", "location", "category"];

/**
 * The text fields of a valid request, for the sweep: the body's top-level strings (and lists of
 * strings) by name, and its query parameters as `?name` (with `TEXT_QUERY` on a GET).
 */
export function textFields(method: string, request: { url: string; payload?: InjectOptions["payload"] }): string[] {
  const payload = request.payload;
  const body =
    payload && typeof payload === "object" && !Buffer.isBuffer(payload)
      ? Object.entries(payload)
          .filter(([, v]) => typeof v === "string" || (Array.isArray(v) && v.some((x) => typeof x === "string")))
          .map(([k]) => k)
      : [];
  const query = new URLSearchParams(request.url.split("?")[1] ?? "");
  const names = new Set([...query.keys(), ...(method === "GET" ? TEXT_QUERY : [])]);
  return [...body, ...[...names].map((n) => `?${n}`)];
}

/** Appends `text` to every string in `value`, however deep. */
function appendDeep(value: unknown, text: string): unknown {
  if (typeof value === "string") return value + text;
  if (Array.isArray(value)) return value.map((v) => appendDeep(v, text));
  if (value && typeof value === "object" && !Buffer.isBuffer(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, appendDeep(v, text)]));
  return value;
}

/** The request with `text` appended to the text fields named (see `textFields`), the rest as it was. */
export function withText(
  request: { url: string; payload?: InjectOptions["payload"] },
  fields: string[],
  text: string,
): { url: string; payload: InjectOptions["payload"] } {
  const [path, search = ""] = request.url.split("?");
  const query = new URLSearchParams(search);
  for (const field of fields.filter((f) => f.startsWith("?"))) {
    const name = field.slice(1);
    query.set(name, (query.get(name) ?? "Austin") + text);
  }
  let payload = request.payload;
  if (payload && typeof payload === "object" && !Buffer.isBuffer(payload)) {
    const chosen = new Set(fields);
    payload = Object.fromEntries(
      Object.entries(payload).map(([k, v]) => [k, chosen.has(k) ? appendDeep(v, text) : v]),
    ) as InjectOptions["payload"];
  }
  const rest = query.toString();
  return { url: rest ? `${path}?${rest}` : path!, payload };
}
