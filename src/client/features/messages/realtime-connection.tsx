// The real-time connection of a signed-in tab. Its code (socket, thread cache) loads only once the
// server confirmed a session: a visitor's page never downloads it.
import { lazy, Suspense } from "react";
import { useAuth } from "@/features/auth";

const RealtimeSocket = lazy(() => import("./realtime").then((m) => ({ default: m.RealtimeSocket })));

export function RealtimeConnection() {
  const { status } = useAuth();
  if (status !== "signedIn") return null;
  return (
    <Suspense fallback={null}>
      <RealtimeSocket />
    </Suspense>
  );
}
