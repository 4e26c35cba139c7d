// Three balance cards: held (waiting for the hold or the customer), available, paid out; with the
// tasker's hints on their own Earnings, without them where an admin reads a tasker's balances.
import { Banknote, Clock, Wallet } from "lucide-react";
import type { Earnings } from "@contract/earnings";
import { useCurrency } from "@/features/currency";

const CARDS = [
  { key: "held", label: "Held", hint: "Released 72 h after completion", icon: Clock, tone: "bg-sky-50 text-sky-700" },
  {
    key: "available",
    label: "Available",
    hint: "Ready to pay out",
    icon: Wallet,
    tone: "bg-emerald-50 text-emerald-700",
  },
  { key: "paidOut", label: "Paid out", hint: "Sent to your bank", icon: Banknote, tone: "bg-slate-100 text-slate-700" },
] as const;

export function BalanceCards({ balance, hints = true }: { balance: Earnings["balance"]; hints?: boolean }) {
  const { format } = useCurrency();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Balances">
      {CARDS.map(({ key, label, hint, icon: Icon, tone }) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={`balance-${key}`}>
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            <span className={`inline-flex size-8 items-center justify-center rounded-full ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          <p className="mt-1 text-2xl font-bold text-slate-900">{format(balance[key])}</p>
          {hints && <p className="text-xs text-slate-600">{hint}</p>}
        </li>
      ))}
    </ul>
  );
}
