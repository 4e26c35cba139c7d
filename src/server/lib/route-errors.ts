// The error answers a route documents in its OpenAPI schema: every status has the one body
// `{ message, fieldErrors? }` that plugins/errors.ts sends.
import { apiErrorSchema } from "../../contract/errors";

export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S[number],
    typeof apiErrorSchema
  >;
}
