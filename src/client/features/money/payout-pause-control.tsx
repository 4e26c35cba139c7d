// 'Pause payouts' / 'Resume payouts' for admins, each confirmed in a dialog: a pause takes a reason,
// which the tasker is told when a payout is refused. The server audits both. Shown on the Taskers
// list, a tasker's payouts page and the Finance page's paused list.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { pausePayoutsSchema } from "@contract/finance";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { pausePayouts, unpausePayouts } from "./api/admin-finance";

const WHAT = {
  pause: "No payout is made, on request or on Mondays, until an admin resumes them. Their money stays theirs.",
  resume: "Their available money can be paid out again, on request and every Monday.",
};

export function PayoutPauseControl({ taskerId, name, paused }: { taskerId: string; name: string; paused: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const verb = paused ? "Resume payouts" : "Pause payouts";
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const change = useMutation({
    mutationFn: () => (paused ? unpausePayouts(taskerId) : pausePayouts(taskerId, reason)),
    onSuccess: () => {
      toast({ title: paused ? "Payouts resumed" : "Payouts paused", description: name, variant: "success" });
      close();
      setReason("");
      void invalidateRoots(queryRoots.admin, queryRoots.money);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const confirm = () => {
    const checked = paused ? null : pausePayoutsSchema.safeParse({ reason });
    if (checked && !checked.success) return setError(checked.error.issues[0]?.message);
    change.mutate();
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`${verb} for ${name}`}>
        {verb}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && close()}>
        <DialogContent>
          <DialogHeader title={`${verb} for ${name}?`} description={paused ? WHAT.resume : WHAT.pause} />
          {paused ? (
            error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )
          ) : (
            <Field id={`pause-reason-${taskerId}`} label="Reason (the tasker is told it)" error={error}>
              <Textarea
                id={`pause-reason-${taskerId}`}
                rows={3}
                maxLength={300}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(undefined);
                }}
              />
            </Field>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button variant={paused ? "default" : "destructive"} disabled={change.isPending} onClick={confirm}>
              {verb}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
