// Price changes of a booking: the tasker proposes extra hours or an expense while the job runs; the
// customer approves (charging the saved card) or declines a pending one.
import { useState } from "react";
import type { Adjustment } from "@contract/booking-extras";
import { plural } from "@contract/plural";
import { Button } from "@/components/ui/button";
import { Field, Input, NativeSelect } from "@/components/ui/input";
import { useCurrency } from "@/features/currency";
import { useRetryKey } from "@/lib/idempotency-key";
import { decideAdjustment } from "./api/decide-adjustment";
import { proposeAdjustment } from "./api/propose-adjustment";
import { useExtrasAction } from "./use-extras-action";

const STATUS = { pending: "Waiting for the customer", approved: "Approved and charged", declined: "Declined" };

export function AdjustmentList({ items, canDecide }: { items: Adjustment[]; canDecide: boolean }) {
  const { format } = useCurrency();
  // A retry of the same answer (after an error or a lost answer) sends the same key: charged once.
  const retryKey = useRetryKey();
  const decide = useExtrasAction(
    (v: { id: string; decision: "approve" | "decline" }) =>
      retryKey.send(v, (key) => decideAdjustment(v.id, v.decision, key)),
    "Price change answered",
  );
  return (
    <ul className="grid gap-2">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm">
          <span className="flex-1">
            {a.kind === "extra_hours" ? plural(a.hours ?? 0, "extra hour") : "Expense"}: {format(a.total)} — {a.note}
            <span className="block text-xs text-slate-600">{STATUS[a.status]}</span>
          </span>
          {canDecide && a.status === "pending" && (
            <>
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: a.id, decision: "approve" })}
              >
                Approve {format(a.total)}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: a.id, decision: "decline" })}
              >
                Decline
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ProposeAdjustmentForm({ bookingId }: { bookingId: string }) {
  const [kind, setKind] = useState<"extra_hours" | "expense">("extra_hours");
  const [value, setValue] = useState("1");
  const [note, setNote] = useState("");
  const propose = useExtrasAction(
    () =>
      proposeAdjustment(
        bookingId,
        kind === "extra_hours" ? { kind, hours: Number(value), note } : { kind, amount: value, note },
      ),
    "Price change sent to the customer",
  );
  return (
    <form
      className="grid gap-2 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        propose.mutate(undefined);
      }}
    >
      <Field id={`adj-kind-${bookingId}`} label="Change">
        <NativeSelect
          id={`adj-kind-${bookingId}`}
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          <option value="extra_hours">Extra hours</option>
          <option value="expense">Expense</option>
        </NativeSelect>
      </Field>
      <Field id={`adj-value-${bookingId}`} label={kind === "extra_hours" ? "Hours" : "Amount (USD)"}>
        <Input
          id={`adj-value-${bookingId}`}
          className="w-28"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <Field id={`adj-note-${bookingId}`} label="Note for the customer">
        <Input id={`adj-note-${bookingId}`} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Button type="submit" size="sm" disabled={propose.isPending}>
        Propose
      </Button>
    </form>
  );
}
