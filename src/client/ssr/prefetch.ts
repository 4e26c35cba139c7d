// Fills a request's query cache for a public page from the server's own reads, under the same keys
// and in the same shapes the page's queries use, so the browser hydrates without fetching again.
import type { QueryClient } from "@tanstack/react-query";
import { FEATURED_TASKERS } from "@contract/constants";
import type { PublicPageData } from "@contract/public-pages";
import { demoStatusQuery } from "@/features/layout/api/demo-status";
import { categoriesQuery } from "@/features/taskers/api/categories";
import { categoryCitiesQuery } from "@/features/taskers/api/category-cities";
import { taskerListQuery } from "@/features/taskers/api/list";
import { taskerProfileQuery } from "@/features/taskers/api/profile";
import { REVIEWS_PAGE_SIZE, taskerReviewsQuery } from "@/features/taskers/api/reviews";
import { taskerSearchQuery, type TaskerFilters } from "@/features/taskers/api/search";
import { ApiRequestError } from "@/lib/api";
import { landingForPath } from "@/features/taskers/landing";

async function prefetchSearch(client: QueryClient, data: PublicPageData, filters: TaskerFilters) {
  await client.prefetchInfiniteQuery({ ...taskerSearchQuery(filters), queryFn: () => data.taskerSearch(filters) });
}

async function prefetchProfile(client: QueryClient, data: PublicPageData, id: string) {
  const profile = await data.taskerProfile(id);
  if (!profile) {
    // Kept in the page as the API's 404, so the browser shows 'Tasker not found' like the server.
    const notFound = new ApiRequestError(404, JSON.stringify({ message: "Tasker not found" }), "Not Found");
    await client.prefetchQuery({ ...taskerProfileQuery(id), queryFn: () => Promise.reject(notFound) });
    return;
  }
  client.setQueryData(taskerProfileQuery(id).queryKey, profile);
  await client.prefetchInfiniteQuery({
    ...taskerReviewsQuery(id),
    queryFn: () => data.taskerReviews(id, REVIEWS_PAGE_SIZE),
  });
}

/** The page's queries for `url` (path and query string); the layout's on every page. */
export async function prefetchPublicPage(client: QueryClient, data: PublicPageData, url: URL): Promise<void> {
  const categories = await data.categories();
  client.setQueryData(categoriesQuery().queryKey, categories);
  await client.prefetchQuery({ ...demoStatusQuery(), queryFn: () => data.demoStatus() });
  const path = url.pathname;
  if (path === "/") {
    const params = { limit: FEATURED_TASKERS, sort: "rating" as const };
    await client.prefetchQuery({ ...taskerListQuery(params), queryFn: () => data.taskerList(params) });
  } else if (path === "/browse-taskers") {
    const get = (key: string) => url.searchParams.get(key) ?? "";
    // The same filters, with the same keys, as the page reads from the URL (its query key).
    const filters = { q: get("q"), category: get("category"), location: get("location") };
    await prefetchSearch(client, data, { ...filters, sort: get("sort"), maxRate: get("maxRate") });
  } else if (path.startsWith("/services/")) {
    const landing = landingForPath(path, categories);
    if (landing) {
      await prefetchSearch(client, data, landing.filters);
      await client.prefetchQuery({ ...categoryCitiesQuery(), queryFn: () => data.categoryCities() });
    }
  } else {
    const tasker = /^\/taskers\/([^/]+)$/.exec(path);
    if (tasker) await prefetchProfile(client, data, decodeURIComponent(tasker[1]!));
  }
}
