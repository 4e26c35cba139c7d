import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, ClipboardList, MapPin, Search, ShieldCheck, Star, Users } from "lucide-react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { FEATURED_TASKERS, HOME_SKELETONS } from "@contract/constants";
import { serviceHref } from "@contract/service-href";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/text-input";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { becomeTaskerHref, isAdmin, offersBecomeTasker, useAuth } from "@/features/auth/auth-context";
import { useCurrency } from "@/features/currency/currency-context";
import { CategoryArt } from "@/features/taskers/category-art";
import { HeroPreview } from "@/features/taskers/hero-preview";
import { TaskerCard, TaskerCardSkeleton } from "@/features/taskers/tasker-card";
import { PlaceCombobox } from "@/features/places/place-combobox";
import { categoriesQuery } from "@/features/taskers/api/categories";
import { taskerListQuery } from "@/features/taskers/api/list";

// Only admins see it: its code loads when an admin opens the page.
const AdminStatsBlock = lazy(() =>
  import("@/features/taskers/admin-stats-block").then((m) => ({ default: m.AdminStatsBlock })),
);

function Hero() {
  const [, navigate] = useLocation();
  const [q, setQ] = useState("");
  const [location, setLocation] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (q.trim()) params.set("q", q.trim());
    if (location.trim()) params.set("location", location.trim());
    navigate(`/browse-taskers${params.size ? `?${params}` : ""}`);
  };
  return (
    <section className="overflow-hidden bg-linear-to-b from-brand-50 via-white to-white pb-14 pt-10 sm:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
        <div className="text-center lg:text-left">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Get help with everyday tasks
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600 lg:mx-0">
            Book pre-screened local taskers for repairs, cleaning, moving and more. Compare rates and reviews, then book
            and pay securely.
          </p>
          <form
            onSubmit={submit}
            role="search"
            className="mx-auto mt-8 grid max-w-2xl gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:grid-cols-[1.4fr_1fr_auto] lg:mx-0"
          >
            <label className="flex items-center gap-2 rounded-xl px-3 focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-brand-600">
              <Search className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="sr-only">What do you need done?</span>
              <Input
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder="What do you need done?"
                className="border-0 px-0 shadow-none focus-visible:outline-none focus-visible:ring-0"
              />
            </label>
            <div className="relative flex items-center gap-2 rounded-xl px-3 focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-brand-600 sm:border-l sm:border-slate-200">
              <MapPin className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <label htmlFor="home-location" className="sr-only">
                Location
              </label>
              <div className="min-w-0 flex-1">
                <PlaceCombobox
                  id="home-location"
                  value={location}
                  onChange={setLocation}
                  placeholder="City or area"
                  className="border-0 px-0 shadow-none focus-visible:outline-none focus-visible:ring-0"
                  wrapperClassName="static"
                />
              </div>
            </div>
            <Button type="submit" size="lg">
              Find Taskers
            </Button>
          </form>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start">
            <li className="flex items-center gap-1.5">
              <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" /> Pre-screened taskers
            </li>
            <li className="flex items-center gap-1.5">
              <Star className="size-4 text-brand-700" aria-hidden="true" /> Compare rates and reviews
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarCheck className="size-4 text-brand-700" aria-hidden="true" /> Secure booking and payment
            </li>
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

function PopularServices() {
  const { format } = useCurrency();
  const { data: categories, isLoading } = useQuery(categoriesQuery());
  return (
    <section aria-labelledby="popular-services" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="popular-services" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Popular Services
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {isLoading && Array.from({ length: 10 }, (_, i) => <Skeleton key={i} className="h-[9.5rem] rounded-2xl" />)}
        {categories?.map((category) => {
          return (
            <Link
              key={category.id}
              href={serviceHref(category.name)}
              className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
            >
              <CategoryArt name={category.name} className="h-20" />
              <span className="px-4 pt-3 font-semibold text-slate-900">{category.name}</span>
              <span className="px-4 pb-4 text-sm text-slate-600">From {format(category.baseRate)}/hr</span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}

function TopRatedTaskers() {
  const { data, isLoading, isError } = useQuery(taskerListQuery({ limit: FEATURED_TASKERS, sort: "rating" }));
  return (
    <section aria-labelledby="top-rated" className="bg-slate-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex items-end justify-between gap-4">
          <h2 id="top-rated" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Top-Rated Taskers
          </h2>
          <Link
            href="/browse-taskers"
            className="inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            View All Taskers
          </Link>
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {isLoading && Array.from({ length: HOME_SKELETONS }, (_, i) => <TaskerCardSkeleton key={i} />)}
          {data?.slice(0, FEATURED_TASKERS).map((tasker) => (
            <TaskerCard key={tasker.id} tasker={tasker} />
          ))}
        </div>
        {!isLoading && (isError || !data?.length) && (
          <EmptyState
            icon={Users}
            title="No featured taskers available at the moment."
            actions={
              <Button asChild>
                <Link href="/browse-taskers">Browse All Taskers</Link>
              </Button>
            }
          />
        )}
      </div>
    </section>
  );
}

const STEPS = [
  { icon: ClipboardList, title: "Describe Your Task", text: "Tell us what you need, where and when. Posting is free." },
  {
    icon: Users,
    title: "Get Matched",
    text: "Compare offers from skilled taskers by price, reviews and availability.",
  },
  { icon: CalendarCheck, title: "Get It Done", text: "Book and pay securely on taskly. You only pay when you hire." },
];

export default function HomePage() {
  const { user } = useAuth();
  return (
    <>
      <Hero />
      {isAdmin(user) && (
        <Suspense fallback={null}>
          <AdminStatsBlock />
        </Suspense>
      )}
      <PopularServices />
      <TopRatedTaskers />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <Card className="flex flex-col items-start gap-4 bg-brand-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl font-bold">Need something done?</h2>
            <p className="mt-1 text-brand-100">Post your task for free and get offers from local taskers.</p>
          </div>
          <Button size="lg" variant="secondary" asChild>
            <Link href="/post-task">Post a Task</Link>
          </Button>
        </Card>
      </section>
      <section
        id="how-it-works"
        aria-labelledby="how-it-works-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12"
      >
        <h2 id="how-it-works-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-4 text-sm font-semibold text-brand-700">Step {i + 1}</p>
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="px-4 py-12">
        <div className="mx-auto max-w-3xl text-center">
          <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">Ready to get started?</h2>
          <p className="mt-2 text-slate-600">Find trusted help today, or earn money on your own schedule.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button size="lg" asChild>
              <Link href="/browse-taskers">Find a Tasker</Link>
            </Button>
            {offersBecomeTasker(user) && (
              <Button size="lg" variant="outline" asChild>
                <Link href={becomeTaskerHref(user)}>Become a Tasker</Link>
              </Button>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
