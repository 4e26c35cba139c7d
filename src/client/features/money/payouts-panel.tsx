// The payout side of Earnings: the account (masked, or the form to add one; with Stripe, the Stripe
// setup instead), the 'Pay out' button for the available balance with why it cannot be used now, the
// payout history and the monthly statement download.
import { useMutation, useQuery } from "@tanstack/react-query";
import { Download, Landmark } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { ID_REQUIRED_FOR_PAYOUT } from "@contract/badges";
import type { Earnings } from "@contract/earnings";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCurrency } from "@/features/currency";
import { errorMessage } from "@/lib/api";
import { refreshMoney } from "@/lib/query-roots";
import { payoutAccountQuery } from "./api/payout-account";
import { payoutsQuery, requestPayout } from "./api/payouts";
import { statementUrl } from "./api/statement";
import { PayoutAccountForm } from "./payout-account-form";
import { PayoutHistory } from "./payout-history";
import { StripePayoutSetup } from "./stripe-payout-setup";

function PayOutButton({ earnings }: { earnings: Earnings }) {
  const { format } = useCurrency();
  const pay = useMutation({
    mutationFn: requestPayout,
    onSuccess: (p) =>
      toast(
        p.status === "failed"
          ? { title: "Payout failed", description: p.failureMessage ?? undefined, variant: "destructive" }
          : {
              title: p.status === "paid" ? "Payout sent" : "Payout on its way",
              description: `${format(p.amount)} to ${p.destination}`,
              variant: "success",
            },
      ),
    onError: (e) => toast({ title: "No payout", description: errorMessage(e), variant: "destructive" }),
    onSettled: refreshMoney,
  });
  const enough = Number(earnings.balance.available) >= Number(earnings.minimumPayout);
  const stripe = earnings.paidOutTo === "stripe";
  const why =
    earnings.payoutBlocker ??
    (!enough
      ? stripe
        ? "Money released to you goes straight to your Stripe account."
        : `You can pay out from ${format(earnings.minimumPayout)} available.`
      : stripe
        ? "This money could not be sent to Stripe yet: send it now."
        : "Paid out automatically every Monday, or now.");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => pay.mutate()} disabled={pay.isPending || earnings.payoutBlocker !== null || !enough}>
        Pay out {format(earnings.balance.available)}
      </Button>
      <p className="text-sm text-slate-600">
        {why}
        {earnings.payoutBlocker === ID_REQUIRED_FOR_PAYOUT && (
          <>
            {" "}
            <Link href="/tasker-profile#verify-id" className="font-semibold text-brand-700 hover:underline">
              Verify your ID
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

function BankAccount() {
  const account = useQuery(payoutAccountQuery());
  const [editing, setEditing] = useState(false);
  const current = account.data?.account;
  if (current && !editing)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        <Landmark className="size-4 text-slate-600" aria-hidden="true" />
        <span className="font-medium text-slate-900" data-testid="payout-account">
          {current.masked}
        </span>
        <span className="text-slate-600">{current.holderName}</span>
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => setEditing(true)}>
          Change
        </Button>
      </div>
    );
  return account.isSuccess ? <PayoutAccountForm onSaved={() => setEditing(false)} /> : null;
}

export function PayoutsPanel({ earnings }: { earnings: Earnings }) {
  const history = useQuery(payoutsQuery());
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  return (
    <div className="grid gap-5">
      <section aria-labelledby="payout-account-title" className="grid gap-3">
        <h3 id="payout-account-title" className="font-semibold text-slate-900">
          Payout account
        </h3>
        {earnings.paidOutTo === "stripe" ? <StripePayoutSetup /> : <BankAccount />}
      </section>
      <PayOutButton earnings={earnings} />
      <section aria-labelledby="payout-history-title">
        <h3 id="payout-history-title" className="font-semibold text-slate-900">
          Payout history
        </h3>
        <PayoutHistory payouts={history.data} />
      </section>
      <section aria-labelledby="statement-title" className="flex flex-wrap items-end gap-3">
        <h3 id="statement-title" className="sr-only">
          Monthly statement
        </h3>
        <Field id="statement-month" label="Monthly statement (CSV)">
          <Input
            id="statement-month"
            type="month"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            className="w-48"
          />
        </Field>
        <Button variant="outline" asChild>
          <a href={statementUrl(month)} download>
            <Download /> Download statement
          </a>
        </Button>
      </section>
    </div>
  );
}
