// Browse tasks (Find Work): open tasks for taskers and 'both', filterable by category, location
// and date (in the URL), invitations first; Send Offer and Withdraw.
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { format as formatDay } from "date-fns";
import { Briefcase, CalendarDays, MailOpen, MapPin, MessageSquareText, SearchX } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { OpenTask } from "@contract/tasks";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { PhotoGallery } from "@/components/photos";
import { Button } from "@/components/ui/button";
import { LoadMoreButton } from "@/components/ui/load-more";
import { Card } from "@/components/ui/card";
import { Input, Label, NativeSelect } from "@/components/ui/input";
import { EmptyState, PageState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { isTasker, useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { useCurrency } from "@/features/currency/currency-context";
import { ErrorNotice } from "@/components/ui/error-notice";
import { PlaceCombobox } from "@/features/places/place-combobox";
import { ReportButton } from "@/features/reports";
import { OfferDialog } from "@/features/tasks/offer-dialog";
import { withdrawOffer } from "@/features/tasks/api/offers";
import { openTasksQuery } from "@/features/tasks/api/open-tasks";
import { refreshTaskQueries } from "@/features/tasks/api/refresh";
import { CustomerRatingText, OfferStatusBadge, TaskPlaceText, taskDate } from "@/features/tasks/task-ui";
import { errorMessage } from "@/lib/api";
import { useUrlFilters } from "@/lib/use-url-filters";
import { categoriesQuery } from "@/features/taskers/api/categories";
import { TaskAlertsPanel } from "@/features/task-alerts";

const FILTER_KEYS = ["category", "location", "date"] as const;

export default function BrowseTasksPage() {
  return (
    <RequireAuth message="Please sign in to browse tasks and send offers.">
      <TaskerOnly />
    </RequireAuth>
  );
}

function TaskerOnly() {
  const { user } = useAuth();
  if (!isTasker(user))
    return (
      <PageState
        icon={Briefcase}
        title="Browse tasks is for taskers"
        actions={
          <>
            <Button asChild>
              <Link href="/tasker-profile">Become a Tasker</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link href="/post-task">Post a Task</Link>
            </Button>
          </>
        }
      >
        Create your tasker profile to see open tasks near you and send offers to customers.
      </PageState>
    );
  return <BrowseTasks />;
}

function BrowseTasks() {
  const { filters, draft, setDraft, apply, submit } = useUrlFilters("/browse-tasks", FILTER_KEYS);
  const categories = useQuery(categoriesQuery());
  const results = useInfiniteQuery(openTasksQuery(filters));
  const tasks = results.data?.pages.flatMap((p) => p.items) ?? [];

  const filtered = !!(filters.category || filters.location || filters.date);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Find Work</h1>
      <p className="mt-1 text-slate-600">
        Open tasks near you, on days you have free time. Tasks you were invited to come first.
      </p>

      <form
        onSubmit={submit}
        role="search"
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1.2fr_1.2fr_1fr_auto] md:items-end"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="filter-category">Category</Label>
          <NativeSelect
            id="filter-category"
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
          >
            <option value="">All Categories</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-location">Location</Label>
          <PlaceCombobox
            id="filter-location"
            value={draft.location}
            onChange={(location) => setDraft({ ...draft, location })}
            placeholder="City, e.g. Austin"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-date">Date</Label>
          <Input
            id="filter-date"
            type="date"
            value={draft.date}
            min={formatDay(new Date(), "yyyy-MM-dd")}
            onChange={(e) => setDraft({ ...draft, date: e.target.value })}
          />
        </div>
        <Button type="submit">Search Tasks</Button>
      </form>

      <TaskAlertsPanel categoryName={filters.category} />

      <p className="mt-6 text-sm font-medium text-slate-700" aria-live="polite">
        {results.isLoading
          ? "Loading tasks..."
          : results.isError
            ? ""
            : `${tasks.length}${results.hasNextPage ? "+" : ""} open ${tasks.length === 1 ? "task" : "tasks"}`}
      </p>

      {results.isError && (
        <div className="mt-4">
          <ErrorNotice
            error={results.error}
            fallback="We could not load tasks."
            onRetry={() => void results.refetch()}
          />
        </div>
      )}

      <h2 className="sr-only">Open tasks</h2>
      <div className="mt-4 grid gap-4">
        {results.isLoading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-44 rounded-2xl" />)}
        {tasks.map((task) => (
          <OpenTaskCard key={task.id} task={task} />
        ))}
      </div>

      {!results.isLoading && !results.isError && tasks.length === 0 && (
        <div className="mt-4">
          <EmptyState
            icon={SearchX}
            title={filtered ? "No tasks match these filters" : "No open tasks right now"}
            actions={
              filtered ? (
                <Button variant="outline" onClick={() => apply({ category: "", location: "", date: "" })}>
                  Clear Filters
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link href="/tasker-profile">Check your availability</Link>
                </Button>
              )
            }
          >
            {filtered
              ? "Try another category, location or date."
              : "Tasks in your area appear here as customers post them, for the days your availability leaves free."}
          </EmptyState>
        </div>
      )}

      {results.hasNextPage && (
        <LoadMoreButton
          label="Load More Tasks"
          loading={results.isFetchingNextPage}
          onLoad={() => void results.fetchNextPage()}
        />
      )}
    </div>
  );
}

function OpenTaskCard({ task }: { task: OpenTask }) {
  const { format } = useCurrency();
  const [offering, setOffering] = useState(false);
  const pending = task.myOffer?.status === "pending";
  const withdraw = useMutation({
    mutationFn: () => withdrawOffer(task.myOffer?.id ?? ""),
    onSuccess: () => {
      toast({ title: "Offer withdrawn", description: "You can send a new offer any time while the task is open." });
      void refreshTaskQueries();
    },
    onError: (error) =>
      toast({ title: "Could not withdraw the offer", description: errorMessage(error), variant: "destructive" }),
  });
  return (
    <Card className={task.invited ? "border-brand-300 p-5 ring-1 ring-brand-200 sm:p-6" : "p-5 sm:p-6"}>
      <div className="flex flex-wrap items-center gap-2">
        {task.invited && (
          <Badge variant="default">
            <MailOpen className="size-3" aria-hidden="true" /> Invited
          </Badge>
        )}
        <Badge variant="secondary">{task.categoryName}</Badge>
        {task.myOffer && <OfferStatusBadge status={task.myOffer.status} />}
      </div>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900">{task.title}</h3>
          <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-slate-700">{task.description}</p>
          <PhotoGallery photos={task.photos} label={`Photos of ${task.title}`} size="sm" className="mt-3" />
        </div>
        <div className="shrink-0 sm:text-right">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Budget</p>
          <p className="text-lg font-bold text-slate-900">{task.budget ? `Up to ${format(task.budget)}` : "Open"}</p>
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <dt className="sr-only">Date</dt>
          <dd>{taskDate(task.scheduledDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          <dt className="sr-only">Location</dt>
          <dd>
            <TaskPlaceText task={task} />
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <MessageSquareText className="size-4" aria-hidden="true" />
          <dt className="sr-only">Offers</dt>
          <dd>
            {task.offerCount === 0
              ? "No offers yet"
              : `${task.offerCount} ${task.offerCount === 1 ? "offer" : "offers"} so far`}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <Avatar initials={task.customer.initials} seed={task.customer.id} size="sm" />
          <span>
            Posted by <span className="font-medium text-slate-900">{task.customer.name}</span>
          </span>
          <CustomerRatingText task={task} />
          <ReportButton
            target={{ type: "task", id: task.id, label: `the task ${task.title}` }}
            ownerId={task.customer.id}
          />
        </div>
        {pending ? (
          <Button
            variant="outline"
            onClick={() => withdraw.mutate()}
            disabled={withdraw.isPending}
            aria-label={`Withdraw offer on ${task.title}`}
          >
            {withdraw.isPending ? "Withdrawing..." : "Withdraw Offer"}
          </Button>
        ) : (
          <Button onClick={() => setOffering(true)} aria-label={`Send Offer on ${task.title}`}>
            Send Offer
          </Button>
        )}
      </div>
      <OfferDialog task={task} open={offering} onOpenChange={setOffering} />
    </Card>
  );
}
