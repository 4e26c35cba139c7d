// Seed time: every date is relative to the `now` the seed is built at.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const before = (date: Date, ms: number) => new Date(date.getTime() - ms);
export const after = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));

export interface SeedClock {
  now: Date;
  /** `now` rounded down to the hour. */
  hourNow: Date;
  /** A time `days` from today at `hour`:`minute` UTC (14-22 UTC is a US working day). */
  at(days: number, hour: number, minute?: number): Date;
}

export function seedClock(now: Date): SeedClock {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    now,
    hourNow: new Date(Math.floor(now.getTime() / HOUR) * HOUR),
    at: (days, hour, minute = 0) => new Date(today + days * DAY + hour * HOUR + minute * MINUTE),
  };
}
