// /settings/notifications: what taskly tells the signed-in person, by which channel, and when not.
import { Link } from "wouter";
import { RequireAuth } from "@/features/auth/require-auth";
import { NotificationSettings } from "@/features/notification-preferences";

export default function NotificationSettingsPage() {
  return (
    <RequireAuth message="Please sign in to choose your notifications.">
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Notification settings</h1>
        <p className="mt-1 mb-6 text-slate-600">
          Choose what taskly tells you, and how.{" "}
          <Link href="/notifications" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            See your notifications
          </Link>
        </p>
        <NotificationSettings />
      </div>
    </RequireAuth>
  );
}
