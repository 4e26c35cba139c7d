// The body of /settings/notifications: the grid, the messages that always go out, quiet hours.
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
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
      {/* The "Push on this device" switch (web push subscription of this browser) mounts here. */}
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
