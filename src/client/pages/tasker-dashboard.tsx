// /tasker-dashboard (tasker and 'both'): stat cards and tabs, plus offers, invitations,
// upcoming bookings, 6 months of earnings and the calendar feed. All figures are real.
import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import {
  Briefcase,
  CalendarDays,
  CheckCircle2,
  DollarSign,
  ExternalLink,
  Mail,
  MessageSquare,
  Pencil,
  Settings,
  Star,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { TaskerDashboard } from "@contract/dashboard";
import type { OwnTaskerProfile } from "@contract/tasker-profile";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, PageState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { plural } from "@contract/plural";
import { isTasker, useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { useCurrency } from "@/features/currency/currency-context";
import { ActiveTasks, when } from "@/features/tasker-side/active-tasks";
import { CalendarFeedCard } from "@/features/tasker-side/calendar-feed";
import { EarningsChart } from "@/features/tasker-side/earnings-chart";
import { EarningsSection } from "@/features/money/earnings-section";
import { ErrorNotice } from "@/components/ui/error-notice";
import { taskerDashboardQuery } from "@/features/tasker-side/api/dashboard";
import { recentConversationsQuery } from "@/features/messages/api/recent";
import { useOwnTaskerProfile } from "@/features/taskers/api/own-profile";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { PhotoGallery } from "@/components/photos";

function StatCard({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: typeof Star;
  label: string;
  value: ReactNode;
  tone: string;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className={cn("inline-flex size-9 items-center justify-center rounded-full", tone)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</p>
    </Card>
  );
}

function RecentMessages() {
  const recent = useQuery(recentConversationsQuery());
  if (recent.isLoading)
    return (
      <div className="grid gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  if (recent.isError)
    return (
      <ErrorNotice
        error={recent.error}
        fallback="We could not load your messages."
        onRetry={() => void recent.refetch()}
      />
    );
  if (!recent.data?.length)
    return (
      <EmptyState icon={MessageSquare} title="No conversations yet">
        Customers' messages will show up here.
      </EmptyState>
    );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <ul className="min-w-0 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {recent.data.map((c) => (
          <li key={c.id}>
            <Link href={`/messages?c=${c.id}`} className="flex min-h-11 items-center gap-3 p-3 hover:bg-slate-50">
              <Avatar
                initials={c.otherUser.initials}
                image={c.otherUser.profileImage}
                seed={c.otherUser.id}
                size="sm"
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-slate-900">{c.otherUser.name}</span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {formatDistanceToNow(new Date(c.lastMessageAt), { addSuffix: true })}
                  </span>
                </span>
                {c.taskTitle && <span className="block truncate text-xs text-brand-800">Re: {c.taskTitle}</span>}
                <span className="block truncate text-sm text-slate-600">{c.lastMessage?.content ?? ""}</span>
              </span>
              {c.unreadCount > 0 && (
                <span className="shrink-0 rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
                  <span aria-hidden="true">{c.unreadCount}</span>
                  <span className="sr-only">{plural(c.unreadCount, "unread message")}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="justify-self-start">
        <Link href="/messages">
          <Mail /> Open Messages
        </Link>
      </Button>
    </div>
  );
}

function ProfileTab({ profile }: { profile: OwnTaskerProfile }) {
  const { format } = useCurrency();
  return (
    <div className="grid gap-4">
      <div className="rounded-xl border border-slate-200 p-4">
        <p className="text-lg font-semibold text-slate-900">{profile.name}</p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{profile.description || "No description yet."}</p>
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{format(profile.hourlyRate ?? 0)}</span>/hr
        </p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {profile.skills.map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/tasker-profile">
            <Settings /> Profile Settings
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/edit-profile">
            <Pencil /> Edit Profile
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href={`/taskers/${profile.id}`}>
            <ExternalLink /> View public profile
          </Link>
        </Button>
      </div>
    </div>
  );
}

function OffersAndInvitations({ data }: { data: TaskerDashboard }) {
  const { format } = useCurrency();
  if (!data.pendingOffers.length && !data.invitations.length) {
    return (
      <p className="text-sm text-slate-600">
        No pending offers or invitations.{" "}
        <Link href="/browse-tasks" className="font-medium text-brand-700 underline">
          Find open tasks
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3">
      {data.invitations.map((i) => (
        <li key={`i-${i.taskId}`} className="rounded-xl border border-brand-200 bg-brand-50/50 p-3">
          <div className="flex items-center justify-between gap-2">
            <Badge>Invitation</Badge>
            {i.offered && <span className="text-xs text-slate-600">Offer sent</span>}
          </div>
          <p className="mt-1.5 font-semibold text-slate-900">{i.taskTitle}</p>
          <p className="text-sm text-slate-600">
            {i.customerName} · {i.categoryName}
            {i.budget ? ` · up to ${format(i.budget)}` : ""}
          </p>
          <PhotoGallery photos={i.photos} label={`Photos of ${i.taskTitle}`} size="sm" className="mt-2" />
          {!i.offered && (
            <Link href="/browse-tasks" className="mt-1 inline-block text-sm font-medium text-brand-700 underline">
              Send an offer
            </Link>
          )}
        </li>
      ))}
      {data.pendingOffers.map((o) => (
        <li key={o.id} className="rounded-xl border border-slate-200 p-3">
          <Badge variant="secondary">Offer pending</Badge>
          <p className="mt-1.5 font-semibold text-slate-900">{o.taskTitle}</p>
          <p className="text-sm text-slate-600">
            {o.customerName} · {format(o.proposedRate)}/hr{o.estimatedDuration ? ` · ${o.estimatedDuration} h` : ""}
          </p>
          <PhotoGallery photos={o.photos} label={`Photos of ${o.taskTitle}`} size="sm" className="mt-2" />
        </li>
      ))}
    </ul>
  );
}

function Upcoming({ data }: { data: TaskerDashboard }) {
  const { format } = useCurrency();
  if (!data.upcomingBookings.length) return <p className="text-sm text-slate-600">Nothing booked yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-3">
      {data.upcomingBookings.map((b) => (
        <li key={b.id} className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 flex-col items-center justify-center rounded-lg bg-slate-100 text-slate-900">
            <span className="text-[10px] font-semibold uppercase leading-none">
              {new Date(b.scheduledDate).toLocaleString("en-US", { month: "short" })}
            </span>
            <span className="text-sm font-bold leading-tight">{new Date(b.scheduledDate).getDate()}</span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900">{b.taskTitle}</span>
            <span className="block text-sm text-slate-600">
              {when(b.scheduledDate)} · {b.customer.name}
            </span>
          </span>
          <span className="text-sm font-semibold text-slate-900">{format(b.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

function Dashboard({ profile }: { profile: OwnTaskerProfile }) {
  const { format } = useCurrency();
  const { user } = useAuth();
  const dashboard = useQuery(taskerDashboardQuery());
  const s = profile.stats;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Tasker Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Welcome back, {user?.firstName}. Customers see you as <strong>{profile.name}</strong>
            {/* A name that ends a sentence itself ('Chloe M.') takes no second period. */}
            {profile.name.endsWith(".") ? "" : "."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/browse-tasks">
              <Briefcase /> Find tasks
            </Link>
          </Button>
          <Button asChild>
            <Link href="/tasker-profile">
              <Settings /> Profile Settings
            </Link>
          </Button>
        </div>
      </div>

      <section aria-label="Your figures" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          icon={DollarSign}
          label="Total Earnings"
          value={<span data-testid="stat-earnings">{format(s.totalEarnings)}</span>}
          tone="bg-emerald-50 text-emerald-700"
        />
        <StatCard
          icon={CheckCircle2}
          label="Completed Tasks"
          value={<span data-testid="stat-completed">{s.completedTasks}</span>}
          tone="bg-sky-50 text-sky-700"
        />
        <StatCard
          icon={Star}
          label="Rating"
          value={
            <span data-testid="stat-rating">
              {s.totalReviews > 0 ? (
                <>
                  {s.rating}
                  <span className="text-base font-medium text-slate-500">/5.0</span>
                </>
              ) : (
                <>
                  New
                  <span className="block text-sm font-medium text-slate-500">No reviews yet</span>
                </>
              )}
            </span>
          }
          tone="bg-amber-50 text-amber-700"
        />
        <StatCard
          icon={MessageSquare}
          label="Unread Messages"
          value={<span data-testid="stat-unread">{s.unreadMessages}</span>}
          tone="bg-brand-50 text-brand-700"
        />
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <Card>
            <CardContent className="p-4 sm:p-6">
              <Tabs defaultValue="active">
                <TabsList aria-label="Dashboard sections" className="grid grid-cols-3 sm:inline-flex">
                  <TabsTrigger value="active" className="px-2 sm:px-4">
                    Active Tasks
                  </TabsTrigger>
                  <TabsTrigger value="messages" className="px-2 sm:px-4">
                    Messages
                    {s.unreadMessages > 0 && (
                      <span className="ml-1.5 rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                        <span aria-hidden="true">{s.unreadMessages}</span>
                        <span className="sr-only">{plural(s.unreadMessages, "unread message")}</span>
                      </span>
                    )}
                  </TabsTrigger>
                  <TabsTrigger value="profile" className="px-2 sm:px-4">
                    Profile
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="active" className="mt-5">
                  <ActiveTasks />
                </TabsContent>
                <TabsContent value="messages" className="mt-5">
                  <RecentMessages />
                </TabsContent>
                <TabsContent value="profile" className="mt-5">
                  <ProfileTab profile={profile} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Earnings</CardTitle>
            </CardHeader>
            <CardContent>
              {dashboard.isLoading ? (
                <Skeleton className="h-52 w-full" />
              ) : dashboard.data ? (
                <EarningsChart months={dashboard.data.earningsByMonth} />
              ) : (
                <ErrorNotice
                  error={dashboard.error}
                  fallback="We could not load your earnings."
                  onRetry={() => void dashboard.refetch()}
                />
              )}
            </CardContent>
          </Card>
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <CalendarDays className="size-5 text-slate-400" aria-hidden="true" /> Upcoming bookings
              </CardTitle>
            </CardHeader>
            <CardContent>
              {dashboard.isLoading ? (
                <Skeleton className="h-24" />
              ) : dashboard.data ? (
                <Upcoming data={dashboard.data} />
              ) : (
                <p className="text-sm text-slate-600">Not available right now.</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Offers & invitations</CardTitle>
            </CardHeader>
            <CardContent>
              {dashboard.isLoading ? (
                <Skeleton className="h-24" />
              ) : dashboard.data ? (
                <OffersAndInvitations data={dashboard.data} />
              ) : (
                <p className="text-sm text-slate-600">Not available right now.</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Calendar feed</CardTitle>
            </CardHeader>
            <CardContent>
              <CalendarFeedCard />
            </CardContent>
          </Card>
        </div>
      </div>
      <div className="mt-6">
        <EarningsSection />
      </div>
    </div>
  );
}

function DashboardGate() {
  const { user } = useAuth();
  const tasker = isTasker(user);
  const profile = useOwnTaskerProfile(tasker);
  if (!tasker) {
    return (
      <PageState
        icon={Briefcase}
        title="The Tasker Dashboard is for taskers"
        actions={
          <Button asChild>
            <Link href="/tasker-profile">Become a Tasker</Link>
          </Button>
        }
      >
        Create a tasker profile to get booked, track your earnings and manage your tasks here.
      </PageState>
    );
  }
  if (profile.isLoading)
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-9 w-64" />
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (profile.missing) {
    return (
      <PageState
        icon={Settings}
        title="Finish your tasker profile"
        actions={
          <Button asChild>
            <Link href="/tasker-profile">Create tasker profile</Link>
          </Button>
        }
      >
        Add your services, rate and availability so customers can find and book you.
      </PageState>
    );
  }
  if (!profile.data)
    return (
      <PageState
        title="Something went wrong"
        actions={<Button onClick={() => void profile.refetch()}>Try again</Button>}
      >
        {errorMessage(profile.error)}
      </PageState>
    );
  return <Dashboard profile={profile.data} />;
}

export default function TaskerDashboardPage() {
  return (
    <RequireAuth message="Please sign in to see your dashboard.">
      <DashboardGate />
    </RequireAuth>
  );
}
