import { describe, expect, it } from "vitest";
import { isoTimes, toIso } from "./dates";

// Every timestamp the API returns goes through these: they must say what Date#toISOString says.
describe("timestamps as the API writes them", () => {
  const asDate = (text: string) => new Date(text).toISOString();

  it("rewrites the database's UTC text and JSON forms exactly as parsing them would", () => {
    const texts = [
      "2026-11-25 15:00:00+00",
      "2026-11-25 15:00:00.1+00",
      "2026-11-25 15:00:00.12+00",
      "2026-11-25 15:00:00.123456+00",
      "2026-11-25 23:59:59.999999+00",
      "2024-02-29 00:00:00.5+00",
      "2026-11-25T15:00:00.123456+00:00",
      "2026-11-25T15:00:00Z",
    ];
    for (const text of texts) expect(toIso(text), text).toBe(asDate(text));
  });

  it("parses other offsets and forms instead of rewriting them", () => {
    for (const text of ["2026-11-25 15:00:00+05:30", "2026-11-25 10:00:00-08", "2026-03-08T02:30:00-05:00"])
      expect(toIso(text), text).toBe(asDate(text));
    expect(toIso(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe("2026-01-02T03:04:05.006Z");
    expect(toIso(null)).toBeNull();
    expect(() => toIso("not a time")).toThrow(RangeError);
  });

  it("formats many instants as toIso does, across day boundaries and before 1970", () => {
    const times = [Date.UTC(2026, 10, 25, 23, 59, 59, 999), Date.UTC(2026, 10, 26), Date.UTC(1969, 11, 31, 12), 0];
    expect(isoTimes(times)).toEqual(times.map((t) => new Date(t).toISOString()));
  });
});
