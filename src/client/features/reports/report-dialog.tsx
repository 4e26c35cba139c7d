// The one report dialog: a reason, optional details, send; then thanks, and the offer to block the
// person when it was them or something of theirs. `ReportButton` opens it from a profile, a message
// bubble's menu, a task or an offer.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import {
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_DETAILS_MAX,
  type CreatedReport,
  type ReportCategory,
  type ReportTargetType,
} from "@contract/reports";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { errorMessage } from "@/lib/api";
import { blockUser, createReport, reportKeys } from "./api/reports";

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** How the dialog names it: "Tara S.'s profile", "this message". */
  label: string;
}

export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [category, setCategory] = useState<ReportCategory | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<CreatedReport | null>(null);
  const [blocked, setBlocked] = useState(false);
  const queryClient = useQueryClient();
  const ids = useId();
  const send = useMutation({
    mutationFn: () =>
      createReport({
        targetType: target.type,
        targetId: target.id,
        category: category as ReportCategory,
        details: details.trim() || undefined,
      }),
    onSuccess: (report) => {
      setMade(report);
      void queryClient.invalidateQueries({ queryKey: reportKeys.mine() });
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const block = useMutation({
    mutationFn: () => blockUser(made!.person.id),
    onSuccess: () => {
      setBlocked(true);
      toast({ title: `${made!.person.name} is blocked`, variant: "success" });
    },
    onError: (e) => toast({ title: "Not blocked", description: errorMessage(e), variant: "destructive" }),
  });
  const reset = (next: boolean) => {
    if (!next) {
      setCategory("");
      setDetails("");
      setError(null);
      setMade(null);
      setBlocked(false);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent>
        {made ? (
          <>
            <DialogHeader
              title="Thanks for telling us"
              description="We'll review your report. You can follow its status under My reports on your profile; we'll tell you when it is reviewed."
            />
            <DialogFooter>
              {!blocked && (
                <Button variant="outline" onClick={() => block.mutate()} disabled={block.isPending}>
                  Block {made.person.name}
                </Button>
              )}
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              if (!category) {
                setError("Choose a reason.");
                return;
              }
              send.mutate();
            }}
          >
            <DialogHeader
              title={`Report ${target.label}`}
              description="Only taskly's team sees your report. The person is not told who reported them."
            />
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">Why are you reporting it?</legend>
              {REPORT_CATEGORIES.map((c) => (
                <label
                  key={c}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`${ids}-category`}
                    value={c}
                    checked={category === c}
                    onChange={() => setCategory(c)}
                    className="size-4 accent-brand-600"
                  />
                  {REPORT_CATEGORY_LABELS[c]}
                </label>
              ))}
            </fieldset>
            <Field
              id={`${ids}-details`}
              label="What happened? (optional)"
              hint={`Up to ${REPORT_DETAILS_MAX} characters.`}
            >
              <Textarea
                id={`${ids}-details`}
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
              />
            </Field>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={send.isPending}>
                Send report
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A "Report" button that opens the dialog for `target`; none for a visitor or for `ownerId` themselves. */
export function ReportButton({
  target,
  ownerId,
  children,
  className,
}: {
  target: ReportTarget;
  ownerId: string;
  children?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  if (!user || user.id === ownerId) return null;
  return (
    <>
      <Button type="button" variant="ghost" size="sm" className={className} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {children ?? (
          <span>
            Report<span className="sr-only"> {target.label}</span>
          </span>
        )}
      </Button>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}
