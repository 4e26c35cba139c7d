// /admin/disputes: disputes waiting for taskly (escalated by default), each with the amounts asked
// and countered, a link to the booking's money and the split form: refund X to the customer, release
// the rest, with a note. Amounts are in USD, the currency the card was charged in and the refund is
// typed in. The photos the two sent each other in messages are the dispute's evidence (Message photos).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import type { AdminDispute } from "@contract/booking-extras";
import { formatUsd } from "@contract/currency";
import { Button } from "@/components/ui/button";
import { Field, Input, NativeSelect, Textarea } from "@/components/ui/input";
import { AdminLayout } from "@/features/admin/admin-layout";
import { adminDisputesQuery, disputeEvidenceQuery, resolveDispute } from "@/features/booking-extras";
import { PhotoGallery } from "@/components/photos";
import { format } from "date-fns";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { refreshMoney } from "@/lib/query-roots";

/** The pair's message photos, loaded when the admin asks for them. */
function Evidence({ dispute }: { dispute: AdminDispute }) {
  const [open, setOpen] = useState(false);
  const evidence = useQuery({ ...disputeEvidenceQuery(dispute.id), enabled: open });
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? "Hide message photos" : "Message photos"}
      </Button>
      {open && evidence.isLoading && <p className="text-slate-600">Loading photos...</p>}
      {open && evidence.isError && <p role="alert">{errorMessage(evidence.error)}</p>}
      {open && evidence.data?.messages.length === 0 && (
        <p className="text-slate-600">They sent each other no photos in messages.</p>
      )}
      {open && evidence.data && evidence.data.messages.length > 0 && (
        <ul className="grid gap-3" aria-label={`Message photos: ${dispute.taskTitle}`}>
          {evidence.data.messages.map((m) => {
            const sent = format(new Date(m.sentAt), "MMM d, yyyy, h:mm a");
            return (
              <li key={m.messageId} className="grid gap-1 rounded-xl bg-slate-50 p-3">
                <p className="text-slate-700">
                  <span className="font-medium text-slate-900">{m.senderName}</span> sent {sent}
                  {m.content ? `: ${m.content}` : ""}
                </p>
                <PhotoGallery
                  photos={m.photos}
                  label={`Photos from ${m.senderName}`}
                  caption={`Sent ${sent}`}
                  size="sm"
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function SplitForm({ dispute }: { dispute: AdminDispute }) {
  const [refund, setRefund] = useState(dispute.counterRefund ?? dispute.requestedRefund);
  const [note, setNote] = useState("");
  const resolve = useMutation({
    mutationFn: () => resolveDispute(dispute.id, { refund, note }),
    onSuccess: () => {
      toast({ title: "Dispute settled", variant: "success" });
      void refreshMoney();
    },
    onError: (e) => toast({ title: "Not settled", description: errorMessage(e), variant: "destructive" }),
  });
  const id = (name: string) => `split-${name}-${dispute.id}`;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        resolve.mutate();
      }}
    >
      <Field id={id("refund")} label={`Refund in USD (at most ${formatUsd(dispute.refundable)})`}>
        <Input id={id("refund")} inputMode="decimal" value={refund} onChange={(e) => setRefund(e.target.value)} />
      </Field>
      <Field id={id("note")} label="Note to both sides">
        <Textarea id={id("note")} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Button type="submit" disabled={resolve.isPending}>
        Refund and release the rest
      </Button>
    </form>
  );
}

export default function AdminDisputesPage() {
  const [status, setStatus] = useState("escalated");
  const list = useQuery(adminDisputesQuery(status));
  return (
    <AdminLayout
      title="Disputes"
      actions={
        <NativeSelect
          aria-label="Show disputes"
          className="sm:w-64"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          <option value="escalated">Waiting for taskly</option>
          <option value="awaiting_tasker">Waiting for the tasker</option>
          <option value="resolved">Settled</option>
          <option value="all">All</option>
        </NativeSelect>
      }
    >
      {list.isError && <p role="alert">{errorMessage(list.error)}</p>}
      {list.data?.length === 0 && <p className="text-slate-600">No disputes here.</p>}
      <ul className="grid gap-4">
        {list.data?.map((d) => (
          <li key={d.id} className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{d.taskTitle}</h2>
              <Link
                href={`/admin/bookings/${d.bookingId}/money`}
                aria-label={`Booking money: ${d.taskTitle}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                Booking money
              </Link>
            </div>
            <p className="text-slate-600">
              {d.customerName} (customer) · {d.taskerName} (tasker) · booking {formatUsd(d.bookingTotal)}
            </p>
            <p>
              Asked back {formatUsd(d.requestedRefund)}: {d.details}
            </p>
            {d.counterRefund && (
              <p>
                Tasker offered {formatUsd(d.counterRefund)}: {d.taskerNote}
              </p>
            )}
            {d.escalationReason === "no_answer" && <p>The tasker did not answer in time.</p>}
            <Evidence dispute={d} />
            {d.status === "escalated" && <SplitForm dispute={d} />}
            {d.status === "resolved" && (
              <p>
                Settled: {formatUsd(d.refund)} refunded, {formatUsd(d.released)} released. {d.resolutionNote}
              </p>
            )}
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
