// The fetch wrapper's pure helpers.
import { describe, expect, it } from "vitest";
import { ApiRequestError, errorMessage, queryString } from "./api";

describe("queryString", () => {
  it("keeps the parameters that have a value, in order, encoded", () => {
    expect(queryString({ q: "tv mount", category: "", location: "Austin, TX", cursor: null, limit: 5, sort: undefined })).toBe(
      "?q=tv+mount&location=Austin%2C+TX&limit=5",
    );
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
    expect(errorMessage(new ApiRequestError(409, JSON.stringify({ message: "Task is no longer open" }), "Conflict"))).toBe("Task is no longer open");
    expect(errorMessage(new ApiRequestError(500, "Internal Server Error", "Internal Server Error"))).toBe("Something went wrong. Please try again.");
  });
});
