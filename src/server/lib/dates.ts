/** Timestamps leave the API as ISO 8601 strings in UTC. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null | undefined): string | null;
export function toIso(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
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
