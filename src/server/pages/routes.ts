// The public pages: every GET outside /api/ that no file answers is rendered on the server
// (status 404 with 'Page Not Found' for unknown paths), plus /sitemap.xml and /robots.txt.
import { PassThrough } from "node:stream";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { publicOrigin } from "../lib/public-origin";
import { pageEncoding, pageStream } from "./compress";
import { documentParts } from "./html";
import { createPageCache, pageBytes } from "./page-cache";
import { pageKey } from "./page-key";
import { publicPageData } from "./page-data";
import type { PageRenderer } from "./renderer";
import { sitemapPaths, sitemapXml } from "./sitemap";

/** How long a request for a page waits for another request's render of it before rendering it itself. */
const RENDER_WAIT_MS = 2000;

const ROBOTS = (origin: string) =>
  [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin/",
    "Disallow: /messages",
    "Disallow: /my-bookings",
    "Disallow: /my-tasks",
    "Disallow: /notifications",
    "Disallow: /tasker-dashboard",
    "Disallow: /book-tasker/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `No API route for ${request.method} ${request.url.split("?")[0]}.` });
}

export async function registerPublicPages(
  app: FastifyInstance,
  { config, database, taskerCaches }: AppContext,
  renderer: PageRenderer | undefined,
): Promise<void> {
  const data = publicPageData(database, taskerCaches);
  const cache = createPageCache(taskerCaches);
  /** Renders in progress by page key: settled once the page was sent (and kept when complete). A
   *  request waits at most RENDER_WAIT_MS for another's render, then renders the page itself. */
  const rendering = new Map<string, Promise<void>>();
  // Absolute links name the configured origin, never the request's Host: no page, robots.txt or
  // sitemap differs by Host, so one kept or shared-cached copy serves every visitor.
  const origin = publicOrigin(config);
  if (!config.PUBLIC_ORIGIN && config.TRUST_PROXY !== false) {
    app.log.warn(`PUBLIC_ORIGIN is not set: links in pages, the sitemap and e-mails name ${origin}`);
  }

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(ROBOTS(origin)),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const xml = sitemapXml(origin, await sitemapPaths(database.db));
    return reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=300").send(xml);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = renderer && (request.method === "GET" || request.method === "HEAD");
    if (!isPage || request.url.startsWith("/api/")) return apiNotFound(request, reply);
    const encoding = pageEncoding(request.headers["accept-encoding"]);
    // The same HTML for every visitor (rendered signed out from public data); revalidated each time.
    const send = (status: number) => {
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply
        .status(status)
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Encoding");
    };
    // The page asked for: only the query parameters its screen reads, so `?z=1` and `?z=2` are one page.
    const key = pageKey(request.url);
    // While a page is being rendered, other requests for it wait for that render instead of rendering
    // the same page again each (a burst after the cache was dropped would otherwise stall the process).
    const pending = key.shelf && rendering.get(key.url);
    if (pending && !cache.get(key)) await Promise.race([pending, delay(RENDER_WAIT_MS)]);
    const cached = cache.get(key);
    if (cached) return send(200).send(pageBytes(cached, encoding));

    let rendered = () => {};
    if (key.shelf && !rendering.has(key.url)) {
      const done = new Promise<void>((resolve) => (rendered = resolve)).finally(() => rendering.delete(key.url));
      rendering.set(key.url, done);
    }
    const recorder = cache.recorder(key);
    const url = new URL(`${origin}${key.url}`);
    const prepared = await Promise.all([
      renderer.render({ url, data, origin, onError: (error) => request.log.error(error) }),
      renderer.template(request.url),
    ]).catch((error: unknown) => {
      rendered();
      throw error;
    });
    const [page, template] = prepared;
    const parts = documentParts(template, page.head, origin, page.state, renderer.assets(page.screen));
    const body = new PassThrough();
    page.pipe(body);
    const recorded = recorder.tee(body);
    async function* thenKeep() {
      try {
        yield* recorded;
        if (page.status === 200) recorder.keep(parts.before, parts.after);
      } finally {
        rendered();
      }
    }
    return send(page.status).send(pageStream(parts.before, thenKeep(), parts.after, encoding));
  });
}
