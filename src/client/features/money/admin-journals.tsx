// A booking's ledger journals for admins, oldest first: what moved, when, why (the memo) and each
// account's signed amount (negative: it left that account).
import { formatUsd } from "@contract/currency";
import { format as formatDate } from "date-fns";
import { JOURNAL_KIND_LABELS, LEDGER_ACCOUNT_LABELS, type AdminBookingMoney } from "@contract/finance";
import { Panel } from "./panel";

export function AdminJournals({ journals }: { journals: AdminBookingMoney["journals"] }) {
  return (
    <Panel id="journals-title" title="Ledger journals">
      {journals.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing has moved on this booking yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {journals.map((j) => (
            <li key={j.id} className="rounded-xl bg-slate-50 p-3 text-sm" data-testid="journal">
              <p className="font-medium text-slate-900">
                {JOURNAL_KIND_LABELS[j.kind]}{" "}
                <span className="font-normal text-slate-600">
                  · {formatDate(new Date(j.createdAt), "MMM d, h:mm:ss a")}
                </span>
              </p>
              {j.memo && <p className="text-xs text-slate-600">{j.memo}</p>}
              <dl className="mt-2 grid gap-1">
                {j.entries.map((e) => (
                  <div key={e.account} className="flex justify-between gap-3">
                    <dt className="text-slate-700">{LEDGER_ACCOUNT_LABELS[e.account]}</dt>
                    <dd
                      className={`whitespace-nowrap font-mono ${e.amount.startsWith("-") ? "text-red-800" : "text-slate-900"}`}
                    >
                      {e.amount.startsWith("-") ? `−${formatUsd(e.amount.slice(1))}` : `+${formatUsd(e.amount)}`}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
