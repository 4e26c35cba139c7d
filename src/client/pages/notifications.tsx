// /notifications: every notification centre item of the signed-in person, newest first, with Mark all
// read, and the switch for push notifications on this device above them.
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { RequireAuth } from "@/features/auth/require-auth";
import { markAllNotificationsRead, notificationUnreadQuery } from "@/features/notifications/api/notifications";
import { NotificationList } from "@/features/notifications/notification-list";
import { PushDeviceSwitch } from "@/features/push";

function Notifications() {
  const { data } = useQuery(notificationUnreadQuery());
  const unread = data?.count ?? 0;
  const [marking, setMarking] = useState(false);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Notifications</h1>
          <p className="mt-1 text-slate-600">{unread > 0 ? `${unread} unread` : "You are all caught up."}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link href="/settings/notifications">Notification settings</Link>
          </Button>
          {unread > 0 && (
            <Button
              variant="outline"
              disabled={marking}
              onClick={() => {
                setMarking(true);
                markAllNotificationsRead()
                  .catch(() => undefined)
                  .finally(() => setMarking(false));
              }}
            >
              Mark all read
            </Button>
          )}
        </div>
      </div>
      <Suspense fallback={<div className="mb-6 h-[4.625rem] rounded-2xl border border-slate-200 bg-white" />}>
        <PushDeviceSwitch className="mb-6" />
      </Suspense>
      <NotificationList />
    </div>
  );
}

export default function NotificationsPage() {
  return (
    <RequireAuth message="Please sign in to see your notifications.">
      <Notifications />
    </RequireAuth>
  );
}
