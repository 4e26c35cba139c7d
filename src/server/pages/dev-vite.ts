// `npm run dev`: Vite inside the API server (middleware mode). It serves the client's modules with
// hot reload and compiles the page renderer from the sources on each request, so pages are
// server-rendered in development as in the build. Never loaded by the built server.
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import type { PageRenderModule } from "../../contract/public-pages";
import { NO_ASSETS } from "./assets";
import type { PageRenderer } from "./renderer";

/** Vite's hot-reload WebSocket listens here (its own port, beside the app's). */
export const DEV_HMR_PORT = Number(process.env.HMR_PORT ?? 24678);

export async function devRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, ws: { port: DEV_HMR_PORT } },
    appType: "custom",
  });
  app.addHook("onClose", () => vite.close());
  // Vite answers its own paths (/src/…, /@vite/…, /node_modules/…); the rest goes on to Fastify.
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/")) return;
    const handled = await new Promise<boolean>((resolve) => {
      reply.raw.once("finish", () => resolve(true));
      vite.middlewares(request.raw, reply.raw, () => resolve(false));
    });
    if (handled) reply.hijack();
  });
  return {
    template: (url) => vite.transformIndexHtml(url, fs.readFileSync("index.html", "utf8")),
    render: async (input) => {
      const entry = (await vite.ssrLoadModule("/src/client/entry-server.tsx")) as PageRenderModule;
      return entry.renderPage(input);
    },
    // Vite serves each module on request; there are no chunks to name.
    assets: () => NO_ASSETS,
  };
}
