// The one shape of a failed readiness check, whoever answers it: the route's own checks, load
// shedding refusing the probe (an instance over its limits), or the error handler when a hook before
// the route failed (a session cookie read while the database is down). A probe reads `down`.
import { z } from "zod";
import { UNAVAILABLE_MESSAGE } from "../../db/errors";

/** What is down: the database, the LISTEN connection, or the instance's capacity (it is shedding load). */
export const readinessParts = z.enum(["database", "notifications", "capacity"]);
export type ReadinessPart = z.infer<typeof readinessParts>;

export const notReadySchema = z.object({
  status: z.literal("unavailable"),
  message: z.string(),
  down: z.array(readinessParts),
});
export type NotReady = z.infer<typeof notReadySchema>;

export function notReady(down: ReadinessPart[]): NotReady {
  return { status: "unavailable", message: `Not ready: ${down.join(" and ")} unavailable.`, down };
}

/** A 503 someone else sent for the readiness route carries only `{ message }`: keep its message and
 *  say what is down (the database when it was a database outage, else the instance refused the probe). */
export function asNotReady(payload: unknown): unknown {
  if (notReadySchema.safeParse(payload).success) return payload;
  const message = (payload as { message?: unknown } | null)?.message;
  if (typeof message !== "string") return notReady(["capacity"]);
  return { status: "unavailable", message, down: [message === UNAVAILABLE_MESSAGE ? "database" : "capacity"] };
}
