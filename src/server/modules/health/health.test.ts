import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health and readiness", () => {
  it("GET /api/health answers ok", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready checks the database", async () => {
    const response = await t.app.inject({ url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await t.app.inject({ url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No API route/);
  });
});
