// The tasker dashboard's Earnings section: balances, per-booking lines and payouts.
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { earningsQuery } from "./api/earnings";
import { BalanceCards } from "./balance-cards";
import { EarningsLines } from "./earnings-lines";
import { PayoutsPanel } from "./payouts-panel";

export function EarningsSection() {
  const earnings = useQuery(earningsQuery());
  return (
    <Card aria-labelledby="money-title">
      <CardHeader>
        <CardTitle id="money-title">Earnings and payouts</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {earnings.isLoading && <Skeleton className="h-28 rounded-2xl" />}
        {earnings.isError && (
          <ErrorNotice
            error={earnings.error}
            fallback="We could not load your earnings."
            onRetry={() => void earnings.refetch()}
          />
        )}
        {earnings.data && (
          <>
            <BalanceCards balance={earnings.data.balance} paidOutTo={earnings.data.paidOutTo} />
            <div className="grid gap-6 lg:grid-cols-5">
              <div className="lg:col-span-3">
                <EarningsLines lines={earnings.data.lines} />
              </div>
              <div className="lg:col-span-2">
                <PayoutsPanel earnings={earnings.data} />
              </div>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
