// How the server logs. JSON lines (pino's own) for machines: a file, a log collector, the tests and
// the log scan of npm test. One readable line per event for a person at a terminal. The access log
// is one line per request at debug level, so a default (info) log shows start-up, warnings and errors.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { prettyFactory } from "pino-pretty";
import type { Config } from "../config";
import { serializeRequest } from "./log-redaction";

/** Where log lines go: stdout, or the test harness's file. */
export interface LogDestination {
  write(line: string): void;
}

/** Fastify's logger options; false when the level is `silent`. */
export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL" | "logFormat">,
  destination?: LogDestination,
): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  const stream =
    config.logFormat === "pretty" ? readableLines(destination ?? process.stdout) : (destination ?? undefined);
  return {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

/**
 * The access log: one debug line per answered request, with its redacted URL, status and time
 * (Fastify's own are two info lines, the not-found one with the raw URL). A request that failed
 * while its answer was being sent is still an error.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.debug(line, "request completed");
  }
}

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * pino's JSON lines rewritten for a person, synchronously (nothing is lost when the process exits):
 * `12:04:05 INFO: taskly is listening…`, a request as `GET /api/tasks → 200 in 12 ms`; other
 * fields follow on indented lines. Colours only on a terminal.
 */
function readableLines(destination: LogDestination): LogDestination {
  const colorize = destination === process.stdout && process.stdout.isTTY === true;
  const pretty = prettyFactory({
    colorize,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,req,res,responseTime",
    messageFormat: (log: LogLine) => {
      const request = log.req ? `${log.req.method ?? ""} ${log.req.url ?? ""}` : "";
      if (log.msg === "request completed" && request)
        return `${request} → ${log.res?.statusCode ?? "?"} in ${Math.round(log.responseTime ?? 0)} ms`;
      return request ? `${log.msg ?? ""} (${request})` : (log.msg ?? "");
    },
  });
  return { write: (line) => destination.write(pretty(line)) };
}
