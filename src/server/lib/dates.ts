/** A UTC timestamp as PostgreSQL writes it in text ("2026-11-25 15:00:00.123456+00") or JSON
 *  ("2026-11-25T15:00:00.123456+00:00"): date, time, fraction. */
const PG_UTC_TIMESTAMP =
  /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))[ T]([01]\d|2[0-3])(:[0-5]\d:[0-5]\d)(?:\.(\d{1,6}))?(?:\+00(?::00)?|Z)$/;

/** Timestamps leave the API as ISO 8601 strings in UTC, to the millisecond (finer digits dropped).
 *  A list reads hundreds of them: the database's UTC text is rewritten, not parsed as a date. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null | undefined): string | null;
export function toIso(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  if (typeof value === "string") {
    const utc = PG_UTC_TIMESTAMP.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}${utc[3]}.${`${utc[4] ?? ""}000`.slice(0, 3)}Z`;
  }
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

const DAY_MS = 86_400_000;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Many instants (epoch ms) as ISO strings, like toIso, formatting each UTC day's date part once. */
export function isoTimes(times: number[]): string[] {
  let dayStart = Number.NaN;
  let datePart = "";
  return times.map((t) => {
    const start = t - (((t % DAY_MS) + DAY_MS) % DAY_MS);
    if (start !== dayStart) {
      dayStart = start;
      datePart = new Date(start).toISOString().slice(0, 11);
    }
    const ms = t - start;
    const millis = ms % 1000;
    const clock = `${two(Math.floor(ms / 3_600_000))}:${two(Math.floor(ms / 60_000) % 60)}:${two(Math.floor(ms / 1000) % 60)}`;
    return `${datePart}${clock}.${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`;
  });
}
