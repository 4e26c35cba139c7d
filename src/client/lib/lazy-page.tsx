// A screen whose code loads on demand, and can be loaded ahead: the browser loads the current
// screen before it hydrates a server-rendered page, so the page's HTML stays in place (a screen
// still loading at hydration would be replaced by the loading skeleton when the session arrives).
// A screen module may export `preload(path)` to load the on-demand parts its page shows at `path`.
import { lazy, type ComponentType } from "react";

export interface ScreenModule {
  default: ComponentType;
  preload?(path: string): Promise<void>;
}

export type LazyPage = ComponentType & {
  /** Loads the screen's code (and, given the page's path, what the screen shows there on demand). */
  preload(path?: string): Promise<void>;
  /** Its module's path from the project root: the server finds the screen's chunks by it. */
  source: string;
};

export function lazyPage(load: () => Promise<ScreenModule>, source: string): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = async (path?: string) => {
    const screen = await load();
    loaded = screen.default;
    if (path) await screen.preload?.(path);
  };
  const Deferred = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Page = () => {
    const Screen = loaded ?? Deferred;
    return <Screen />;
  };
  return Object.assign(Page, { preload, source });
}

/** '/services/:category/:city?' → a RegExp matching its paths, as wouter's patterns do. */
export function routePattern(path: string): RegExp {
  const body = path
    .replace(/[.*+^${}()|[\]\\]/g, "\\$&")
    .replace(/\/:[A-Za-z]+\\?\?/g, "(?:/[^/]+)?")
    .replace(/\/:[A-Za-z]+/g, "/[^/]+");
  return new RegExp(`^${body}/?$`, "i");
}
