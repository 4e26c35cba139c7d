// The admin Finance page's content: money figures from the ledger, the reconcile result and the
// taskers whose payouts are paused (with unpause), plus a form to pause a tasker's payouts.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format as formatDate } from "date-fns";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { AdminFinance } from "@contract/finance";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { pausePayouts, unpausePayouts } from "./api/admin-finance";
import { moneyKeys } from "./api/keys";

const FIGURES = [
  ["volume", "Volume charged"],
  ["fees", "taskly fees"],
  ["refunds", "Refunds"],
  ["held", "Held for taskers"],
  ["payable", "Payable to taskers"],
  ["paidOut", "Paid out"],
] as const;

export function FinanceFigures({ finance }: { finance: AdminFinance }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {FIGURES.map(([key, label]) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={`finance-${key}`}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">${finance[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Reconcile({ finance }: { finance: AdminFinance }) {
  const { violations, checkedAt } = finance.reconcile;
  const ok = violations.length === 0 && finance.ledgerBalanceCents === 0;
  return (
    <section aria-labelledby="reconcile-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="reconcile-title" className="flex items-center gap-2 font-semibold text-slate-900">
        {ok ? (
          <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-5 text-red-700" aria-hidden="true" />
        )}
        Reconcile: {ok ? "the ledger balances and every rule holds" : `${violations.length} broken rule(s)`}
      </h2>
      <p className="text-xs text-slate-600">
        Ledger balance {finance.ledgerBalanceCents} cents · checked{" "}
        {formatDate(new Date(checkedAt), "MMM d, h:mm:ss a")}
      </p>
      {violations.length > 0 && (
        <ul className="mt-3 grid gap-2 text-sm">
          {violations.map((v) => (
            <li key={`${v.rule}-${v.subject}`} className="rounded-xl bg-red-50 p-3 text-red-900">
              <span className="font-medium">{v.rule}</span>: {v.subject} ({v.detail})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PausedPayouts({ finance }: { finance: AdminFinance }) {
  const queryClient = useQueryClient();
  const [taskerId, setTaskerId] = useState("");
  const [reason, setReason] = useState("");
  const done = (title: string) => {
    toast({ title, variant: "success" });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
  };
  const fail = (e: unknown) => toast({ title: "Not changed", description: errorMessage(e), variant: "destructive" });
  const pause = useMutation({
    mutationFn: () => pausePayouts(taskerId.trim(), reason),
    onSuccess: () => done("Payouts paused"),
    onError: fail,
  });
  const unpause = useMutation({ mutationFn: unpausePayouts, onSuccess: () => done("Payouts resumed"), onError: fail });
  return (
    <section aria-labelledby="paused-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="paused-title" className="font-semibold text-slate-900">
        Paused payouts
      </h2>
      {finance.pausedTaskers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No tasker's payouts are paused.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {finance.pausedTaskers.map((p) => (
            <li key={p.taskerId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{p.name}</span> · {p.reason} · since{" "}
                {formatDate(new Date(p.pausedAt), "MMM d")}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => unpause.mutate(p.taskerId)}
                disabled={unpause.isPending}
              >
                Resume payouts
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          pause.mutate();
        }}
      >
        <Field id="pause-tasker" label="Tasker user id">
          <Input id="pause-tasker" value={taskerId} onChange={(e) => setTaskerId(e.target.value)} spellCheck={false} />
        </Field>
        <Field id="pause-reason" label="Reason">
          <Input id="pause-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Button type="submit" disabled={pause.isPending}>
          Pause payouts
        </Button>
      </form>
    </section>
  );
}
