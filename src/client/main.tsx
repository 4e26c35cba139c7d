// The browser entry: hydrates the server-rendered page with the query data the server put in it
// (the `#taskly-state` JSON), or renders from scratch when the page came without one.
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { queryClient } from "@/lib/query-client";
import { preloadRoute } from "./app";
import { Root } from "./root";
import "./styles.css";

function readServerState(): DehydratedState | null {
  const text = document.getElementById("taskly-state")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/** Marks the page interactive once React has taken it over (a server-rendered button acts from then on). */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
  }, []);
  return null;
}

const container = document.getElementById("root")!;
const state = readServerState();
const tree = (
  <StrictMode>
    <Root client={queryClient} />
    <MarkInteractive />
  </StrictMode>
);
if (state && container.hasChildNodes()) {
  hydrate(queryClient, state);
  // The screen's code first: hydration then finds every part of the page ready. As a transition,
  // hydration yields to the browser every few milliseconds instead of holding the main thread.
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, tree)));
} else {
  createRoot(container).render(tree);
}
