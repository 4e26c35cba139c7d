// /services/{category} and /services/{category}/{city}: a landing page per service and per
// service in a city, with the taskers who offer it there (server-rendered for search engines).
import { useQuery } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { Link, useParams } from "wouter";
import { BROWSE_SKELETONS } from "@contract/constants";
import { plural } from "@contract/plural";
import { serviceHref } from "@contract/public-pages";
import { Button } from "@/components/ui/button";
import { LoadMoreButton } from "@/components/ui/load-more";
import { NotFoundState } from "@/components/ui/not-found-state";
import { EmptyState } from "@/components/ui/page-state";
import { PageSkeleton } from "@/components/ui/page-skeleton";
import { useCurrency } from "@/features/currency";
import { categoriesQuery } from "@/features/taskers/api/categories";
import { categoryCitiesQuery } from "@/features/taskers/api/category-cities";
import { landingFor } from "@/features/taskers/landing";
import { TaskerCard, TaskerCardSkeleton } from "@/features/taskers/tasker-card";
import { useTaskerSearch } from "@/features/taskers/use-tasker-search";

/** The category's city pages: every city where a listed tasker offers it (but the one shown). */
function CityLinks({ category, current }: { category: string; current?: string }) {
  const { data } = useQuery(categoryCitiesQuery());
  const cities = (data ?? []).filter((offer) => offer.category === category && offer.city !== current);
  if (!cities.length) return null;
  return (
    <section aria-labelledby="city-pages" className="mt-10">
      <h2 id="city-pages" className="text-lg font-semibold text-slate-900">
        {category} {current ? "in other cities" : "by city"}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {cities.map((offer) => (
          <li key={offer.city}>
            <Link
              href={serviceHref(category, offer.city)}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {category} in {offer.city}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ServiceLandingPage() {
  const params = useParams<{ category: string; city?: string }>();
  const { data: categories, isLoading } = useQuery(categoriesQuery());
  const landing = categories ? landingFor(params.category, params.city, categories) : null;
  if (isLoading) return <PageSkeleton />;
  if (!landing) return <NotFoundState />;
  return <Landing landing={landing} />;
}

function Landing({ landing }: { landing: NonNullable<ReturnType<typeof landingFor>> }) {
  const { category, city, filters } = landing;
  const { format } = useCurrency();
  const results = useTaskerSearch(filters);
  const taskers = results.data?.pages.flatMap((p) => p.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;
  const browse = new URLSearchParams({ category: category.name, ...(city ? { location: city.label } : {}) });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link href="/browse-taskers" className="hover:text-brand-700">
          Taskers
        </Link>
        {" / "}
        {city ? <Link href={serviceHref(category.name)}>{category.name}</Link> : category.name}
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {category.name} {city ? `in ${city.label}` : "near you"}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {category.description} Reviewed local taskers from {format(category.baseRate)}/hr.
      </p>
      <p className="mt-6 text-sm font-medium text-slate-700" aria-live="polite">
        {results.isLoading ? "Searching..." : `${plural(total, "tasker")} found`}
      </p>
      <h2 className="sr-only">{category.name} taskers</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {results.isLoading && Array.from({ length: BROWSE_SKELETONS }, (_, i) => <TaskerCardSkeleton key={i} />)}
        {taskers.map((tasker) => (
          <TaskerCard key={tasker.id} tasker={tasker} />
        ))}
      </div>
      {!results.isLoading && taskers.length === 0 && (
        <EmptyState
          icon={SearchX}
          title="No taskers here yet"
          actions={
            <Button asChild>
              <Link href="/post-task">Post a Task</Link>
            </Button>
          }
        >
          Post your task and taskers nearby can send you offers.
        </EmptyState>
      )}
      {results.hasNextPage && (
        <LoadMoreButton
          label="Load More Taskers"
          loading={results.isFetchingNextPage}
          onLoad={() => void results.fetchNextPage()}
        />
      )}
      <CityLinks category={category.name} current={city?.label} />
      <p className="mt-8 text-sm">
        <Link href={`/browse-taskers?${browse}`} className="font-semibold text-brand-700 hover:underline">
          Search and filter all {category.name.toLowerCase()} taskers
        </Link>
      </p>
    </div>
  );
}
