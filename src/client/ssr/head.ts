// The head of a server-rendered page (title, description, canonical path, JSON-LD), from its URL
// and the data its queries hold after prefetchPublicPage.
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Category } from "@contract/categories";
import type { CountedPage } from "@contract/page-headers";
import { TEXT_PAGE_PATHS, type RenderedHead } from "@contract/public-pages";
import { plural } from "@contract/plural";
import { profileRating, profileRatingCount } from "@contract/tasker-display";
import type { Review, TaskerCard, TaskerProfile } from "@contract/taskers";
import { categoriesQuery } from "@/features/taskers/api/categories";
import { taskerProfileQuery } from "@/features/taskers/api/profile";
import { taskerReviewsQuery } from "@/features/taskers/api/reviews";
import { taskerSearchQuery } from "@/features/taskers/api/search";
import { landingForPath } from "@/features/taskers/landing";
import { taskerJsonLd } from "./tasker-json-ld";

const SITE = "taskly";
/** The site's picture for shared links (public/og-image.png, 1200 × 630). */
const SITE_IMAGE = { url: "/og-image.png", alt: "taskly: hire trusted local taskers", wide: true };
const HOME: RenderedHead = {
  title: `${SITE} · Hire trusted local taskers`,
  description:
    "Hire trusted local taskers for home repairs, cleaning, moving, mounting and more. Compare rates and reviews, then book and pay securely.",
  canonicalPath: "/",
  image: SITE_IMAGE,
};

function searchTotal(client: QueryClient, filters: Parameters<typeof taskerSearchQuery>[0]): number {
  const data = client.getQueryData<InfiniteData<CountedPage<TaskerCard>>>(taskerSearchQuery(filters).queryKey);
  return data?.pages[0]?.total ?? 0;
}

function browseHead(client: QueryClient, url: URL): RenderedHead {
  const category = url.searchParams.get("category") ?? "";
  const location = url.searchParams.get("location") ?? "";
  const q = url.searchParams.get("q") ?? "";
  const total = searchTotal(client, { q, category, location });
  const what = category || "Local taskers";
  const where = location ? ` in ${location}` : "";
  const canonical = new URLSearchParams();
  if (category) canonical.set("category", category);
  if (location) canonical.set("location", location);
  return {
    title: `${what}${where} · Find Professional Taskers · ${SITE}`,
    description: `${plural(total, `skilled, reviewed ${category ? `${category.toLowerCase()} ` : ""}tasker`)}${where}. Compare rates and reviews, then book the one that fits.`,
    canonicalPath: `/browse-taskers${canonical.size ? `?${canonical}` : ""}`,
    image: SITE_IMAGE,
  };
}

function landingHead(client: QueryClient, path: string): RenderedHead | null {
  const categories = client.getQueryData<Category[]>(categoriesQuery().queryKey) ?? [];
  const landing = landingForPath(path, categories);
  if (!landing) return null;
  const { category, city, filters } = landing;
  const total = searchTotal(client, filters);
  const where = city ? ` in ${city.label}` : " near you";
  return {
    title: `${category.name}${where} · ${SITE}`,
    description: `${category.description ?? `${category.name} help from local taskers.`} ${plural(total, `reviewed ${category.name.toLowerCase()} tasker`)}${where}, from $${category.baseRate ?? "—"}/hr.`,
    canonicalPath: path.replace(/\/$/, "").toLowerCase(),
    image: SITE_IMAGE,
  };
}

function taskerHead(client: QueryClient, id: string, origin: string): RenderedHead | null {
  const tasker = client.getQueryData<TaskerProfile>(taskerProfileQuery(id).queryKey);
  if (!tasker) return null;
  const reviews = client.getQueryData<InfiniteData<CountedPage<Review>>>(taskerReviewsQuery(id).queryKey);
  const first = reviews?.pages[0];
  const path = `/taskers/${tasker.id}`;
  const skills = tasker.skills.slice(0, 3).join(", ");
  // The rating and count the page shows.
  const count = profileRatingCount(tasker.totalReviews, first?.total);
  const rated = count
    ? `rated ${profileRating(tasker.reviewAverage, tasker.rating)} from ${plural(count, "review")}`
    : "no reviews yet";
  return {
    title: `${tasker.heading} · ${skills || "Tasker"} in ${tasker.location} · ${SITE}`,
    description: `${tasker.heading}: ${skills || "local help"} in ${tasker.location}, $${tasker.hourlyRate ?? "—"}/hr, ${rated}. Message and book on ${SITE}.`,
    canonicalPath: path,
    // Their photo when they uploaded one (a WebP link previews show); the drawn portrait is an SVG,
    // which they do not, so the site's picture stands in.
    image: tasker.profileImage ? { url: tasker.profileImage, alt: tasker.heading, wide: false } : SITE_IMAGE,
    jsonLd: taskerJsonLd(tasker, first?.items ?? [], first?.total ?? 0, `${origin}${path}`),
  };
}

const NOT_FOUND: RenderedHead = {
  title: `Page Not Found · ${SITE}`,
  description: "The page you're looking for doesn't exist or has moved.",
  canonicalPath: "/",
  image: SITE_IMAGE,
  noindex: true,
};

/** The head for `url`; `status` 404 gives the not-found head. */
export function headFor(client: QueryClient, url: URL, origin: string, status: number): RenderedHead {
  if (status === 404) return NOT_FOUND;
  const path = url.pathname;
  if (path === "/") return HOME;
  if (path === "/browse-taskers") return browseHead(client, url);
  const tasker = /^\/(?:taskers|book-tasker)\/([^/]+)$/.exec(path);
  const head = path.startsWith("/services/")
    ? landingHead(client, path)
    : tasker
      ? taskerHead(client, decodeURIComponent(tasker[1]!), origin)
      : null;
  return head ?? { ...HOME, canonicalPath: path, noindex: !isIndexable(path) };
}

/** Other pages (sign-in, dashboards) stay out of search results; the text pages are indexable. */
function isIndexable(path: string): boolean {
  return [...TEXT_PAGE_PATHS, "/sitemap", "/post-task"].includes(path);
}
