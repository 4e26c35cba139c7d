// The customer's tip on a completed booking: an amount charged on the saved card, all to the tasker.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { useRetryKey } from "@/lib/idempotency-key";
import { tipBooking } from "./api/tip";
import { useExtrasAction } from "./use-extras-action";

export function TipForm({ bookingId, until }: { bookingId: string; until: string }) {
  const [amount, setAmount] = useState("10.00");
  // A retry of the same tip (after an error or a lost answer) sends the same key: charged once.
  const retryKey = useRetryKey();
  const tip = useExtrasAction(
    (value: string) => retryKey.send([bookingId, value], (key) => tipBooking(bookingId, { amount: value }, key)),
    "Thanks! Your tip was sent.",
  );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        tip.mutate(amount);
      }}
    >
      <Field id={`tip-${bookingId}`} label="Tip (USD, 100% to your tasker)">
        <Input
          id={`tip-${bookingId}`}
          className="w-32"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <Button type="submit" size="sm" disabled={tip.isPending}>
        Send tip
      </Button>
      <p className="w-full text-xs text-slate-600">Possible until {new Date(until).toLocaleDateString()}.</p>
    </form>
  );
}
