// /admin/moderation/:id: one queue item: its reports with what the target showed then, a flag's
// evidence, the person's past actions and standing, the claim, and the actions, each with a reason.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "wouter";
import {
  LIMIT_DAYS_MAX,
  MODERATION_ACTION_LABELS,
  MODERATION_KIND_LABELS,
  limitDate,
  type ModerationAction,
  type ModerationItemDetail,
} from "@contract/moderation";
import { REPORT_CATEGORY_LABELS, REPORT_STATUS_LABELS } from "@contract/reports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Field, Input, Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { AdminLayout } from "@/features/admin/admin-layout";
import {
  actOnItem,
  claimItem,
  moderationItemQuery,
  moderationKeys,
  releaseItem,
} from "@/features/admin/api/moderation";
import { ContextSnapshot, PriorityBadge, StatusText, when } from "@/features/admin/moderation-parts";
import { useAuth } from "@/features/auth";
import { errorMessage } from "@/lib/api";

const ACTION_HELP: Record<ModerationAction, string> = {
  dismiss: "Nothing happens to the person. Reporters are told their report was reviewed.",
  approve: "Publishes the held review or reply as it is. Only for held reviews and replies.",
  hide: "Hidden from everyone but admins. The person is told, with your reason.",
  warn: "The person gets a warning with your reason.",
  limit: "No messages, offers or new tasks until the date. The person is told, with your reason.",
  suspend: "The person is signed out and cannot log in. They are told by e-mail, with your reason.",
};

