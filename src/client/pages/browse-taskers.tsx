import { useQuery } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { BROWSE_SKELETONS } from "@contract/constants";
import { Button } from "@/components/ui/button";
import { LoadMoreButton } from "@/components/ui/load-more";
import { Input, Label, NativeSelect } from "@/components/ui/input";
import { EmptyState } from "@/components/ui/page-state";
import { TaskerCard, TaskerCardSkeleton } from "@/features/taskers/tasker-card";
import { useTaskerSearch } from "@/features/taskers/use-tasker-search";
import { errorMessage } from "@/lib/api";
import { useUrlFilters } from "@/lib/use-url-filters";
import { useCurrency } from "@/features/currency/currency-context";
import { plural } from "@contract/plural";
import { TASKER_FILTER_PARAMS } from "@contract/public-pages";
import { categoriesQuery } from "@/features/taskers/api/categories";
import { PlaceCombobox } from "@/features/places/place-combobox";

const NO_FILTERS = { q: "", category: "", location: "", sort: "", maxRate: "" };

/** The price choices (USD per hour); the API takes any maximum. */
const MAX_RATES = ["25", "50", "75", "100"];

export default function BrowseTaskersPage() {
  const { filters, draft, setDraft, apply, submit } = useUrlFilters("/browse-taskers", TASKER_FILTER_PARAMS);
  const { data: categories } = useQuery(categoriesQuery());
  const { format } = useCurrency();
  const results = useTaskerSearch(filters);
  // Menus act at once; the text boxes wait for Search (or Enter).
  const choose = (key: "category" | "sort" | "maxRate", value: string) => apply({ ...draft, [key]: value });
  const taskers = results.data?.pages.flatMap((p) => p.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Find Professional Taskers</h1>
      <p className="mt-1 text-slate-600">Browse skilled, reviewed taskers near you and book the one that fits.</p>
      <form
        onSubmit={submit}
        role="search"
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1.2fr_1.2fr_auto] md:items-end"
        aria-label="Search taskers"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="search-q">Search</Label>
          <Input
            id="search-q"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            placeholder="Skill, service or name"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="search-category">Category</Label>
          <NativeSelect
            id="search-category"
            value={draft.category}
            onChange={(e) => choose("category", e.target.value)}
          >
            <option value="">All Categories</option>
            {categories?.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="search-location">Location</Label>
          <PlaceCombobox
            id="search-location"
            value={draft.location}
            onChange={(location) => setDraft({ ...draft, location })}
            placeholder="City, e.g. Austin"
          />
        </div>
        <Button type="submit">Search Taskers</Button>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {results.isLoading ? "Searching..." : results.isError ? "" : `${plural(total, "tasker")} found`}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Label htmlFor="search-max-rate" className="whitespace-nowrap">
              Price
            </Label>
            <NativeSelect
              id="search-max-rate"
              value={filters.maxRate}
              onChange={(e) => choose("maxRate", e.target.value)}
              className="w-auto"
            >
              <option value="">Any price</option>
              {MAX_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  Up to {format(Number(rate))}/hr
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-center gap-2">
            <Label htmlFor="search-sort" className="whitespace-nowrap">
              Sort by
            </Label>
            <NativeSelect
              id="search-sort"
              value={filters.sort || "rating"}
              onChange={(e) => choose("sort", e.target.value === "rating" ? "" : e.target.value)}
              className="w-auto"
            >
              <option value="rating">Best rated</option>
              <option value="distance">Nearest</option>
              <option value="reviews">Most reviews</option>
              <option value="price">Lowest price</option>
            </NativeSelect>
          </div>
        </div>
      </div>

      {results.isError && (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {errorMessage(results.error, "The search failed. Please try again.")}
        </div>
      )}

      <h2 className="sr-only">Search results</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {results.isLoading && Array.from({ length: BROWSE_SKELETONS }, (_, i) => <TaskerCardSkeleton key={i} />)}
        {taskers.map((tasker) => (
          <TaskerCard key={tasker.id} tasker={tasker} />
        ))}
      </div>

      {!results.isLoading && !results.isError && taskers.length === 0 && (
        <div className="mt-4">
          <EmptyState
            icon={SearchX}
            title="No taskers found"
            actions={
              <Button variant="outline" onClick={() => apply(NO_FILTERS)}>
                Clear Filters
              </Button>
            }
          >
            Try adjusting your search criteria to see more results.
          </EmptyState>
        </div>
      )}

      {results.hasNextPage && (
        <LoadMoreButton
          label="Load More Taskers"
          loading={results.isFetchingNextPage}
          onLoad={() => void results.fetchNextPage()}
        />
      )}
    </div>
  );
}
