// The one report dialog: a reason, optional details, send; then thanks, and the offer to block the
// person when it was them or something of theirs. `ReportButton` opens it from a profile, a message
// bubble's menu, a task or an offer.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
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
import { cn } from "@/lib/utils";
import { blockUser, createReport, reportKeys } from "./api/reports";

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** How the dialog names it: "the profile of Tara S.", "this message from Tara S.". */
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
  // Each Send without a reason counts, so the error is brought into view and focused every time.
  const [noReason, setNoReason] = useState(0);
  const firstReason = useRef<HTMLInputElement>(null);
  const question = useRef<HTMLLegendElement>(null);
  useEffect(() => {
    if (!noReason) return;
    firstReason.current?.focus({ preventScroll: true });
    question.current?.scrollIntoView({ block: "nearest" });
  }, [noReason]);
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
      setNoReason(0);
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
                setNoReason((n) => n + 1);
                return;
              }
              send.mutate();
            }}
          >
            <DialogHeader
              title={`Report ${target.label}`}
              description="Only taskly's team sees your report. The person is not told who reported them."
            />
            <fieldset
              className="grid gap-2"
              role="radiogroup"
              aria-labelledby={`${ids}-reason`}
              aria-invalid={noReason > 0 || undefined}
              aria-describedby={noReason > 0 ? `${ids}-reason-error` : undefined}
            >
              <legend ref={question} id={`${ids}-reason`} className="mb-1 text-sm font-medium text-slate-800">
                Why are you reporting it?
              </legend>
              {/* Said right under the question, next to what it is about, not beside Send. */}
              {noReason > 0 && (
                <p id={`${ids}-reason-error`} role="alert" className="text-sm text-red-700">
                  Choose a reason.
                </p>
              )}
              {REPORT_CATEGORIES.map((c, i) => (
                <label
                  key={c}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
                    noReason > 0 ? "border-red-300" : "border-slate-200",
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-category`}
                    value={c}
                    ref={i === 0 ? firstReason : undefined}
                    checked={category === c}
                    onChange={() => {
                      setCategory(c);
                      setNoReason(0);
                    }}
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
