import { describe, expect, it } from "vitest";
import { plural, ratingLabel } from "./plural";

describe("counts and ratings as people read them", () => {
  it("pluralises every count but one", () => {
    expect(plural(1, "review")).toBe("1 review");
    expect(plural(0, "review")).toBe("0 reviews");
    expect(plural(5, "review")).toBe("5 reviews");
    expect(plural(1, "unread message")).toBe("1 unread message");
    expect(plural(1200, "task")).toBe("1,200 tasks");
    expect(plural(2, "person", "people")).toBe("2 people");
  });

  it("shows a rating with one decimal, never the rounded-down star count", () => {
    expect(ratingLabel(4.8)).toBe("4.8");
    expect(ratingLabel("4.80")).toBe("4.8");
    expect(ratingLabel(4)).toBe("4.0");
    expect(ratingLabel(null)).toBe("0.0");
    expect(ratingLabel("not a number")).toBe("0.0");
  });
});
