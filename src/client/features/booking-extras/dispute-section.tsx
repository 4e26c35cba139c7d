// Disputes on a booking: the customer's form (reason, refund asked, details) while the payment is
// held; the status with its deadline on both sides; the tasker's answer (accept or counter).
import { useState } from "react";
import { DISPUTE_REASONS, DISPUTE_REASON_LABELS, type Dispute, type OpenDisputeInput } from "@contract/booking-extras";
import { Button } from "@/components/ui/button";
import { Field, Input, NativeSelect, Textarea } from "@/components/ui/input";
import { useCurrency } from "@/features/currency";
import { openDispute } from "./api/open-dispute";
import { respondToDispute } from "./api/respond-dispute";
import { useExtrasAction } from "./use-extras-action";

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

export function OpenDisputeForm({ bookingId, refundable }: { bookingId: string; refundable: string }) {
  const [form, setForm] = useState<OpenDisputeInput>({ reason: "poor_quality", requestedRefund: "", details: "" });
  const open = useExtrasAction(() => openDispute(bookingId, form), "Dispute opened; the payment is on hold");
  const id = (name: string) => `dispute-${name}-${bookingId}`;
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        open.mutate(undefined);
      }}
    >
      <Field id={id("reason")} label="What went wrong?">
        <NativeSelect
          id={id("reason")}
          value={form.reason}
          onChange={(e) => setForm({ ...form, reason: e.target.value as OpenDisputeInput["reason"] })}
        >
          {DISPUTE_REASONS.map((r) => (
            <option key={r} value={r}>
              {DISPUTE_REASON_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={id("refund")} label={`Refund you ask for (USD, at most ${refundable})`}>
        <Input
          id={id("refund")}
          inputMode="decimal"
          value={form.requestedRefund}
          onChange={(e) => setForm({ ...form, requestedRefund: e.target.value })}
        />
      </Field>
      <Field id={id("details")} label="Details">
        <Textarea
          id={id("details")}
          value={form.details}
          onChange={(e) => setForm({ ...form, details: e.target.value })}
        />
      </Field>
      <Button type="submit" size="sm" variant="outline" disabled={open.isPending}>
        Open dispute
      </Button>
    </form>
  );
}

export function DisputeStatus({ dispute, role }: { dispute: Dispute; role: "customer" | "tasker" }) {
  const { format } = useCurrency();
  return (
    <div className="grid gap-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="dispute-status">
      <p className="font-medium text-slate-900">
        Dispute: {DISPUTE_REASON_LABELS[dispute.reason]} · {format(dispute.requestedRefund)} asked back
      </p>
      <p className="text-slate-700">&ldquo;{dispute.details}&rdquo;</p>
      {dispute.status === "awaiting_tasker" && (
        <p>
          {role === "tasker" ? "Answer" : "The tasker answers"} by {when(dispute.respondBy)}; then taskly decides.
        </p>
      )}
      {dispute.counterRefund && (
        <p>
          The tasker offered {format(dispute.counterRefund)}: {dispute.taskerNote}
        </p>
      )}
      {dispute.status === "escalated" && (
        <p>With taskly&apos;s team since {when(dispute.escalatedAt ?? dispute.createdAt)}.</p>
      )}
      {dispute.status === "resolved" && (
        <p>
          Settled: {format(dispute.refund ?? "0")} refunded to the customer, {format(dispute.released ?? "0")} released
          to the tasker.{dispute.resolutionNote ? ` ${dispute.resolutionNote}` : ""}
        </p>
      )}
      {role === "tasker" && dispute.status === "awaiting_tasker" && <RespondForm dispute={dispute} />}
    </div>
  );
}

function RespondForm({ dispute }: { dispute: Dispute }) {
  const [counter, setCounter] = useState("");
  const [note, setNote] = useState("");
  const respond = useExtrasAction(
    (accept: boolean) =>
      respondToDispute(
        dispute.id,
        accept ? { response: "accept" } : { response: "counter", counterRefund: counter, note },
      ),
    "Answer sent",
  );
  const id = (name: string) => `respond-${name}-${dispute.id}`;
  return (
    <div className="mt-2 grid gap-2">
      <Button size="sm" disabled={respond.isPending} onClick={() => respond.mutate(true)}>
        Accept the refund
      </Button>
      <Field id={id("counter")} label="Or offer a refund of (USD)">
        <Input id={id("counter")} inputMode="decimal" value={counter} onChange={(e) => setCounter(e.target.value)} />
      </Field>
      <Field id={id("note")} label="Your side">
        <Textarea id={id("note")} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => respond.mutate(false)}>
        Send counter offer
      </Button>
    </div>
  );
}
