// /admin/moderation: the moderation queue, highest priority first: reported targets (one item per
// target, however many reports) and automatic flags, filtered by status and kind.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import {
  MODERATION_KIND_LABELS,
  MODERATION_KINDS,
  type ModerationKind,
  type ModerationStatus,
} from "@contract/moderation";
import { REPORT_CATEGORY_LABELS } from "@contract/reports";
import { ErrorNotice } from "@/components/ui/error-notice";
import { NativeSelect } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminLayout } from "@/features/admin/admin-layout";
import { moderationQueueQuery } from "@/features/admin/api/moderation";
import { PriorityBadge, StatusText, when } from "@/features/admin/moderation-parts";
import { plural } from "@contract/plural";

export default function AdminModerationPage() {
  const [status, setStatus] = useState<ModerationStatus | "">("");
  const [kind, setKind] = useState<ModerationKind | "">("");
  const queue = useQuery(moderationQueueQuery({ status: status || undefined, kind: kind || undefined }));
  return (
    <AdminLayout
      title="Moderation"
      actions={
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <NativeSelect
            aria-label="Status"
            className="sm:w-44"
            value={status}
            onChange={(e) => setStatus(e.target.value as ModerationStatus | "")}
          >
            <option value="">Not closed</option>
            <option value="open">Open</option>
            <option value="claimed">Claimed</option>
            <option value="closed">Closed</option>
          </NativeSelect>
          <NativeSelect
            aria-label="Kind"
            className="sm:w-72"
            value={kind}
            onChange={(e) => setKind(e.target.value as ModerationKind | "")}
          >
            <option value="">All kinds</option>
            {MODERATION_KINDS.map((k) => (
              <option key={k} value={k}>
                {MODERATION_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
    >
      {queue.isError && (
        <ErrorNotice
          error={queue.error}
          fallback="The queue could not be loaded."
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.isLoading && (
        <div className="grid gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      )}
      {queue.data && (
        <p className="mb-3 text-sm text-slate-600">{plural(queue.data.openCount, "item")} waiting (open or claimed).</p>
      )}
      {queue.data?.items.length === 0 && <p className="text-slate-600">Nothing here. The queue is clear.</p>}
      <ul className="grid gap-3" aria-label="Moderation queue">
        {queue.data?.items.map((item) => (
          <li key={item.id}>
            <Link
              href={`/admin/moderation/${item.id}`}
              className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex flex-wrap items-center gap-2">
                <PriorityBadge item={item} />
                <span className="text-xs font-medium uppercase tracking-wide text-slate-600">
                  {MODERATION_KIND_LABELS[item.kind]}
                </span>
              </span>
              <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{item.summary}</span>
              <span className="text-slate-600">
                About {item.person.name}
                {item.reportCount > 0 &&
                  ` · ${plural(item.reportCount, "report")} from ${plural(item.reporterCount, "person", "people")}`}
                {item.categories.length > 0 && ` · ${item.categories.map((c) => REPORT_CATEGORY_LABELS[c]).join(", ")}`}
              </span>
              <span className="text-slate-600">
                <StatusText item={item} /> · since {when(item.createdAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
