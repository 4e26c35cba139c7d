// Each route is registered by the module that owns its URL: the module in modules/index.ts with
// the longest prefix the URL starts with. And every answer schema compiles to a serializer.
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openPglite, type Database } from "../db/connect";
import { outputJsonSchema } from "../lib/response-serializer";
import { apiModules } from ".";

const registered: { url: string; prefix: string; response: Record<string, unknown> }[] = [];
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openPglite();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: ".tmp/test-data", DEV_OUTBOX: "true" });
  const onRoute = (route: RouteOptions & { prefix?: string }) =>
    registered.push({
      url: route.url,
      prefix: route.prefix ?? "",
      response: (route.schema?.response ?? {}) as Record<string, unknown>,
    });
  app = await buildApp(config, database, { clientDir: false, logger: false, onRoute });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function owningPrefix(url: string): string | undefined {
  const owners = apiModules.map((m) => m.prefix).filter((p) => url === p || url.startsWith(`${p}/`));
  return owners.sort((a, b) => b.length - a.length)[0];
}

describe("modules by URL prefix", () => {
  it("gives every prefix to one module", () => {
    const prefixes = apiModules.map((m) => m.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("registers every module route in the module owning its URL", () => {
    const moduleRoutes = registered.filter((r) => apiModules.some((m) => m.prefix === r.prefix));
    expect(moduleRoutes.map((r) => r.url)).toContain("/api/tasks/active");
    expect(moduleRoutes.length).toBeGreaterThan(60);
    const misplaced = moduleRoutes.filter((r) => owningPrefix(r.url) !== r.prefix);
    expect(misplaced).toEqual([]);
  });

  it("leaves no API route outside a module", () => {
    const outside = registered.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));
    expect(outside.filter((r) => !apiModules.some((m) => m.prefix === r.prefix))).toEqual([]);
  });
});

describe("answers", () => {
  it("every route's answer schemas are expressible in JSON Schema, so each is written by a compiled serializer", () => {
    const answers = registered.flatMap((r) =>
      Object.entries(r.response).map(([status, schema]) => ({ route: `${r.url} ${status}`, schema })),
    );
    expect(answers.length).toBeGreaterThan(200);
    const notCompiled = answers.filter((a) => !(a.schema instanceof z.ZodType) || !outputJsonSchema(a.schema));
    expect(notCompiled.map((a) => a.route)).toEqual([]);
  });
});
