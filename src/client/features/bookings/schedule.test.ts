import { describe, expect, it } from "vitest";
import { dateTimeLabel, deadlineLabel, zoneAbbreviation } from "./schedule";

describe("a deadline on screen", () => {
  it("reads like a booking's time on its card, then names the zone it is in", () => {
    const iso = "2026-11-28T19:45:00.000Z";
    expect(dateTimeLabel(iso)).toMatch(/^[A-Z][a-z]{2}, Nov (28|29), 2026 · \d{1,2}:45 [AP]M$/);
    expect(zoneAbbreviation(iso)).not.toBe("");
    expect(deadlineLabel(iso)).toBe(`${dateTimeLabel(iso)} ${zoneAbbreviation(iso)}`);
  });
});
