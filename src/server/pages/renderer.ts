// Where the page renderer and the page template come from: the build (dist/ssr/entry-server.js
// beside dist/client/index.html), or in development Vite's dev server, which compiles the client
// sources on each request (dev-vite.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageRenderModule, RenderInput, RenderedPage } from "../../contract/public-pages";
import { builtScreenAssets, NO_ASSETS, type PageAssets } from "./assets";

export interface PageRenderer {
  template(url: string): Promise<string>;
  render(input: RenderInput): Promise<RenderedPage>;
  /** The chunks and stylesheets of a page's screen beyond the template's (none outside a build). */
  assets(screen: string | null): PageAssets;
}

/** The built renderer next to a built client folder (dist/client → dist/ssr), or undefined. */
export function builtRenderer(clientDir: string): PageRenderer | undefined {
  const entry = path.join(clientDir, "..", "ssr", "entry-server.js");
  if (!fs.existsSync(entry)) return undefined;
  const template = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const loading = import(pathToFileURL(entry).href) as Promise<PageRenderModule>;
  return {
    template: async () => template,
    render: async (input) => (await loading).renderPage(input),
    assets: builtScreenAssets(clientDir),
  };
}

/** The renderer from the client's sources, for code that runs under Vite's compiler (the API tests). */
export async function sourceRenderer(): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(path.resolve("src/client/entry-server.tsx")).href)) as PageRenderModule;
  const template = fs.readFileSync("index.html", "utf8");
  return { template: async () => template, render: (input) => entry.renderPage(input), assets: () => NO_ASSETS };
}
