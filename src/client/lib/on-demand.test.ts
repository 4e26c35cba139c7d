// Code loaded on demand: one request for every caller, and a failed load is not remembered.
import { describe, expect, it } from "vitest";
import { loadOnce } from "./on-demand";

describe("loadOnce", () => {
  it("shares one load between callers", async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it("tries again after a failed load, and keeps the first success", async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error("offline");
      return "module";
    });
    await expect(load()).rejects.toThrow("offline");
    expect(await load()).toBe("module");
    expect(await load()).toBe("module");
    expect(loads).toBe(2);
  });
});
