// The post-task success step's line on task alerts: "12 taskers near you were alerted", counted as
// the background fan-out finishes (asked again for a few seconds after posting).
import { useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { plural } from "@contract/plural";
import { ALERTED_POLL, alertedQuery } from "./api/alerted";

export function AlertedTaskers({ taskId }: { taskId: string }) {
  const [postedAt] = useState(() => Date.now());
  const alerted = useQuery(alertedQuery(taskId, postedAt));
  const count = alerted.data?.count ?? 0;
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), ALERTED_POLL.forMs);
    return () => clearTimeout(timer);
  }, []);
  if (alerted.isError) return null;
  const text =
    count > 0
      ? `${plural(count, "tasker")} near you ${count === 1 ? "was" : "were"} alerted`
      : waiting
        ? "Alerting taskers near you…"
        : "Taskers near you will see it on Find Work";
  return (
    <p
      className="mx-auto mt-4 inline-flex max-w-full items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800"
      data-testid="alerted-taskers"
      aria-live="polite"
    >
      <BellRing className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
