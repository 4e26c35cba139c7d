// Quiet hours on the person's own clock: inside or not, and when they end, across midnight and on the
// nights the clocks change.
import { describe, expect, it } from "vitest";
import { minutesOf, quietUntil } from "./quiet-hours";

const night = [minutesOf("22:00"), minutesOf("07:00")] as const;
const until = (now: string, zone: string, [start, end]: readonly [number, number]) =>
  quietUntil(new Date(now), zone, start, end)?.toISOString() ?? null;

describe("quiet hours", () => {
  it("22:00–07:00 in Berlin: late evening and early morning are inside, both ending at 07:00 local", () => {
    // Berlin is UTC+1 in January.
    expect(until("2026-01-14T22:30:00Z", "Europe/Berlin", night)).toBe("2026-01-15T06:00:00.000Z");
    expect(until("2026-01-15T03:00:00Z", "Europe/Berlin", night)).toBe("2026-01-15T06:00:00.000Z");
    expect(until("2026-01-15T06:00:00Z", "Europe/Berlin", night)).toBeNull();
    expect(until("2026-01-15T12:00:00Z", "Europe/Berlin", night)).toBeNull();
    expect(until("2026-01-14T20:59:00Z", "Europe/Berlin", night)).toBeNull();
    expect(until("2026-01-14T21:00:00Z", "Europe/Berlin", night)).toBe("2026-01-15T06:00:00.000Z");
  });

  it("a window within one day (13:00–15:00)", () => {
    const lunch = [minutesOf("13:00"), minutesOf("15:00")] as const;
    expect(until("2026-06-01T13:30:00Z", "UTC", lunch)).toBe("2026-06-01T15:00:00.000Z");
    expect(until("2026-06-01T15:00:00Z", "UTC", lunch)).toBeNull();
    expect(until("2026-06-01T12:59:00Z", "UTC", lunch)).toBeNull();
  });

  it("the night the clocks go forward in New York ends at 07:00 daylight time", () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT. 23:00 EST on the 7th is 04:00Z; 07:00 EDT is 11:00Z.
    expect(until("2026-03-08T04:00:00Z", "America/New_York", night)).toBe("2026-03-08T11:00:00.000Z");
  });

  it("the night the clocks go back in New York ends at 07:00 standard time", () => {
    // 2026-11-01: 02:00 EDT becomes 01:00 EST. 23:00 EDT on Oct 31 is 03:00Z; 07:00 EST is 12:00Z.
    expect(until("2026-11-01T03:00:00Z", "America/New_York", night)).toBe("2026-11-01T12:00:00.000Z");
  });

  it("an end the clocks skip moves forward by the gap", () => {
    // 02:30 does not exist on 2026-03-08 in New York: the hours end at 03:30 EDT (07:30Z).
    const early = [minutesOf("23:00"), minutesOf("02:30")] as const;
    expect(until("2026-03-08T05:00:00Z", "America/New_York", early)).toBe("2026-03-08T07:30:00.000Z");
  });

  it("equal start and end: no quiet hours", () => {
    expect(until("2026-01-15T03:00:00Z", "UTC", [60, 60])).toBeNull();
  });
});
