// The payout account when taskly pays through Stripe: bank details go to Stripe on its own pages
// (Connect onboarding, `POST /api/payments/onboarding` gives the link), never to taskly. Back on
// the dashboard (?payouts=connected, or ?payouts=retry when the link expired) it shows where the
// setup stands: not started, Stripe still needs details, Stripe is reviewing them, payouts enabled.
import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2, ExternalLink, Hourglass } from "lucide-react";
import type { OnboardingStatus } from "@contract/payments";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { onboardingStatusQuery, startOnboarding } from "@/features/payments";
import { errorMessage } from "@/lib/api";

const TEXT: Record<OnboardingStatus["status"], string> = {
  not_started:
    "taskly pays you through Stripe. Set up your payout account on Stripe's secure pages: your bank details go to Stripe, never to taskly.",
  incomplete: "Stripe still needs a few details before it can pay you.",
  in_review: "Stripe is reviewing your details. Your money is sent to Stripe as soon as it enables payouts.",
  enabled: "Money released to you goes to your Stripe account at once; Stripe pays your bank on its own schedule.",
};

function SetupButton({ status }: { status: OnboardingStatus["status"] }) {
  const open = useMutation({
    mutationFn: startOnboarding,
    onSuccess: (link) => window.location.assign(link.url),
    onError: (e) => toast({ title: "Stripe is not available", description: errorMessage(e), variant: "destructive" }),
  });
  return (
    <Button onClick={() => open.mutate()} disabled={open.isPending || open.isSuccess} className="sm:justify-self-start">
      <ExternalLink /> {status === "not_started" ? "Set up payouts with Stripe" : "Continue setup with Stripe"}
    </Button>
  );
}

export function StripePayoutSetup() {
  const setup = useQuery(onboardingStatusQuery());
  const expired = new URLSearchParams(window.location.search).get("payouts") === "retry";
  if (setup.isPending) return <Skeleton className="h-20 rounded-xl" />;
  if (setup.isError)
    return (
      <ErrorNotice
        error={setup.error}
        fallback="We could not load your Stripe setup."
        onRetry={() => void setup.refetch()}
      />
    );
  const { status, account } = setup.data;
  return (
    <div className="grid gap-3 rounded-xl bg-slate-50 p-3 text-sm" data-testid="stripe-payouts">
      {account && (
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{account}</span>
          {status === "enabled" ? (
            <Badge variant="success">
              <CheckCircle2 className="size-3.5" aria-hidden="true" /> Payouts enabled
            </Badge>
          ) : (
            <Badge variant="warning">
              <Hourglass className="size-3.5" aria-hidden="true" />{" "}
              {status === "in_review" ? "In review" : "Setup not finished"}
            </Badge>
          )}
        </p>
      )}
      {expired && status !== "enabled" && (
        <p role="status" className="text-slate-800">
          Your Stripe setup link expired. Continue where you left off.
        </p>
      )}
      <p className="text-slate-700">{TEXT[status]}</p>
      {status === "in_review" && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void setup.refetch()}>
          Check again
        </Button>
      )}
      {(status === "not_started" || status === "incomplete") && <SetupButton status={status} />}
    </div>
  );
}
