// The navbar's bell. Its code (the count, the button, the panel) loads only once the server confirmed
// a session: a visitor's page never downloads it.
import { lazy, Suspense } from "react";
import { useAuth } from "@/features/auth";

const BellButton = lazy(() => import("./bell-button").then((m) => ({ default: m.BellButton })));

export function NotificationBell() {
  const { status } = useAuth();
  if (status !== "signedIn") return null;
  return (
    <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
      <BellButton />
    </Suspense>
  );
}
