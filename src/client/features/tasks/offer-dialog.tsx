// 'Send Offer': message, hourly rate (USD) and estimated hours, checked with the shared schema
// on submit; typing in a field clears its error. The estimate shows what the customer would pay
// (the contract's booking price: rate × hours plus the service fee) and what the tasker receives.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { durationSchema } from "@contract/bookings";
import { MIN_HOURLY_RATE, SERVICE_FEE_PERCENT } from "@contract/constants";
import { bookingAmountStrings } from "@contract/money";
import { createOfferSchema, OFFER_HOURS_MAX, type CreateOfferInput, type OpenTask } from "@contract/tasks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Field, Input, NativeSelect, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCurrency } from "@/features/currency";
import { useOwnTaskerProfile } from "@/features/taskers";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { showServerErrors } from "@/lib/form-errors";
import { sendOffer } from "./api/offers";
import { refreshTaskQueries } from "./api/refresh";
import { CustomerRatingText } from "./task-ui";

type OfferForm = z.input<typeof createOfferSchema>;
type OfferField = keyof OfferForm;
const EMPTY: OfferForm = { message: "", proposedRate: "", estimatedDuration: "2" };
const MIN_RATE_HINT = `At least $${MIN_HOURLY_RATE.toFixed(2)} an hour.`;

/** What a booking of the offer would cost (null until the rate and hours are valid). */
function offerEstimate(rate: string, hours: string) {
  const r = createOfferSchema.shape.proposedRate.safeParse(rate);
  const h = durationSchema.safeParse(Number(hours));
  return r.success && h.success ? bookingAmountStrings(r.data, h.data) : null;
}

export function OfferDialog({
  task,
  open,
  onOpenChange,
}: {
  task: OpenTask;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { format, currency } = useCurrency();
  const form = useForm<OfferForm, unknown, z.output<typeof createOfferSchema>>({
    resolver: zodResolver(createOfferSchema),
    defaultValues: EMPTY,
    reValidateMode: "onSubmit",
  });
  const { errors } = form.formState;
  const rate = String(form.watch("proposedRate") ?? "");
  const hours = String(form.watch("estimatedDuration") ?? "");
  // The rate starts at the tasker's own hourly rate until they type.
  const own = useOwnTaskerProfile(open);
  const [rateTouched, setRateTouched] = useState(false);
  const ownRate = own.data?.hourlyRate ?? null;
  useEffect(() => {
    if (!open || rateTouched || form.getValues("proposedRate") || !ownRate) return;
    form.setValue("proposedRate", Number(ownRate).toFixed(2));
  }, [open, rateTouched, ownRate, form]);
  const field = (name: OfferField) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        if (name === "proposedRate") setRateTouched(true);
      },
    });
  const send = useMutation({
    mutationFn: (offer: CreateOfferInput) => sendOffer(task.id, offer),
    onSuccess: () => {
      toast({
        title: "Offer sent!",
        description: `${task.customer.name} will see your offer on their task.`,
        variant: "success",
      });
      onOpenChange(false);
      form.reset({ ...EMPTY, estimatedDuration: form.getValues("estimatedDuration") });
      setRateTouched(false);
      void refreshTaskQueries();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400)
        showServerErrors(form.setError, error, ["message", "proposedRate", "estimatedDuration"]);
      toast({ title: "Error sending offer", description: errorMessage(error), variant: "destructive" });
      if (error instanceof ApiRequestError && error.status === 409) void refreshTaskQueries();
    },
  });

  const submit = form.handleSubmit((offer) => send.mutate(offer));

  const estimate = offerEstimate(rate, hours);
  const err = (key: OfferField) =>
    errors[key] ? { "aria-invalid": true, "aria-describedby": `offer-${key}-error` } : {};

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) form.clearErrors();
      }}
    >
      <DialogContent>
        <DialogHeader
          title="Send Offer"
          description={
            <>
              For <span className="font-medium text-slate-900">{task.title}</span>, posted by {task.customer.name}
              {task.customerReviewCount > 0 && " · "}
              <CustomerRatingText task={task} />
            </>
          }
        />
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field id="offer-message" label="Message to the customer" error={errors.message?.message}>
            <Textarea
              id="offer-message"
              rows={4}
              maxLength={2000}
              {...field("message")}
              placeholder="Hi! I've done this many times and can bring my own tools..."
              {...err("message")}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="offer-proposedRate"
              label="Your rate (USD per hour)"
              error={errors.proposedRate?.message}
              hint={MIN_RATE_HINT}
            >
              <Input
                id="offer-proposedRate"
                inputMode="decimal"
                {...field("proposedRate")}
                placeholder="45.00"
                {...err("proposedRate")}
              />
            </Field>
            <Field id="offer-estimatedDuration" label="Estimated hours" error={errors.estimatedDuration?.message}>
              <NativeSelect id="offer-estimatedDuration" {...field("estimatedDuration")} {...err("estimatedDuration")}>
                {Array.from({ length: OFFER_HOURS_MAX }, (_, i) => i + 1).map((h) => (
                  <option key={h} value={h}>
                    {h} {h === 1 ? "hour" : "hours"}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" aria-live="polite">
            {estimate === null ? (
              "Enter your hourly rate to see the estimate."
            ) : (
              <>
                Estimated total for the customer:{" "}
                <span className="font-semibold text-slate-900" data-testid="offer-customer-total">
                  {format(estimate.total)}
                </span>{" "}
                (includes the {SERVICE_FEE_PERCENT}% service fee of {format(estimate.serviceFee)}). You receive{" "}
                <span className="font-semibold text-slate-900" data-testid="offer-tasker-share">
                  {format(estimate.subtotal)}
                </span>
                .{currency !== "USD" && <span className="text-slate-600"> Converted from USD.</span>}
              </>
            )}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send Offer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
