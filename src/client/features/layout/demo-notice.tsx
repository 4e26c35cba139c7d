// A slim line on every page while the published demo accounts exist, so nobody mistakes the sample
// people, tasks and bookings for real ones (the server says so: GET /api/auth/demo-status).
import { useQuery } from "@tanstack/react-query";
import { demoStatusQuery } from "./api/demo-status";

export function DemoNotice() {
  const { data } = useQuery(demoStatusQuery());
  if (!data?.demoData) return null;
  return (
    // A landmark of its own, so the admin area (which has no header) keeps all content in landmarks.
    <aside aria-label="Demo data" className="bg-amber-100 px-4 py-1 text-center text-xs text-amber-950">
      <span className="font-semibold">Demo data</span>: sample people, tasks and bookings.
    </aside>
  );
}
