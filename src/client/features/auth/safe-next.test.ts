// The ?next= guard of login and signup: same-site paths pass, every way off the site falls back to "/".
import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

/** What the login page reads from its address: ?next= decoded once by URLSearchParams. */
const fromQuery = (raw: string) => safeNextPath(new URLSearchParams(`next=${raw}`).get("next"));

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeNextPath("/my-tasks")).toBe("/my-tasks");
    expect(safeNextPath("/booking/abc?step=2#pay")).toBe("/booking/abc?step=2#pay");
    expect(fromQuery(encodeURIComponent("/book-tasker/42?task=7"))).toBe("/book-tasker/42?task=7");
  });

  it("falls back to / without a next", () => {
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath("")).toBe("/");
  });

  it.each([
    "//evil.com",
    "//evil.com/my-tasks",
    "/\\evil.com",
    "/\\/evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n/evil.com",
  ])("refuses %j", (attempt) => {
    expect(safeNextPath(attempt)).toBe("/");
  });

  it.each(["%2F%2Fevil.com", "%2F%5Cevil.com", "https%3A%2F%2Fevil.com", "%2F%09%2Fevil.com", "%252F%252Fevil.com"])(
    "refuses the encoded %s once the query is decoded",
    (raw) => {
      expect(fromQuery(raw)).toBe("/");
    },
  );

  it("keeps a path whose slashes stay encoded (it cannot leave the site)", () => {
    expect(safeNextPath("/%2F%2Fevil.com")).toBe("/%2F%2Fevil.com");
  });
});
