// Pieces the moderation screens share: an item's priority, its status, and a report's snapshot.
import type { ModerationItem, PriorityLabel } from "@contract/moderation";
import type { ReportContext } from "@contract/reports";
import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";

const PRIORITY_VARIANT: Record<PriorityLabel, "danger" | "warning" | "info" | "secondary"> = {
  Urgent: "danger",
  High: "warning",
  Medium: "info",
  Low: "secondary",
};

export function PriorityBadge({ item }: { item: Pick<ModerationItem, "priority" | "priorityLabel"> }) {
  return (
    <Badge variant={PRIORITY_VARIANT[item.priorityLabel]}>
      {item.priority} · {item.priorityLabel}
    </Badge>
  );
}

export function StatusText({ item }: { item: Pick<ModerationItem, "status" | "claimedBy"> }) {
  if (item.status === "closed") return <>Closed</>;
  if (item.status === "claimed") return <>Claimed by {item.claimedBy?.name ?? "an admin"}</>;
  return <>Open</>;
}

export const when = (iso: string) => format(new Date(iso), "MMM d, yyyy, h:mm a");

/** What the target showed when it was reported: its fields, and a message with its neighbours. */
export function ContextSnapshot({ context }: { context: ReportContext }) {
  return (
    <div className="grid gap-2 rounded-xl bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">{context.summary}</p>
      {context.fields.length > 0 && (
        <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          {context.fields.map((f) => (
            <div key={f.label} className="contents">
              <dt className="text-slate-600">{f.label}</dt>
              <dd className="text-slate-900 [overflow-wrap:anywhere]">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {context.messages && context.messages.length > 0 && (
        <ol className="grid gap-1.5" aria-label="Messages around the reported one">
          {context.messages.map((m) => (
            <li
              key={m.id}
              className={
                m.reported
                  ? "rounded-lg border-2 border-amber-400 bg-white p-2"
                  : "rounded-lg border border-slate-200 bg-white p-2"
              }
            >
              <p className="text-xs text-slate-600">
                {m.senderName} · {when(m.createdAt)}
                {m.reported && <span className="ml-1 font-semibold text-amber-900">(reported)</span>}
              </p>
              <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{m.content}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
