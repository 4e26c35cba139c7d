// Three balance cards: held (waiting for the hold or the customer), available, paid out (to the
// tasker's bank, or with Stripe to their Stripe account, which pays their bank on its own schedule);
// with the tasker's hints on their own Earnings, without them where an admin reads a tasker's balances.
import { Banknote, Clock, Wallet } from "lucide-react";
import type { Earnings } from "@contract/earnings";
import { useCurrency } from "@/features/currency";

const CARDS = [
  { key: "held", label: "Held", icon: Clock, tone: "bg-sky-50 text-sky-700" },
  { key: "available", label: "Available", icon: Wallet, tone: "bg-emerald-50 text-emerald-700" },
  { key: "paidOut", label: "Paid out", icon: Banknote, tone: "bg-slate-100 text-slate-700" },
] as const;

const HINTS: Record<Earnings["paidOutTo"], Record<(typeof CARDS)[number]["key"], string>> = {
  bank: { held: "Released 72 h after completion", available: "Ready to pay out", paidOut: "Sent to your bank" },
  stripe: {
    held: "Released 72 h after completion",
    available: "Not sent to Stripe yet",
    paidOut: "Sent to your Stripe account",
  },
};

/** `paidOutTo` picks the tasker's hints; without it (an admin's view) the cards carry none. */
export function BalanceCards({
  balance,
  paidOutTo,
}: {
  balance: Earnings["balance"];
  paidOutTo?: Earnings["paidOutTo"];
}) {
  const { format } = useCurrency();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Balances">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={`balance-${key}`}>
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            <span className={`inline-flex size-8 items-center justify-center rounded-full ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          <p className="mt-1 text-2xl font-bold text-slate-900">{format(balance[key])}</p>
          {paidOutTo && <p className="text-xs text-slate-600">{HINTS[paidOutTo][key]}</p>}
        </li>
      ))}
    </ul>
  );
}