function ActionDialog({
  detail,
  action,
  onClose,
}: {
  detail: ModerationItemDetail;
  action: ModerationAction | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const ids = useId();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: () =>
      actOnItem(detail.item.id, {
        action: action!,
        reason,
        ...(action === "limit" ? { days: Number(days) } : {}),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(moderationKeys.item(detail.item.id), next);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      toast({ title: `${MODERATION_ACTION_LABELS[action!]}: done`, variant: "success" });
      setReason("");
      onClose();
    },
  });
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {action && (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              act.mutate();
            }}
          >
            <DialogHeader
              title={`${MODERATION_ACTION_LABELS[action]}: ${detail.item.person.name}`}
              description={ACTION_HELP[action]}
            />
            {action === "limit" && (
              <Field id={`${ids}-days`} label="For how many days">
                <Input
                  id={`${ids}-days`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={LIMIT_DAYS_MAX}
                  required
                  value={days}
                  onChange={(e) => setDays(e.target.value)}
                />
              </Field>
            )}
            <Field
              id={`${ids}-reason`}
              label="Reason (the person reads it)"
              error={act.isError ? errorMessage(act.error) : undefined}
            >
              <Textarea
                id={`${ids}-reason`}
                rows={3}
                required
                minLength={3}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={act.isPending}>
                {MODERATION_ACTION_LABELS[action]}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Claim({ detail }: { detail: ModerationItemDetail }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mine = detail.item.claimedBy?.id === user?.id;
  const change = useMutation({
    mutationFn: () => (mine ? releaseItem(detail.item.id) : claimItem(detail.item.id)),
    onSuccess: (next) => {
      queryClient.setQueryData(moderationKeys.item(detail.item.id), next);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
    onError: (e) => toast({ title: "Not changed", description: errorMessage(e), variant: "destructive" }),
  });
  if (detail.item.status === "closed") return null;
  if (detail.item.claimedBy && !mine) return null;
  return (
    <Button variant="outline" onClick={() => change.mutate()} disabled={change.isPending}>
      {mine ? "Release claim" : "Claim"}
    </Button>
  );
}

function ItemScreen({ detail }: { detail: ModerationItemDetail }) {
  const { user } = useAuth();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const { item } = detail;
  const claimedByOther = item.claimedBy !== null && item.claimedBy.id !== user?.id;
  const actions: ModerationAction[] =
    item.targetType === "profile"
      ? ["dismiss", "warn", "limit", "suspend"]
      : ["dismiss", "hide", "warn", "limit", "suspend"];
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-3 p-5 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <PriorityBadge item={item} />
            <span className="text-xs font-medium uppercase tracking-wide text-slate-600">
              {MODERATION_KIND_LABELS[item.kind]}
            </span>
          </div>
          <h2 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{item.summary}</h2>
          <p className="text-slate-700">
            About {item.person.name} · <StatusText item={item} />
            {item.outcome && ` · ${MODERATION_ACTION_LABELS[item.outcome]}`}
          </p>
          <p className="text-slate-700">
            Standing now: {detail.standing.suspended ? "suspended" : "active"}
            {detail.standing.limitedUntil && `, limited until ${limitDate(detail.standing.limitedUntil)}`}
          </p>
          {detail.flagNote && <p className="text-slate-900">{detail.flagNote}</p>}
          {item.status !== "closed" && (
            <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
              <Claim detail={detail} />
              {!claimedByOther &&
                actions.map((a) => (
                  <Button
                    key={a}
                    variant={a === "suspend" ? "destructive" : a === "dismiss" ? "outline" : "default"}
                    onClick={() => setAction(a)}
                  >
                    {MODERATION_ACTION_LABELS[a]}
                  </Button>
                ))}
            </div>
          )}
        </CardContent>
      </Card>

      {detail.flagMessages.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Flagged messages</CardTitle>
          </CardHeader>
          <CardContent className="pt-3">
            <ContextSnapshot
              context={{ summary: `Sent by ${item.person.name}`, fields: [], messages: detail.flagMessages }}
            />
          </CardContent>
        </Card>
      )}

      {detail.reports.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Reports ({detail.reports.length})</CardTitle>
          </CardHeader>
          <CardContent className="pt-3">
            <ul className="grid gap-4">
              {detail.reports.map((r) => (
                <li key={r.id} className="grid gap-2 border-b border-slate-100 pb-4 text-sm last:border-0">
                  <p className="text-slate-900">
                    <span className="font-semibold">{REPORT_CATEGORY_LABELS[r.category]}</span> · by {r.reporter.name}
                    {r.reporterTrackRecord !== null
                      ? ` (${Math.round(r.reporterTrackRecord * 100)}% of their earlier reports led to action)`
                      : " (first report)"}
                  </p>
                  <p className="text-slate-600">
                    {when(r.createdAt)} · {REPORT_STATUS_LABELS[r.status]}
                  </p>
                  {r.details && (
                    <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{r.details}</p>
                  )}
                  <ContextSnapshot context={r.context} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>{item.person.name}'s history</CardTitle>
        </CardHeader>
        <CardContent className="pt-3 text-sm">
          {detail.history.length === 0 ? (
            <p className="text-slate-600">No earlier actions.</p>
          ) : (
            <ul className="grid gap-2">
              {detail.history.map((h) => (
                <li key={h.id}>
                  <span className="font-medium text-slate-900">{MODERATION_ACTION_LABELS[h.action]}</span>
                  {h.limitedUntil && ` until ${limitDate(h.limitedUntil)}`} · {when(h.createdAt)}
                  {h.admin && ` · ${h.admin.name}`}: {h.reason}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ActionDialog detail={detail} action={action} onClose={() => setAction(null)} />
    </div>
  );
}

export default function AdminModerationItemPage() {
  const { id = "" } = useParams<{ id: string }>();
  const detail = useQuery(moderationItemQuery(id));
  return (
    <AdminLayout
      title="Moderation item"
      actions={
        <Link
          href="/admin/moderation"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to the queue
        </Link>
      }
    >
      {detail.isError && (
        <ErrorNotice
          error={detail.error}
          fallback="This item could not be loaded."
          onRetry={() => void detail.refetch()}
        />
      )}
      {detail.isLoading && <Skeleton className="h-48 rounded-2xl" />}
      {detail.data && <ItemScreen detail={detail.data} />}
    </AdminLayout>
  );
}
