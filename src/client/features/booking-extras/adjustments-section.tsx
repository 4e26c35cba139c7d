// Price changes of a booking: the tasker proposes extra hours or an expense while the job runs; the
// customer approves (charging the saved card) or declines a pending one.
import { useForm } from "react-hook-form";
import type { Adjustment } from "@contract/booking-extras";
import { plural } from "@contract/plural";
import { Button } from "@/components/ui/button";
import { FormAlert, registerField } from "@/components/ui/form-fields";
import { Field, Input, NativeSelect, Textarea } from "@/components/ui/input";
import { useCurrency } from "@/features/currency";
import { showServerErrors } from "@/lib/form-errors";
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

type ProposeForm = { kind: "extra_hours" | "expense"; hours: string; amount: string; note: string };
const EMPTY: ProposeForm = { kind: "extra_hours", hours: "1", amount: "", note: "" };

/** The tasker's proposal; empty again once sent. The panel offers it only while none is pending. */
export function ProposeAdjustmentForm({ bookingId }: { bookingId: string }) {
  const form = useForm<ProposeForm>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const kind = form.watch("kind");
  const propose = useExtrasAction(
    ({ kind, hours, amount, note }: ProposeForm) =>
      proposeAdjustment(
        bookingId,
        kind === "extra_hours" ? { kind, hours: Number(hours), note } : { kind, amount, note },
      ),
    "Price change sent to the customer",
    (error) => showServerErrors(form.setError, error, ["kind", "hours", "amount", "note"]),
  );
  const id = (name: string) => `adj-${name}-${bookingId}`;
  return (
    <form
      className="grid gap-3 rounded-xl border border-slate-200 p-3"
      noValidate
      onSubmit={form.handleSubmit((input) => propose.mutate(input, { onSuccess: () => form.reset(EMPTY) }))}
    >
      <p className="text-sm font-medium text-slate-900">Propose a price change</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id("kind")} label="Change" error={errors.kind?.message}>
          <NativeSelect {...registerField(form, "kind", id("kind"))}>
            <option value="extra_hours">Extra hours</option>
            <option value="expense">Expense</option>
          </NativeSelect>
        </Field>
        {kind === "extra_hours" ? (
          <Field id={id("hours")} label="Hours" error={errors.hours?.message}>
            <Input inputMode="numeric" {...registerField(form, "hours", id("hours"))} />
          </Field>
        ) : (
          <Field id={id("amount")} label="Amount (USD)" error={errors.amount?.message}>
            <Input inputMode="decimal" {...registerField(form, "amount", id("amount"))} />
          </Field>
        )}
      </div>
      <Field id={id("note")} label="Note for the customer" error={errors.note?.message}>
        <Textarea className="min-h-20" {...registerField(form, "note", id("note"))} />
      </Field>
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" size="sm" disabled={propose.isPending}>
          Propose
        </Button>
      </div>
    </form>
  );
}
