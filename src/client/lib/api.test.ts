// The fetch wrapper's pure helpers.
import { describe, expect, it } from "vitest";
import { ApiRequestError, errorMessage, queryString } from "./api";

describe("queryString", () => {
  it("keeps the parameters that have a value, in order, encoded", () => {
    const params = { q: "tv mount", category: "", location: "Austin, TX", cursor: null, limit: 5, sort: undefined };
    expect(queryString(params)).toBe("?q=tv+mount&location=Austin%2C+TX&limit=5");
  });

  it("is empty when no parameter has a value", () => {
    expect(queryString({})).toBe("");
    expect(queryString({ q: "", cursor: null })).toBe("");
  });

  it("keeps a zero", () => {
    expect(queryString({ offset: 0 })).toBe("?offset=0");
  });
});

describe("errorMessage", () => {
  it("shows the server's message for a refused request and plain words for a server failure", () => {
    const refused = new ApiRequestError(409, JSON.stringify({ message: "Task is no longer open" }), "Conflict");
    expect(errorMessage(refused)).toBe("Task is no longer open");
    const failed = new ApiRequestError(500, "Internal Server Error", "Internal Server Error");
    expect(errorMessage(failed)).toBe("Something went wrong. Please try again.");
  });
});
