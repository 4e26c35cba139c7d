// Text holding a NUL byte or another C0 control character (tab, line feed and carriage return
// aside) is refused with 400 before any route runs. PostgreSQL cannot store a NUL in text or jsonb
// at all (a query with one failed with a 500), and the other controls have no place in text a person
// typed. One check over every request's query string, path parameters and parsed JSON body, keys
// included, instead of a rule on each string schema that a new field could forget.
import type { FastifyInstance } from "fastify";
import { CONTROL_CHARACTERS_MESSAGE } from "../../contract/errors";
import { badRequest } from "../lib/http-error";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * Where the first string (or object key) holding a control character sits in `value`: a path of
 * keys and indexes joined by dots ("" for `value` itself), or null when there is none. Walks with its
 * own stack, so deeply nested bodies cannot overflow the call stack.
 */
export function controlCharacterPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === "string") {
      if (CONTROL_CHARACTER.test(item)) return path;
    } else if (item !== null && typeof item === "object" && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (CONTROL_CHARACTER.test(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (controlCharacterPath(request.params) !== null) throw badRequest(CONTROL_CHARACTERS_MESSAGE);
    for (const part of [request.query, request.body]) {
      const field = controlCharacterPath(part);
      // A query parameter or body field is named as form fields are (`fieldErrors`).
      if (field !== null)
        throw badRequest(CONTROL_CHARACTERS_MESSAGE, field ? { [field]: CONTROL_CHARACTERS_MESSAGE } : undefined);
    }
  });
}
