// /taskers/{id} and /book-tasker/{id}: the tasker profile, its reviews, messaging and the hire panel.
// The hire panel (forms, dates, card fields) loads only for /book-tasker: a profile loads none of it.
import { useQuery } from "@tanstack/react-query";
import { Briefcase, CalendarDays, Clock, MapPin, Star, UserX, Wrench } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Link, useRoute } from "wouter";
import { descriptionFromBio, profileRating, profileRatingCount } from "@contract/tasker-display";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { TaskerBadges } from "@/components/tasker-badges";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Rating } from "@/components/ui/rating";
import { useAuth } from "@/features/auth";
import { useCurrency } from "@/features/currency/currency-context";
import { taskerProfileQuery } from "@/features/taskers/api/profile";
import { PortfolioGrid } from "@/features/portfolio/portfolio-grid";
import { MessageTaskerButton } from "@/features/taskers/message-tasker-button";
import { ReviewsList, useTaskerReviews } from "@/features/taskers/reviews-list";
import { errorStatus } from "@/lib/api";
import { useHttpStatus } from "@/lib/http-status";

const loadHirePanel = () => import("@/features/bookings/hire-panel");
// Block / Unblock and Report show only to a signed-in visitor: their code (the report form among it)
// stays out of the profile's first load.
const BlockPersonButton = lazy(() =>
  import("@/features/blocks/block-person-button").then((m) => ({ default: m.BlockPersonButton })),
);
const ReportButton = lazy(() => import("@/features/reports/report-dialog").then((m) => ({ default: m.ReportButton })));
const HirePanel = lazy(() => loadHirePanel().then((m) => ({ default: m.HirePanel })));

/** Before a server-rendered /book-tasker page hydrates, its hire panel's code loads too. */
export const preload = async (path: string) => {
  if (path.startsWith("/book-tasker/")) await loadHirePanel();
};

function Stat({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <Icon className="size-4 text-slate-400" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function ProfileMissing({ missing }: { missing: boolean }) {
  useHttpStatus(missing ? 404 : 200);
  return (
    <PageState
      icon={UserX}
      title={missing ? "Tasker not found" : "Something went wrong"}
      actions={
        <Button asChild>
          <Link href="/browse-taskers">Browse Taskers</Link>
        </Button>
      }
    >
      {missing ? "The tasker you're looking for doesn't exist." : "We couldn't load this profile. Please try again."}
    </PageState>
  );
}

function ProfileSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8" aria-busy="true" aria-label="Loading profile">
      <Skeleton className="h-40 w-full rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}

export default function TaskerProfilePage() {
  const [, params] = useRoute<{ kind: string; id: string }>("/:kind/:id");
  const id = params?.id ?? "";
  const { format } = useCurrency();
  const { user } = useAuth();
  // Signed in, the profile is read as this viewer: a tasker who blocked them is not found.
  const profile = useQuery({
    ...taskerProfileQuery(id, user?.id ?? null),
    // Signing in keeps the profile on screen until the viewer's answer arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
  const reviews = useTaskerReviews(id, !!profile.data);

  if (profile.isLoading) return <ProfileSkeleton />;
  if (profile.isError || !profile.data) {
    return <ProfileMissing missing={errorStatus(profile.error) === 404} />;
  }
  const t = profile.data;
  const rating = profileRating(t.reviewAverage, t.rating);
  const reviewCount = reviews.data?.pages[0]?.total ?? t.totalReviews;
  const ratingCount = profileRatingCount(t.totalReviews, reviewCount);
  const days = t.availability?.days ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Card className="p-5 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar initials={t.initials} image={t.profileImage} seed={t.userId} size="lg" eager />
          <div className="min-w-0 flex-1">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
              {t.heading}
            </h1>
            <TaskerBadges badges={t.badges} className="mt-2" />
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <Rating value={rating} reviews={ratingCount} size="md" />
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {t.location}
              </span>
            </div>
            <p className="mt-3 text-2xl font-bold text-slate-900">
              {format(t.hourlyRate ?? 0)}
              <span className="text-base font-normal text-slate-600">/hr</span>
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:w-44">
            <MessageTaskerButton receiverId={t.userId} />
            <Button asChild>
              <Link href={`/book-tasker/${t.id}`}>Hire Tasker</Link>
            </Button>
            {user && (
              <Suspense fallback={null}>
                <BlockPersonButton userId={t.userId} name={t.name} />
                {/* The name is read out, not shown: a long business name would not fit the column. */}
                <ReportButton
                  target={{ type: "profile", id: t.userId, label: `the profile of ${t.name}` }}
                  ownerId={t.userId}
                >
                  <span>
                    Report<span className="sr-only"> {t.name}</span>
                  </span>
                </ReportButton>
              </Suspense>
            )}
          </div>
        </div>
      </Card>
      {params?.kind === "book-tasker" && (
        <Suspense fallback={<Skeleton className="mt-6 h-64 w-full rounded-2xl" />}>
          <HirePanel tasker={{ id: t.id, userId: t.userId, name: t.name, hourlyRate: t.hourlyRate }} />
        </Suspense>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>About</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line text-slate-700">
                {descriptionFromBio(t.bio) || "This tasker hasn't added a bio yet."}
              </p>
            </CardContent>
          </Card>
          {t.portfolio.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Portfolio ({t.portfolio.length})</CardTitle>
              </CardHeader>
              <CardContent>
                <PortfolioGrid items={t.portfolio} name={t.name} />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Skills & Services</CardTitle>
            </CardHeader>
            <CardContent>
              {t.skills.length ? (
                <div className="flex flex-wrap gap-2">
                  {t.skills.map((s) => (
                    <Badge key={s} variant="secondary" className="px-3 py-1 text-sm">
                      {s}
                    </Badge>
                  ))}
                </div>
              ) : (
                <p className="text-slate-600">No skills specified</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Reviews ({reviewCount})</CardTitle>
            </CardHeader>
            <CardContent>
              <ReviewsList query={reviews} taskerName={t.name} />
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Quick Stats</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100">
                <Stat icon={MapPin} label="Service area" value={t.serviceArea ?? t.location} />
                <Stat icon={Briefcase} label="Experience" value={t.experience ?? "Not stated"} />
                <Stat icon={Clock} label="Response time" value={t.responseTime} />
                <Stat icon={Wrench} label="Tasks completed" value={t.completedTasks ?? 0} />
                <Stat icon={Star} label="Average rating" value={ratingCount > 0 ? rating : "New"} />
                <Stat icon={CalendarDays} label="Hourly rate" value={`${format(t.hourlyRate ?? 0)}/hr`} />
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Availability</CardTitle>
            </CardHeader>
            <CardContent>
              {days.length ? (
                <ul className="grid gap-1.5">
                  {days.map((day) => (
                    <li key={day} className="flex justify-between text-sm">
                      <span className="text-slate-700">{day}</span>
                      <span className="font-medium text-emerald-700">Available</span>
                    </li>
                  ))}
                  {t.availability?.hours && (
                    <li className="mt-2 text-sm text-slate-600">Hours: {t.availability.hours}</li>
                  )}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">Availability: Contact for schedule</p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
