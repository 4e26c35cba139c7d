// What an admin's change of a task's status will do, read from the server before it happens: the
// booking transition it fires and the money it moves (the booking process decides; this only shows it).
import type { UseQueryResult } from "@tanstack/react-query";
import { Info, TriangleAlert } from "lucide-react";
import type { TaskStatusChange } from "@contract/booking-process";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrency } from "@/features/currency";

export function StatusChangeEffects({ change }: { change: UseQueryResult<TaskStatusChange> }) {
  const { format: money } = useCurrency();
  if (change.isPending) return <Skeleton className="h-20 w-full" />;
  if (change.isError)
    return (
      <ErrorNotice
        error={change.error}
        fallback="We could not work out what this change does."
        onRetry={() => void change.refetch()}
      />
    );
  const c = change.data;
  const movesMoney = c.transition !== null;
  const Icon = movesMoney ? TriangleAlert : Info;
  const amounts = [
    c.capture && `Captured: ${money(c.capture)}`,
    c.refund && Number(c.refund) > 0 && `Refunded: ${money(c.refund)}`,
    c.fee && Number(c.fee) > 0 && `Late fee to the tasker: ${money(c.fee)}`,
  ].filter(Boolean);
  return (
    <div
      role="status"
      className={
        movesMoney
          ? "rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          : "rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      }
    >
      <p className="flex items-center gap-2 font-medium">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {movesMoney ? "This changes the booking too" : "What this changes"}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {c.effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      {amounts.length > 0 && <p className="mt-2 font-medium">{amounts.join(" · ")}</p>}
    </div>
  );
}
