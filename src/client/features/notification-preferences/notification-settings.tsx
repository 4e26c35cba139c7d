// The body of /settings/notifications: the grid, push on this device, quiet hours, the messages that
// always go out.
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { PushDeviceSwitch } from "@/features/push";
import { notificationPreferencesQuery } from "./api/preferences";
import { LockedMessages } from "./locked-messages";
import { PreferenceGrid } from "./preference-grid";
import { QuietHoursForm } from "./quiet-hours-form";

export function NotificationSettings() {
  const query = useQuery(notificationPreferencesQuery());
  if (query.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-96" />
        <Skeleton className="h-48" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorNotice
        error={query.error}
        fallback="We could not load your notification settings."
        onRetry={() => void query.refetch()}
      />
    );
  const preferences = query.data;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>What we tell you, and how</CardTitle>
          <p className="text-sm text-slate-600">Changes are saved as soon as you flip a switch.</p>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PreferenceGrid grid={preferences.grid} />
        </CardContent>
      </Card>
      {/* Push is per browser: the grid's push column says what, this switch says where. */}
      <Suspense fallback={<div className="h-[4.625rem] rounded-2xl border border-slate-200 bg-white" />}>
        <PushDeviceSwitch />
      </Suspense>
      <Card>
        <CardContent>
          <QuietHoursForm preferences={preferences} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Always sent</CardTitle>
          <p className="text-sm text-slate-600">These messages cannot be turned off.</p>
        </CardHeader>
        <CardContent>
          <LockedMessages locked={preferences.locked} />
        </CardContent>
      </Card>
    </div>
  );
}
