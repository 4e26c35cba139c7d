// buildApp(config, database) → a Fastify instance with every API route and the built SPA.
// Tests use it through app.inject, without a port.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/connect";
import type { AppContext } from "./context";
import { apiModules } from "./modules";
import type { PaymentProvider } from "./modules/payments/provider";
import { paymentProvider } from "./modules/payments/select";
import { setPasswordLine } from "./modules/auth/passwords";
import { registerAuth } from "./plugins/auth";
import { registerControlCharacterCheck } from "./plugins/control-characters";
import { registerErrorHandling } from "./plugins/errors";
import { registerLoadShedding } from "./plugins/load-shedding";
import { AccessLog, loggerOptions, type LogDestination } from "./plugins/logging";
import { registerSecurity } from "./plugins/security";
import { EventFeed } from "./events/feed";
import { RealtimeHub } from "./realtime/hub";
import { unreadNotifications } from "./modules/notification-centre/service";
import { createTaskerCaches } from "./modules/taskers/tasker-cache";
import { createWorkCaches } from "./modules/availability/work-changes";
import { createInboxCaches } from "./modules/messages/inbox-cache";
import { createAdminUserCache } from "./modules/admin/user-search-cache";
import { createBellCaches } from "./modules/notification-centre/bell-cache";
import { createStorage } from "./lib/storage";
import { responseSerializerCompiler } from "./lib/response-serializer";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment provider bookings charge through. */
    payments: PaymentProvider;
  }
}
import { registerPublicPages } from "./pages/routes";
import { devRenderer } from "./pages/dev-vite";
import { builtRenderer, type PageRenderer } from "./pages/renderer";

export interface BuildOptions {
  /** Serve the built client from this folder (defaults to dist/client when it exists). */
  clientDir?: string | false;
  logger?: boolean;
  /** Write the log lines here instead of stdout (the test harness keeps one log file per test file). */
  logStream?: LogDestination;
  /** Renders the public pages; defaults to the built renderer beside the client folder (pages/). */
  pages?: PageRenderer;
  /** Development: Vite serves the client and renders the pages from the sources (pages/dev-vite.ts). */
  devVite?: boolean;
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
  setPasswordLine(config.PASSWORD_CHECKS_QUEUED, config.PASSWORD_CHECK_WAIT_MS);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    logController: new AccessLog(),
    // Forwarded headers count only from the proxies TRUST_PROXY names (default: none).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A client gets this long to send a whole request; database waits are bounded in db/connect.ts.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Every domain event, once, on this instance: at commit when it was written here, else from the
  // feed's channel. The caches and the real-time hub are its consumers.
  const feed = new EventFeed(database, app.log);
  app.addHook("onReady", () => feed.start());
  app.addHook("onClose", () => feed.stop());
  const realtime = new RealtimeHub(feed, (userId) => unreadNotifications(database.db, userId));
  app.addHook("onClose", () => realtime.stop());
  // The built-in provider, or Stripe when STRIPE_SECRET_KEY is set (modules/payments/select.ts).
  const payments: PaymentProvider = paymentProvider(config);
  app.decorate("payments", payments);
  const taskerCaches = createTaskerCaches(feed, config.TASKER_CACHE_SECONDS);
  const { openTasks, freeTimes } = createWorkCaches(feed, config.WORK_CACHE_SECONDS * 1000);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    feed,
    realtime,
    payments,
    storage: createStorage(config),
    taskerCaches,
    openTasks,
    freeTimes,
    inbox: createInboxCaches(feed, config.INBOX_CACHE_SECONDS * 1000),
    bells: createBellCaches(feed, config.INBOX_CACHE_SECONDS * 1000),
    adminUsers: createAdminUserCache(feed, config.ADMIN_CACHE_SECONDS * 1000),
  };
  registerErrorHandling(app, config.RETRY_AFTER_SECONDS);
  registerControlCharacterCheck(app);
  await registerLoadShedding(app, config);
  // Responses of 1 KB and more travel compressed (brotli, else gzip) when the browser accepts it:
  // API JSON and the rendered pages on the fly, the built client's files from their .br/.gz twins.
  await app.register(compress, { encodings: ["br", "gzip"], globalDecompression: false });
  await app.register(cookie);
  await registerSecurity(app, config);
  registerAuth(app, database, feed, config.SESSION_CACHE_SECONDS);

  await app.register(swagger, {
    openapi: { info: { title: "taskly API", version: "1.0.0", description: "The taskly marketplace API." } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Each module in its own encapsulated scope under its URL prefix.
  for (const { prefix, routes } of apiModules) await app.register((scope) => routes(scope, context), { prefix });

  const clientDir =
    options.clientDir === false || options.devVite ? undefined : (options.clientDir ?? defaultClientDir());
  if (clientDir) {
    const files: FastifyStaticOptions = {
      wildcard: false,
      index: false,
      // A .br or .gz twin is sent to a browser that accepts it: caches keep a copy per encoding.
      preCompressed: true,
      setHeaders: (res) => res.setHeader("Vary", "Accept-Encoding"),
    };
    // The built chunks and stylesheets are named by their content's hash: cached for a year.
    await app.register(fastifyStatic, {
      ...files,
      root: path.join(clientDir, "assets"),
      prefix: "/assets/",
      maxAge: 365 * 24 * 3600 * 1000,
      immutable: true,
    });
    // Everything else (the favicon, images): revalidated on each use.
    await app.register(fastifyStatic, { ...files, root: clientDir, globIgnore: ["assets/**"], decorateReply: false });
  }
  // Every other GET outside /api/ is a page, rendered on the server (404 for unknown paths).
  const pages = options.devVite
    ? await devRenderer(app)
    : (options.pages ?? (clientDir ? builtRenderer(clientDir) : undefined));
  await registerPublicPages(app, context, pages);
  return app;
}
