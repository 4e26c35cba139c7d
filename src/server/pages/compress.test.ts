// Which encoding a page travels in, by the browser's Accept-Encoding.
import { describe, expect, it } from "vitest";
import { pageEncoding } from "./compress";

describe("pageEncoding", () => {
  it("prefers brotli, then gzip", () => {
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncoding("gzip, deflate")).toBe("gzip");
    expect(pageEncoding("*")).toBe("br");
  });

  it("sends nothing compressed without the header, for identity, or when q=0 refuses both", () => {
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding("identity")).toBeNull();
    expect(pageEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(pageEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pageEncoding("*;q=0")).toBeNull();
  });
});
