// The itemised receipt of a booking: the job, the service fee, tips, adjustments and refunds, the
// total charged and the card; with the state of the tasker's payment. In another display currency
// each line is converted once and the total is the sum of the lines shown.
import { format as formatDate } from "date-fns";
import type { Receipt } from "@contract/receipts";
import { FUNDS_STATUS_LABELS } from "@contract/earnings";
import { formatLines } from "@contract/money-lines";
import { plural } from "@contract/plural";
import { ChargedInUsd, useCurrency } from "@/features/currency";
import { ReleasePaymentButton } from "./release-button";

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { currency, rates } = useCurrency();
  const shown = formatLines(
    receipt.items.map((item) => ({
      amountUsd: item.kind === "refund" ? `-${item.amount}` : item.amount,
      quantity: item.hours,
      unitUsd: item.rate,
    })),
    currency,
    rates,
  );
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      aria-labelledby="receipt-title"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
            Receipt
          </h1>
          <p className="text-sm text-slate-600">{receipt.number}</p>
        </div>
        <p className="text-sm text-slate-600">
          {receipt.completedAt ? formatDate(new Date(receipt.completedAt), "MMMM d, yyyy") : ""}
        </p>
      </header>
      <p className="mt-4 text-slate-800">
        <span className="font-semibold">{receipt.taskTitle}</span> by {receipt.taskerName}, for {receipt.customerName}
      </p>
      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">Items</caption>
        <tbody className="divide-y divide-slate-100">
          {receipt.items.map((item, i) => (
            <tr key={item.kind}>
              <th scope="row" className="py-2 text-left font-normal text-slate-700">
                {item.hours && shown.units[i] ? `${plural(item.hours, "hour")} × ${shown.units[i]}` : item.label}
              </th>
              <td className="py-2 text-right text-slate-900" data-testid={`receipt-${item.kind}`}>
                {shown.lines[i].replace(/^-/, "− ")}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-200">
            <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
              Total charged
            </th>
            <td className="pt-3 text-right text-lg font-bold text-slate-900" data-testid="receipt-total">
              {shown.total}
            </td>
          </tr>
        </tfoot>
      </table>
      {receipt.card && <p className="mt-2 text-xs text-slate-600">Paid with {receipt.card}.</p>}
      <ChargedInUsd amountUsd={receipt.total} className="mt-1" />
      {receipt.payment && (
        <div className="mt-6 grid gap-3 rounded-xl bg-slate-50 p-4 text-sm">
          <p className="text-slate-700">
            Payment to your tasker: <span className="font-medium">{FUNDS_STATUS_LABELS[receipt.payment.status]}</span>
          </p>
          <ReleasePaymentButton bookingId={receipt.bookingId} withHint />
        </div>
      )}
    </article>
  );
}
