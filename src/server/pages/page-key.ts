// Which page a request asks for, as the page cache knows it: the path plus only the query parameters
// the page's screen reads, in a fixed order, empty ones left out. `?utm_source=…` or `?z=123` ask for
// the same page. The page is rendered from that address, so a kept page depends on nothing else.
import { TASKER_FILTER_PARAMS, TEXT_PAGE_PATHS } from "../../contract/public-pages";
import { taskerSearchSchema } from "../../contract/taskers";

/**
 * Where a page is kept. "site": the site's own pages, one address each (home, the text pages, a
 * category, a tasker's profile), bounded by the data. "other": addresses anyone can invent without
 * end (searches, cities, ids of signed-in screens), kept apart so they never push the site's pages
 * out. null: never kept.
 */
export type PageShelf = "site" | "other" | null;

export interface PageKey {
  /** The address the page is rendered from, and its key in the page cache. */
  url: string;
  shelf: PageShelf;
}

/** Screens that read no query parameter; a tasker's profile and the landing pages are matched below. */
const WITHOUT_PARAMS = new Set<string>(["/", ...TEXT_PAGE_PATHS, "/sitemap"]);
/** One lowercase address per page: a one-word page, a category's page, a tasker's profile. */
const SITE_PAGE = /^\/(?:[a-z-]*|services\/[a-z0-9-]+|taskers\/[0-9a-f-]+)$/;

/** The parameters the screen at `path` reads, or null when it may read any (it is not listed here). */
function paramsReadAt(path: string): readonly string[] | null {
  if (path === "/browse-taskers") return TASKER_FILTER_PARAMS;
  if (WITHOUT_PARAMS.has(path) || path.startsWith("/services/") || path.startsWith("/taskers/")) return [];
  return null;
}

/** Values the page can use: within the search's limits (longer text or an unknown sort finds nothing). */
function withinBounds(path: string, params: URLSearchParams): boolean {
  if (path !== "/browse-taskers") return true;
  return taskerSearchSchema.safeParse(Object.fromEntries(params)).success;
}

/**
 * The page `requestUrl` asks for. Never kept, and rendered from the request's own address: a screen
 * that may read parameters not listed here asked with a query string, or values beyond the page's bounds.
 */
export function pageKey(requestUrl: string): PageKey {
  const url = new URL(`http://page${requestUrl}`);
  const path = url.pathname;
  const shelf = (address: string): PageShelf => (SITE_PAGE.test(address) ? "site" : "other");
  const reads = paramsReadAt(path);
  if (reads === null) return url.search ? { url: requestUrl, shelf: null } : { url: path, shelf: shelf(path) };
  const params = new URLSearchParams();
  for (const name of reads) {
    const value = url.searchParams.get(name);
    if (value) params.set(name, value);
  }
  if (!withinBounds(path, params)) return { url: requestUrl, shelf: null };
  const address = params.size ? `${path}?${params}` : path;
  return { url: address, shelf: shelf(address) };
}
