// Disputes on a booking: the customer's form (reason, refund asked, details) while the payment is
// held; the status with its deadline on both sides; the tasker's answer (accept or counter). What the
// server refuses is said at the field it names.
import { useForm } from "react-hook-form";
import {
  DISPUTE_REASONS,
  DISPUTE_REASON_LABELS,
  type Dispute,
  type OpenDisputeInput,
  type RespondDisputeInput,
} from "@contract/booking-extras";
import { Button } from "@/components/ui/button";
import { FormAlert, registerField } from "@/components/ui/form-fields";
import { Field, Input, NativeSelect, Textarea } from "@/components/ui/input";
import { useCurrency } from "@/features/currency";
import { showServerErrors } from "@/lib/form-errors";
import { openDispute } from "./api/open-dispute";
import { respondToDispute } from "./api/respond-dispute";
import { useExtrasAction } from "./use-extras-action";

type CounterForm = { counterRefund: string; note: string };

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

export function OpenDisputeForm({ bookingId, refundable }: { bookingId: string; refundable: string }) {
  const form = useForm<OpenDisputeInput>({
    defaultValues: { reason: "poor_quality", requestedRefund: "", details: "" },
  });
  const { errors } = form.formState;
  const open = useExtrasAction(
    (input: OpenDisputeInput) => openDispute(bookingId, input),
    "Dispute opened; the payment is on hold",
    (error) => showServerErrors(form.setError, error, ["reason", "requestedRefund", "details"]),
  );
  const id = (name: string) => `dispute-${name}-${bookingId}`;
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((input) => open.mutate(input))}>
      <Field id={id("reason")} label="What went wrong?" error={errors.reason?.message}>
        <NativeSelect {...registerField(form, "reason", id("reason"))}>
          {DISPUTE_REASONS.map((r) => (
            <option key={r} value={r}>
              {DISPUTE_REASON_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={id("refund")}
        label={`Refund you ask for (USD, at most ${refundable})`}
        error={errors.requestedRefund?.message}
      >
        <Input className="sm:max-w-60" inputMode="decimal" {...registerField(form, "requestedRefund", id("refund"))} />
      </Field>
      <Field id={id("details")} label="Details" error={errors.details?.message}>
        <Textarea {...registerField(form, "details", id("details"))} />
      </Field>
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={open.isPending}>
          Open dispute
        </Button>
      </div>
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
  const form = useForm<CounterForm>({ defaultValues: { counterRefund: "", note: "" } });
  const { errors } = form.formState;
  const respond = useExtrasAction(
    (input: RespondDisputeInput) => respondToDispute(dispute.id, input),
    "Answer sent",
    (error) => showServerErrors(form.setError, error, ["counterRefund", "note"]),
  );
  const id = (name: string) => `respond-${name}-${dispute.id}`;
  return (
    <div className="mt-2 grid gap-3">
      <div>
        <Button size="sm" disabled={respond.isPending} onClick={() => respond.mutate({ response: "accept" })}>
          Accept the refund
        </Button>
      </div>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={form.handleSubmit((counter) => respond.mutate({ response: "counter", ...counter }))}
      >
        <Field id={id("counter")} label="Or offer a refund of (USD)" error={errors.counterRefund?.message}>
          <Input className="sm:max-w-60" inputMode="decimal" {...registerField(form, "counterRefund", id("counter"))} />
        </Field>
        <Field id={id("note")} label="Your side" error={errors.note?.message}>
          <Textarea {...registerField(form, "note", id("note"))} />
        </Field>
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={respond.isPending}>
            Send counter offer
          </Button>
        </div>
      </form>
    </div>
  );
}
