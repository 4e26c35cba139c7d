import { describe, expect, it } from "vitest";
import {
  businessNameFromBio,
  descriptionFromBio,
  displayName,
  initialsFor,
  locationFromBio,
  profileHeading,
  profileLocation,
  profileRating,
  responseTimeLabel,
} from "./tasker-display";

const id = "3f2a9c1e-0000-4000-8000-000000000000";

describe("tasker display helpers", () => {
  it("takes the business name after the 'Business:' marker", () => {
    expect(businessNameFromBio("Handy and careful. Business: Brooks Home Services")).toBe("Brooks Home Services");
    expect(descriptionFromBio("Handy and careful. Business: Brooks Home Services")).toBe("Handy and careful.");
    expect(businessNameFromBio("Business:   ")).toBeNull();
    expect(businessNameFromBio(null)).toBeNull();
  });

  it("names a tasker by business, else first name and last initial, else 'Tasker #'", () => {
    expect(displayName("x Business: Acme Movers", "Ann", "Lee", id)).toBe("Acme Movers");
    expect(displayName("I paint.", "Ann", "lee", id)).toBe("Ann L.");
    expect(displayName(null, "Ann", "", id)).toBe("Ann");
    expect(displayName(null, "", "", id)).toBe("Tasker #3f2a9c1e");
    expect(profileHeading(null, "", "", id)).toBe("Professional Tasker #3f2a9c1e");
    expect(profileHeading(null, "Ann", "Lee", id)).toBe("Ann L.");
  });

  it("reads the location from the two words after ' from ', else 'Local Area'", () => {
    expect(locationFromBio("Mover from Denver CO with a truck")).toBe("Denver CO");
    expect(locationFromBio("Mover from Austin.")).toBe("Austin");
    expect(locationFromBio("No place here")).toBeNull();
    expect(profileLocation("Brooklyn, NY", "from Denver CO")).toBe("Brooklyn, NY");
    expect(profileLocation(null, "Mover from Denver CO")).toBe("Denver CO");
    expect(profileLocation("  ", null)).toBe("Local Area");
  });

  it("makes two-letter initials", () => {
    expect(initialsFor("Brooks Home Services", id)).toBe("BH");
    expect(initialsFor("Ann L.", id)).toBe("AL");
    expect(initialsFor("", id)).toBe("3F");
  });

  it("shows the rating with one decimal from reviews, else the field, else 0", () => {
    expect(profileRating(4.666, "3.00")).toBe("4.7");
    expect(profileRating(null, "4.25")).toBe("4.3");
    expect(profileRating(null, null)).toBe("0.0");
  });

  it("labels measured response times", () => {
    expect(responseTimeLabel(12)).toBe("Within 1 hour");
    expect(responseTimeLabel(null)).toBe("Within 1 hour");
    expect(responseTimeLabel(180)).toBe("Within a few hours");
    expect(responseTimeLabel(600)).toBe("Within a day");
    expect(responseTimeLabel(5000)).toBe("Within a few days");
  });
});

describe("composeBio", () => {
  it("round-trips description and business name through the 'Business:' marker", async () => {
    const { composeBio, businessNameFromBio, descriptionFromBio } = await import("./tasker-display");
    const bio = composeBio("Friendly cleaning.", "Shine Co");
    expect(bio).toBe("Friendly cleaning.\n\nBusiness: Shine Co");
    expect(businessNameFromBio(bio)).toBe("Shine Co");
    expect(descriptionFromBio(bio)).toBe("Friendly cleaning.");
    expect(composeBio("Just text", "")).toBe("Just text");
    expect(composeBio("", "Only Name")).toBe("Business: Only Name");
    expect(composeBio("", null)).toBeNull();
  });
});
