// Load shedding: when the instance is saturated, a request is refused at once with 503, a
// Retry-After header and { message }, instead of queueing until every answer is too late and
// memory grows without bound. Two guards, each a setting (0 turns it off):
// - at most MAX_IN_FLIGHT_REQUESTS API requests and page renders at a time (they wait on the database or
//   the renderer), and a short line of MAX_QUEUED_REQUESTS more that wait at most MAX_QUEUE_WAIT_MS for
//   a slot (admission.ts);
// - @fastify/under-pressure: event-loop delay, heap used and resident memory limits, for the same
//   work (API requests and page renders; the built files a page needs are always served).
// GET /api/health is never refused: it reports that the process is alive.
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { createAdmission } from "./admission";

const BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";
const NEVER_SHED = new Set(["/api/health"]);
/** Routes outside /api/ that count too: the sitemap reads the database for every answer. */
const COUNTED_OUTSIDE_API = new Set(["/sitemap.xml"]);
const MB = 1024 * 1024;

function isLiveness(request: FastifyRequest): boolean {
  return NEVER_SHED.has(request.routeOptions.url ?? "");
}

/** Work on the database or the page renderer: API routes (not liveness, the API docs or a long-lived
 *  WebSocket), and the pages rendered on the server (what no route answers) with the sitemap. */
function countsAsInFlight(request: FastifyRequest): boolean {
  if (request.headers.upgrade !== undefined) return false;
  if (request.is404) return true;
  const route = request.routeOptions.url ?? "";
  if (COUNTED_OUTSIDE_API.has(route)) return true;
  return route.startsWith("/api/") && !route.startsWith("/api/docs") && !isLiveness(request);
}

export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const busy = (reply: FastifyReply) => {
    reply.status(503).header("Retry-After", String(config.RETRY_AFTER_SECONDS));
    return { message: BUSY_MESSAGE };
  };

  // under-pressure sends what this returns and stops the request; nothing returned lets it through.
  // Only work on the database or the renderer is refused: the built files of a page just sent (a
  // slow render is what pushed the event-loop delay up) cost a file read, and refusing them would
  // leave that page broken, its scripts missing.
  const pressureHandler: (request: FastifyRequest, reply: FastifyReply) => void = (request, reply) =>
    countsAsInFlight(request) ? busy(reply) : undefined;
  await app.register(underPressure, {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.MAX_HEAP_USED_MB * MB,
    maxRssBytes: config.MAX_RSS_MB * MB,
    pressureHandler,
  });

  if (config.MAX_IN_FLIGHT_REQUESTS === 0) return;
  const admission = createAdmission({
    limit: config.MAX_IN_FLIGHT_REQUESTS,
    maxQueued: config.MAX_QUEUED_REQUESTS,
    maxWaitMs: config.MAX_QUEUE_WAIT_MS,
  });
  // A callback hook: a refused request never calls done, so nothing after it runs.
  app.addHook("onRequest", (request, reply, done) => {
    if (!countsAsInFlight(request)) return done();
    const leave = admission.enter(
      () => done(),
      () => void reply.send(busy(reply)),
    );
    // 'close' follows every response, also one whose client went away before it was sent or admitted.
    reply.raw.once("close", leave);
  });
}
