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
import { categoriesQuery } from "@/features/taskers/api/categories";

const FILTER_KEYS = ["q", "category", "location"] as const;

export default function BrowseTaskersPage() {
  const { filters, draft, setDraft, apply, submit } = useUrlFilters("/browse-taskers", FILTER_KEYS);
  const { data: categories } = useQuery(categoriesQuery());
  const results = useTaskerSearch(filters);
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
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
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
          <Input
            id="search-location"
            value={draft.location}
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
            placeholder="City, e.g. Austin"
          />
        </div>
        <Button type="submit">Search Taskers</Button>
      </form>

      <p className="mt-6 text-sm font-medium text-slate-700" aria-live="polite">
        {results.isLoading ? "Searching..." : results.isError ? "" : `${total} taskers found`}
      </p>

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
              <Button variant="outline" onClick={() => apply({ q: "", category: "", location: "" })}>
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
