// /tasker-profile: become a tasker (create the profile) or edit it. A customer becomes 'both'.
import { BadgeCheck, Briefcase, CalendarCheck, ExternalLink, ShieldAlert, Wallet } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "wouter";
import type { CreateTaskerProfileInput, UpdateTaskerProfileInput } from "@contract/tasker-profile";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PageState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { isAdmin, loginHref, TASKER_SIGNUP_HREF, useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { TaskerProfileForm } from "@/features/tasker-side/tasker-profile-form";
import { VerifyIdSection } from "@/features/badges";
import { PortfolioSettings } from "@/features/portfolio/portfolio-settings";
import { CalendarImportCard } from "@/features/tasker-side/schedule/calendar-import-card";
import { ScheduleEditor } from "@/features/tasker-side/schedule/schedule-editor";
import { invalidateTaskerData } from "@/features/tasker-side/api/refresh";
import { createTaskerProfile, updateTaskerProfile, useOwnTaskerProfile } from "@/features/taskers/api/own-profile";
import { errorMessage } from "@/lib/api";

// The service area card loads on demand: its radius rules come with the contract's schemas.
const ServiceAreaCard = lazy(() =>
  import("@/features/places/service-area-card").then((m) => ({ default: m.ServiceAreaCard })),
);

const PERKS = [
  { icon: Wallet, title: "Set your own rate", text: "Keep your rate; customers pay the 5% service fee on top." },
  { icon: CalendarCheck, title: "Work when you want", text: "Pick the days you're available and the jobs you like." },
  {
    icon: BadgeCheck,
    title: "Get paid securely",
    text: "Payment is authorized at booking and released when you complete the task.",
  },
];

function TaskerProfileScreen() {
  const { user, refresh } = useAuth();
  const [, navigate] = useLocation();
  const profile = useOwnTaskerProfile(!isAdmin(user));

  if (isAdmin(user)) {
    return (
      <PageState
        icon={ShieldAlert}
        title="Not available for admin accounts"
        actions={
          <Button asChild>
            <Link href="/admin/dashboard">Admin Dashboard</Link>
          </Button>
        }
      >
        Admin accounts cannot have a tasker profile. Use a separate account to work as a tasker.
      </PageState>
    );
  }
  if (profile.isLoading) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <PageState
        icon={Briefcase}
        title="Something went wrong"
        actions={<Button onClick={() => void profile.refetch()}>Try again</Button>}
      >
        {errorMessage(profile.error)}
      </PageState>
    );
  }
  const existing = profile.data ?? null;

  const create = async (values: CreateTaskerProfileInput) => {
    await createTaskerProfile(values);
    await refresh(); // the account type is now 'tasker' or 'both'
    await invalidateTaskerData();
    toast({
      title: "You're a tasker now!",
      description: "Your profile is live. Customers can find and hire you.",
      variant: "success",
    });
    navigate("/tasker-dashboard");
  };
  const update = async (values: UpdateTaskerProfileInput) => {
    await updateTaskerProfile(values);
    await invalidateTaskerData();
    toast({
      title: "Profile updated",
      description: "Your changes are live on your public profile.",
      variant: "success",
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {existing ? "Tasker profile" : "Become a Tasker"}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">
            {existing ? "Profile settings" : "Start earning on taskly"}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            {existing
              ? "Keep your services, rate and availability up to date."
              : "Tell customers what you do. It takes two minutes, and you can change everything later."}
          </p>
        </div>
        {existing && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link href={`/taskers/${existing.id}`}>
                <ExternalLink /> View public profile
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/tasker-dashboard">Dashboard</Link>
            </Button>
          </div>
        )}
      </div>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_280px]">
        <div className="grid min-w-0 content-start gap-6">
          <TaskerProfileForm
            key={existing?.id ?? "new"}
            profile={existing}
            submitLabel={existing ? "Save changes" : "Create tasker profile"}
            pendingLabel={existing ? "Saving..." : "Creating..."}
            onSubmit={existing ? update : create}
          />
          {existing && (
            <Suspense fallback={null}>
              <ServiceAreaCard />
            </Suspense>
          )}
          {existing && (
            <p className="-mt-3 text-sm text-slate-600">
              Your task alerts use this area.{" "}
              <Link href="/browse-tasks#task-alerts" className="font-semibold text-brand-700 hover:underline">
                Manage task alerts on Find Work
              </Link>
            </p>
          )}
          {existing && <VerifyIdSection />}
          {existing && <PortfolioSettings />}
          {existing && <ScheduleEditor />}
          {existing && <CalendarImportCard />}
        </div>
        <aside className="order-first grid content-start gap-4 lg:order-none">
          {existing ? (
            <Card>
              <CardContent className="grid gap-2 text-sm">
                <p className="font-semibold text-slate-900">Shown as</p>
                <p className="text-lg font-bold text-slate-900">{existing.name}</p>
                <p className="text-slate-600">
                  {existing.isVerified ? "Verified tasker" : "Verification pending: our team reviews new profiles."}
                </p>
              </CardContent>
            </Card>
          ) : (
            <Card className="bg-brand-50/60">
              <CardContent className="grid gap-4">
                {PERKS.map(({ icon: Icon, title, text }) => (
                  <div key={title} className="flex gap-3">
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <div>
                      <p className="text-sm font-semibold text-slate-900">{title}</p>
                      <p className="text-sm text-slate-600">{text}</p>
                    </div>
                  </div>
                ))}
              </CardContent>
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
}

export default function TaskerProfileSettingsPage() {
  const { status, user } = useAuth();
  if (status === "signedOut" && !user) {
    // Signed out: sign up as a tasker (then come back here), or log in.
    return (
      <PageState
        icon={Briefcase}
        title="Become a Tasker"
        actions={
          <>
            <Button asChild>
              <Link href={TASKER_SIGNUP_HREF}>Sign up as a tasker</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={loginHref("/tasker-profile")}>Log In</Link>
            </Button>
          </>
        }
      >
        Create a free account to set up your tasker profile and start getting booked.
      </PageState>
    );
  }
  return (
    <RequireAuth message="Sign in or create an account to become a tasker.">
      <TaskerProfileScreen />
    </RequireAuth>
  );
}
