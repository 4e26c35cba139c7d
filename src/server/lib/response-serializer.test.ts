// The compiled serializer writes what the answer schema declares, as zod's parse would have.
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responseSerializerCompiler } from "./response-serializer";

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" } as never);

const user = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  rating: z.number().optional(),
  tags: z.array(z.string()),
  kind: z.enum(["customer", "tasker"]),
  stats: z.record(z.string(), z.number()),
});

describe("responseSerializerCompiler", () => {
  it("writes exactly what zod's serializer wrote for the same answer", () => {
    const answer = { id: "u1", name: "Ann", avatar: null, tags: ["a"], kind: "tasker", stats: { jobs: 3 } };
    const route = { schema: user, method: "GET", url: "/x", httpStatus: "200" } as never;
    expect(compile(user)(answer)).toBe(zodSerializerCompiler(route)(answer));
    expect(JSON.parse(compile(user)({ ...answer, rating: 4.5 }) as string)).toEqual({ ...answer, rating: 4.5 });
  });

  it("never writes a field the schema does not declare", () => {
    const row = { id: "u1", name: "Ann", avatar: null, tags: [], kind: "customer", stats: {}, passwordHash: "secret" };
    const written = compile(user)(row) as string;
    expect(written).not.toContain("passwordHash");
    expect(written).not.toContain("secret");
  });

  it("refuses an answer without a required field (a 500, never a half answer)", () => {
    expect(() => compile(user)({ id: "u1" })).toThrow(/required/);
  });
});
