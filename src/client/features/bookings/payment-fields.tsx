// The card of the payment step, whichever processor takes it: the built-in provider's card fields,
// or Stripe's own card field when payments go through Stripe (GET /api/payments/config). `submit`
// checks the card fields or has Stripe.js make a PaymentMethod, then hands the booking what it
// sends: `{ card }` or `{ paymentMethodId }`.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CardInput } from "@contract/bookings";
import type { PaymentsConfig } from "@contract/payments";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { paymentsConfigQuery, StripeCardField, type StripeCardHandle } from "@/features/payments";
import { CardFields, useCardForm } from "./card-fields";

export type PaymentMethodInput = { card: CardInput } | { paymentMethodId: string };

export interface PaymentForm {
  config: UseQueryResult<PaymentsConfig>;
  card: UseFormReturn<CardInput>;
  /** Stripe's card field hands over how to make a PaymentMethod once it is ready. */
  onStripeHandle(handle: StripeCardHandle | null): void;
  /** True until the payment form is ready (and while Stripe.js makes the PaymentMethod): nothing to submit. */
  busy: boolean;
  /** Checks the card (or has Stripe make a PaymentMethod) and calls `pay` with it; nothing when it is refused. */
  submit(pay: (method: PaymentMethodInput) => void): Promise<void>;
}

export function usePaymentForm(): PaymentForm {
  const config = useQuery(paymentsConfigQuery());
  const card = useCardForm();
  const [stripe, setStripe] = useState<StripeCardHandle | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const usesStripe = config.data?.provider === "stripe";
  const submit = async (pay: (method: PaymentMethodInput) => void) => {
    if (!usesStripe) return card.handleSubmit((details) => pay({ card: details }))();
    if (tokenizing || !stripe) return;
    setTokenizing(true);
    const paymentMethodId = await stripe.createPaymentMethod().finally(() => setTokenizing(false));
    if (paymentMethodId) pay({ paymentMethodId });
  };
  const busy = !config.isSuccess || (usesStripe && (!stripe || tokenizing));
  return { config, card, onStripeHandle: setStripe, busy, submit };
}

export function PaymentFields({ payment, idPrefix = "card" }: { payment: PaymentForm; idPrefix?: string }) {
  const { config } = payment;
  const loading = <Skeleton className="h-24 w-full rounded-lg" />;
  if (config.isPending) return loading;
  if (config.isError)
    return (
      <ErrorNotice
        error={config.error}
        fallback="We could not load the payment form."
        onRetry={() => void config.refetch()}
      />
    );
  if (config.data.provider === "stripe" && config.data.publishableKey)
    return (
      <Suspense fallback={loading}>
        <StripeCardField
          publishableKey={config.data.publishableKey}
          idPrefix={idPrefix}
          onHandle={payment.onStripeHandle}
        />
      </Suspense>
    );
  return <CardFields form={payment.card} idPrefix={idPrefix} />;
}
