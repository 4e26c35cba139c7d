// The server's entry into the client: renders a page's complete HTML with React's streaming
// renderer, after filling a fresh query cache from the server's own reads. Nothing here reads the
// visitor's session: every page is rendered as a signed-out visitor sees it.
import { dehydrate } from "@tanstack/react-query";
import { renderToPipeableStream } from "react-dom/server";
import { Router } from "wouter";
import type { RenderInput, RenderedPage } from "@contract/public-pages";
import { createQueryClient } from "@/lib/query-client";
import { routeScreen } from "./routes";
import { Root } from "./root";
import { headFor } from "./ssr/head";
import { HttpStatusContext, type StatusRecorder } from "@/lib/http-status";
import { prefetchPublicPage } from "./ssr/prefetch";

export async function renderPage({ url, data, origin, onError }: RenderInput): Promise<RenderedPage> {
  const client = createQueryClient();
  await prefetchPublicPage(client, data, url);
  const recorder: StatusRecorder = { status: 200 };
  const element = (
    <HttpStatusContext.Provider value={recorder}>
      <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
        <Root client={client} />
      </Router>
    </HttpStatusContext.Provider>
  );
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // Crawlers get the whole page: wait until every lazy route has rendered too.
      onAllReady() {
        resolve({
          status: recorder.status,
          head: headFor(client, url, origin, recorder.status),
          // Failed queries too (a tasker who does not exist): the browser shows the same answer.
          state: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
          screen: routeScreen(url.pathname)?.source ?? null,
          pipe: (destination) => stream.pipe(destination),
        });
      },
      onShellError: reject,
      // Every boundary is complete when the page is sent, so its HTML goes in place: no inline
      // script moves it (the site's CSP allows only its own script files).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError,
    });
  });
}
