// Stripe's own card field (the Card Element, in Stripe's iframe): loaded only when payments go through
// Stripe, from this lazily loaded module, so the built-in provider's pages never fetch Stripe.js.
// The card is turned into a PaymentMethod in the browser; only its id reaches taskly. Stripe's
// messages (an incomplete or invalid number, a refusal) show at the field.
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";

export interface StripeCardHandle {
  /** The PaymentMethod id of the card typed in, or null once Stripe's message shows at the field. */
  createPaymentMethod(): Promise<string | null>;
}

const CARD_STYLE = {
  base: {
    fontSize: "16px",
    color: "#0f172a",
    fontFamily: "system-ui, sans-serif",
    "::placeholder": { color: "#64748b" },
  },
  invalid: { color: "#b91c1c" },
};

const CARD_CLASSES = {
  base: "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-3 shadow-xs",
  focus: "border-brand-600 outline-2 outline-brand-600",
  invalid: "border-red-500",
};

type OnHandle = (handle: StripeCardHandle | null) => void;

function useCardElement(publishableKey: string, onHandle: OnHandle) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let card: StripeCardElement | null = null;
    let gone = false;
    const attach = (stripe: Stripe | null) => {
      if (gone || !mountRef.current) return;
      if (!stripe) return setState("failed");
      card = stripe.elements().create("card", { style: CARD_STYLE, classes: CARD_CLASSES, hidePostalCode: true });
      const element = card;
      const handle: StripeCardHandle = {
        async createPaymentMethod() {
          const { paymentMethod, error: refused } = await stripe.createPaymentMethod({ type: "card", card: element });
          setError(refused ? (refused.message ?? "Check your card details.") : null);
          return paymentMethod?.id ?? null;
        },
      };
      card.on("change", (event) => setError(event.error?.message ?? null));
      card.on("ready", () => {
        setState("ready");
        onHandle(handle);
      });
      card.mount(mountRef.current);
    };
    loadStripe(publishableKey).then(attach, () => !gone && setState("failed"));
    return () => {
      gone = true;
      onHandle(null);
      card?.destroy();
    };
  }, [publishableKey, onHandle]);
  return { mountRef, state, error };
}

/** `onHandle` gets the way to make a PaymentMethod once the field is ready, and null when it is gone. */
export default function StripeCardField({
  publishableKey,
  idPrefix,
  onHandle,
}: {
  publishableKey: string;
  idPrefix: string;
  onHandle: OnHandle;
}) {
  const { mountRef, state, error } = useCardElement(publishableKey, onHandle);
  const labelId = `${idPrefix}-stripe-label`;
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        Card
      </span>
      {state === "failed" ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          We couldn&apos;t load Stripe&apos;s secure card field. Check your connection and reload the page.
        </p>
      ) : (
        <div className="relative min-h-11" aria-busy={state === "loading"}>
          {/* Stripe owns this element's classes (CARD_CLASSES): React never sets them. */}
          <div ref={mountRef} role="group" aria-labelledby={labelId} />
          {state === "loading" && <Skeleton className="absolute inset-0 rounded-lg" />}
        </div>
      )}
      {error && (
        <p id={`${idPrefix}-stripe-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <Lock className="size-3.5 shrink-0" aria-hidden="true" /> Your card is authorized now and charged when the job
        is done. It goes straight to Stripe; taskly never sees the number.
      </p>
    </div>
  );
}
