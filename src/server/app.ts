// buildApp(config, database) → a Fastify instance with every API route and the built SPA.
// Tests use it through app.inject, without a port.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/connect";
import type { AppContext } from "./context";
import { apiModules } from "./modules";
import { registerAuth } from "./plugins/auth";
import { registerErrorHandling } from "./plugins/errors";
import { registerLoadShedding } from "./plugins/load-shedding";
import { serializeRequest } from "./plugins/log-redaction";
import { registerSecurity } from "./plugins/security";

export interface BuildOptions {
  /** Serve the built client from this folder (defaults to dist/client when it exists). */
  clientDir?: string | false;
  logger?: boolean;
  /** Write the log lines here instead of stdout (the test harness keeps one log file per test file). */
  logStream?: { write(line: string): void };
  /** Called for every route as it is registered (the security suites list the routes this way). */
  onRoute?: (route: RouteOptions) => void;
}

function defaultClientDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../client"), path.resolve(here, "../../dist/client")];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "index.html")));
}

/** A hop count trusts that many proxies in front of us (as proxy-addr counts hops). */
type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);
function trustProxyOption(setting: Config["TRUST_PROXY"]): TrustProxy {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false || config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
            serializers: { req: serializeRequest },
            ...(config.NODE_ENV === "development" ? { transport: { target: "pino-pretty" } } : {}),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Forwarded headers count only from the proxies TRUST_PROXY names (default: none).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A client gets this long to send a whole request; database waits are bounded in db/connect.ts.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = { config, database, db: database.db };
  registerErrorHandling(app);
  await registerLoadShedding(app, config);
  await app.register(cookie);
  await registerSecurity(app, config);
  registerAuth(app, context.db);

  await app.register(swagger, {
    openapi: { info: { title: "taskly API", version: "1.0.0", description: "The taskly marketplace API." } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  for (const registerModule of apiModules) await registerModule(app, context);

  const clientDir = options.clientDir === false ? undefined : (options.clientDir ?? defaultClientDir());
  let indexHtml: string | undefined;
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
    indexHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  }
  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && request.method === "GET" && !request.url.startsWith("/api/")) {
      // The SPA renders every other path, including its own 'Page Not Found' screen.
      return reply.type("text/html").header("Cache-Control", "no-cache").send(indexHtml);
    }
    return reply.status(404).send({ message: `No API route for ${request.method} ${request.url.split("?")[0]}.` });
  });
  return app;
}
