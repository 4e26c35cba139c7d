// The navbar's unread badge. Its code (the count's query and the badge) loads only once the server
// confirmed a session, like the real-time connection: a visitor's page never downloads it, and a
// stored user of an expired session never asks for a count (it would get a 401).
import { lazy, Suspense } from "react";
import { useAuth } from "@/features/auth";

const UnreadCountBadge = lazy(() => import("./unread-count-badge").then((m) => ({ default: m.UnreadCountBadge })));

export function UnreadBadge() {
  const { status } = useAuth();
  if (status !== "signedIn") return null;
  return (
    <Suspense fallback={null}>
      <UnreadCountBadge />
    </Suspense>
  );
}
