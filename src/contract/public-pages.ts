// The public, server-rendered pages: their URLs (category and city landing pages) and what the
// server hands the page renderer to fill the page's queries without an HTTP round trip.
import type { Category, CategoryCity } from "./categories";
import type { CountedPage } from "./pagination";
import type { Review, TaskerProfile, TaskerSearch, TaskerSearchCard } from "./taskers";
import type { DemoStatus } from "./auth";

// A landing page's URL lives in its own module: the home page and the footer link to landing pages
// on the first load, which carries none of the rest of this file.
export { serviceHref, slugify } from "./service-href";

export interface CityFromSlug {
  /** The location filter of the tasker search ('san diego, ca'). */
  location: string;
  /** How the page names it ('San Diego, CA'). */
  label: string;
}

/** 'san-diego-ca' → San Diego, CA: the last part is the state, the rest the city; null when unreadable. */
export function cityFromSlug(slug: string): CityFromSlug | null {
  const parts = slug.toLowerCase().split("-").filter(Boolean);
  if (parts.length < 2 || parts.some((p) => !/^[a-z0-9]+$/.test(p))) return null;
  const state = parts.at(-1)!;
  const city = parts.slice(0, -1);
  const title = city.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
  return { location: `${city.join(" ")}, ${state}`, label: `${title}, ${state.toUpperCase()}` };
}

/** The short text pages of the footer (About Us, Careers, Press, Blog, Help Center, Safety, Terms,
 *  Privacy): server-rendered, indexable, reading no query parameter. */
export const TEXT_PAGE_PATHS = [
  "/about",
  "/careers",
  "/press",
  "/blog",
  "/help",
  "/safety",
  "/terms",
  "/privacy",
] as const;

/** The query parameters of /browse-taskers, its search filters: the page reads no others. */
export const TASKER_FILTER_PARAMS = ["q", "category", "location", "sort", "maxRate"] as const;

/** The server's reads behind the public pages, each the same data its API endpoint answers. */
export interface PublicPageData {
  categories(): Promise<Category[]>;
  categoryCities(): Promise<CategoryCity[]>;
  demoStatus(): Promise<DemoStatus>;
  taskerList(params: { limit: number; sort?: TaskerSearch["sort"] }): Promise<TaskerSearchCard[]>;
  /** The search's filters as the URL has them (an empty value means not set). */
  taskerSearch(filters: {
    q: string;
    category: string;
    location: string;
    sort?: string;
    maxRate?: string;
  }): Promise<CountedPage<TaskerSearchCard>>;
  /** null when no listed tasker has this id. */
  taskerProfile(id: string): Promise<TaskerProfile | null>;
  taskerReviews(id: string, limit: number): Promise<CountedPage<Review>>;
}

/** What the page renderer answers: the status, the head tags and the streamed body. */
export interface RenderedHead {
  title: string;
  description: string;
  /** The path of the page's canonical URL (the server adds the origin). */
  canonicalPath: string;
  /** The picture a shared link shows (og:image): a path on the site or an absolute URL; `wide` for a
   *  1200 × 630 banner, else a square photo. */
  image: { url: string; alt: string; wide: boolean };
  /** Structured data for search engines (JSON-LD), when the page has some. */
  jsonLd?: Record<string, unknown>;
  /** Keeps the page out of search indexes (not-found pages). */
  noindex?: boolean;
}

/** A rendered page: its status (404 when it shows 'not found'), head, query data, and body. */
export interface RenderedPage {
  status: number;
  head: RenderedHead;
  /** The query cache to hydrate the browser's with (TanStack Query's dehydrated state). */
  state: unknown;
  /** The source module of the page's screen when it loads on demand ('src/client/pages/services.tsx'):
   *  the page names its chunks for the browser to fetch at once. */
  screen: string | null;
  /** Streams the body's HTML into `destination` and ends it. */
  pipe(destination: import("node:stream").Writable): void;
}

/** What the server gives the page renderer for one request. */
export interface RenderInput {
  url: URL;
  data: PublicPageData;
  /** The site's origin, for the canonical URL and structured data. */
  origin: string;
  /** Told of errors inside the render (the page still renders what it can). */
  onError(error: unknown): void;
}

/** The page renderer's entry module (src/client/entry-server.tsx). */
export interface PageRenderModule {
  renderPage(input: RenderInput): Promise<RenderedPage>;
}
