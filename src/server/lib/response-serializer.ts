// How every JSON answer is written: the route's response schema (zod, from src/contract) turned
// into JSON Schema once, at start, and compiled by fast-json-stringify into a function that writes
// only the declared fields. The zod schemas stay the contract; they are not run again on the way out
// (a parse of a large answer cost more than the query that made it). See docs/decisions/0057.
import fastJson, { type Schema } from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { z } from "zod";

type RouteSchema = z.ZodType | { properties: z.ZodType };

const zodOf = (schema: RouteSchema): z.ZodType => (schema instanceof z.ZodType ? schema : schema.properties);

/** The JSON Schema of what a route answers, or null when zod cannot express it as one. */
export function outputJsonSchema(schema: z.ZodType): Schema | null {
  try {
    return z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "throw" }) as Schema;
  } catch {
    return null;
  }
}

/**
 * Compiles a route's answer schema into a serializer. A schema zod cannot express in JSON Schema
 * (a transform, a date object) stops the app at start, naming the route: answers have one writer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<RouteSchema> = (route) => {
  const json = outputJsonSchema(zodOf(route.schema));
  if (!json)
    throw new Error(`${route.method} ${route.url} ${route.httpStatus}: its answer schema has no JSON Schema form`);
  const stringify = fastJson(json);
  return (data) => stringify(data);
};

/** The writer of an answer kept as bytes (the cached reads): the compiled serializer routes use. */
export function jsonBytesWriter<T>(schema: z.ZodType<T>): (value: T) => Buffer {
  const json = outputJsonSchema(schema);
  if (!json) throw new Error("This answer schema has no JSON Schema form");
  const stringify = fastJson(json);
  return (value) => Buffer.from(stringify(value));
}
