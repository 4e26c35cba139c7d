// The customer's tip on a completed booking: an amount charged on the saved card, all to the tasker.
// A refused amount is said at the field.
import { useForm } from "react-hook-form";
import type { CreateTipInput } from "@contract/booking-extras";
import { Button } from "@/components/ui/button";
import { FormAlert, registerField } from "@/components/ui/form-fields";
import { Field, Input } from "@/components/ui/input";
import { showServerErrors } from "@/lib/form-errors";
import { useRetryKey } from "@/lib/idempotency-key";
import { tipBooking } from "./api/tip";
import { useExtrasAction } from "./use-extras-action";

export function TipForm({ bookingId, until }: { bookingId: string; until: string }) {
  const form = useForm<CreateTipInput>({ defaultValues: { amount: "10.00" } });
  const { errors } = form.formState;
  // A retry of the same tip (after an error or a lost answer) sends the same key: charged once.
  const retryKey = useRetryKey();
  const tip = useExtrasAction(
    (value: CreateTipInput) => retryKey.send([bookingId, value.amount], (key) => tipBooking(bookingId, value, key)),
    "Thanks! Your tip was sent.",
    (error) => showServerErrors(form.setError, error, ["amount"]),
  );
  const id = `tip-${bookingId}`;
  return (
    <form className="grid gap-2" noValidate onSubmit={form.handleSubmit((value) => tip.mutate(value))}>
      <Field id={id} label="Tip (USD, 100% to your tasker)" error={errors.amount?.message}>
        <Input className="w-40" inputMode="decimal" {...registerField(form, "amount", id)} />
      </Field>
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button type="submit" size="sm" disabled={tip.isPending}>
          Send tip
        </Button>
        <p className="text-xs text-slate-600">Possible until {new Date(until).toLocaleDateString()}.</p>
      </div>
    </form>
  );
}
