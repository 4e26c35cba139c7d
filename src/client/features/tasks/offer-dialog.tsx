// 'Send Offer': message, hourly rate (USD) and estimated hours, checked with the shared schema.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { MIN_HOURLY_RATE } from "@contract/constants";
import { createOfferSchema, OFFER_HOURS_MAX, type OpenTask } from "@contract/tasks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Field, Input, NativeSelect, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCurrency } from "@/features/currency/currency-context";
import { useOwnTaskerProfile } from "@/features/tasker-side/use-own-profile";
import { ApiRequestError, apiRequest, errorMessage } from "@/lib/api";
import { refreshTaskQueries } from "./task-ui";

const MIN_RATE_HINT = `At least $${MIN_HOURLY_RATE.toFixed(2)} an hour.`;
type Errors = Partial<Record<"message" | "proposedRate" | "estimatedDuration", string>>;

export function OfferDialog({ task, open, onOpenChange }: { task: OpenTask; open: boolean; onOpenChange(open: boolean): void }) {
  const { format, currency } = useCurrency();
  const [message, setMessage] = useState("");
  const [rate, setRate] = useState("");
  const [hours, setHours] = useState("2");
  const [errors, setErrors] = useState<Errors>({});
  // The rate starts at the tasker's own hourly rate (GET /api/taskers/profile) until they type.
  const own = useOwnTaskerProfile(open);
  const [rateTouched, setRateTouched] = useState(false);
  const ownRate = own.data?.hourlyRate ?? null;
  if (open && !rateTouched && !rate && ownRate) setRate(Number(ownRate).toFixed(2));
  const send = useMutation({
    mutationFn: (body: unknown) => apiRequest("POST", `/api/tasks/${task.id}/offers`, body),
    onSuccess: () => {
      toast({ title: "Offer sent!", description: `${task.customer.name} will see your offer on their task.`, variant: "success" });
      onOpenChange(false);
      setMessage("");
      setRate("");
      setRateTouched(false);
      setErrors({});
      void refreshTaskQueries();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) setErrors(error.fieldErrors as Errors);
      toast({ title: "Error sending offer", description: errorMessage(error), variant: "destructive" });
      if (error instanceof ApiRequestError && error.status === 409) void refreshTaskQueries();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOfferSchema.safeParse({ message, proposedRate: rate, estimatedDuration: hours });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate({ message: message.trim(), proposedRate: rate.trim(), estimatedDuration: Number(hours) });
  };

  const rateNumber = Number(rate);
  const total = Number.isFinite(rateNumber) && rateNumber > 0 ? rateNumber * Number(hours) : null;
  const err = (key: keyof Errors) => (errors[key] ? { "aria-invalid": true, "aria-describedby": `offer-${key}-error` } : {});

  return (
    <Dialog open={open} onOpenChange={(next) => { onOpenChange(next); if (!next) setErrors({}); }}>
      <DialogContent>
        <DialogHeader title="Send Offer" description={<>For <span className="font-medium text-slate-900">{task.title}</span></>} />
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="offer-message" label="Message to the customer" error={errors.message}>
            <Textarea
              id="offer-message"
              rows={4}
              value={message}
              maxLength={2000}
              onChange={(e) => { setMessage(e.target.value); setErrors((x) => ({ ...x, message: undefined })); }}
              placeholder="Hi! I've done this many times and can bring my own tools..."
              {...err("message")}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="offer-proposedRate" label="Your rate (USD per hour)" error={errors.proposedRate} hint={MIN_RATE_HINT}>
              <Input id="offer-proposedRate" inputMode="decimal" value={rate} onChange={(e) => { setRate(e.target.value); setRateTouched(true); setErrors((x) => ({ ...x, proposedRate: undefined })); }} placeholder="45.00" {...err("proposedRate")} />
            </Field>
            <Field id="offer-estimatedDuration" label="Estimated hours" error={errors.estimatedDuration}>
              <NativeSelect id="offer-estimatedDuration" value={hours} onChange={(e) => { setHours(e.target.value); setErrors((x) => ({ ...x, estimatedDuration: undefined })); }} {...err("estimatedDuration")}>
                {Array.from({ length: OFFER_HOURS_MAX }, (_, i) => i + 1).map((h) => (
                  <option key={h} value={h}>{h} {h === 1 ? "hour" : "hours"}</option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" aria-live="polite">
            {total === null ? "Enter your hourly rate to see the estimate." : (
              <>Estimated total for the customer: <span className="font-semibold text-slate-900">{format(total)}</span>
                {currency !== "USD" && <span className="text-slate-500"> (converted from USD)</span>}</>
            )}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" disabled={send.isPending}>{send.isPending ? "Sending..." : "Send Offer"}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
