// /admin/id-checks: taskers' ID photos waiting for review, oldest first. Approving grants the dated
// "ID verified" badge; rejecting needs a reason the tasker reads. Either way the photo is deleted and
// the decision is written to the audit log.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import type { AdminIdCheck } from "@contract/badges";
import { ID_REJECT_REASON_MAX } from "@contract/badges";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { AdminLayout } from "@/features/admin/admin-layout";
import { adminIdChecksQuery, decideIdCheck, idCheckKeys } from "@/features/badges";
import { errorMessage } from "@/lib/api";
import { EmailText } from "@/components/ui/email-text";

function Decision({ check }: { check: AdminIdCheck }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      decideIdCheck(check.id, approve ? { decision: "approve" } : { decision: "reject", reason }),
    onSuccess: (_, approve) => {
      toast({ title: approve ? `${check.name}'s ID approved` : `${check.name}'s ID rejected`, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: idCheckKeys.pending() });
    },
    onError: (e) => toast({ title: "Not decided", description: errorMessage(e), variant: "destructive" }),
  });
  const reasonId = `reject-reason-${check.id}`;
  return (
    <div className="grid gap-3">
      <Button className="justify-self-start" onClick={() => decide.mutate(true)} disabled={decide.isPending}>
        Approve
      </Button>
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          decide.mutate(false);
        }}
      >
        <Field id={reasonId} label="Reason for rejecting (the tasker reads it)">
          <Textarea
            id={reasonId}
            rows={2}
            maxLength={ID_REJECT_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <Button
          type="submit"
          variant="outline"
          className="justify-self-start"
          disabled={decide.isPending || reason.trim().length < 3}
        >
          Reject
        </Button>
      </form>
    </div>
  );
}

export default function AdminIdChecksPage() {
  const list = useQuery(adminIdChecksQuery());
  return (
    <AdminLayout title="ID checks">
      {list.isError && <p role="alert">{errorMessage(list.error)}</p>}
      {list.data?.length === 0 && <p className="text-slate-600">No ID photos are waiting for review.</p>}
      <ul className="grid gap-4">
        {list.data?.map((check) => (
          <li
            key={check.id}
            className="grid min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[minmax(0,20rem)_1fr]"
          >
            <a href={check.photoUrl} target="_blank" rel="noreferrer" className="block min-w-0">
              <img
                src={check.photoUrl}
                alt={`ID photo sent by ${check.name}`}
                className="max-h-72 w-full rounded-xl bg-slate-100 object-contain"
              />
            </a>
            <div className="grid min-w-0 content-start gap-3">
              <div>
                <h2 className="font-semibold text-slate-900">{check.name}</h2>
                <p className="text-slate-600 [overflow-wrap:anywhere]">
                  <EmailText email={check.email} />
                </p>
                <p className="text-slate-600">Sent {format(new Date(check.submittedAt), "MMM d, yyyy, h:mm a")}</p>
              </div>
              <Decision check={check} />
            </div>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
