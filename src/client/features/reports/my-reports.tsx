// "My reports" on the profile page: what the person reported and where each stands (received,
// reviewed with no action, action taken); never what was done.
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { REPORT_CATEGORY_LABELS, REPORT_STATUS_LABELS, type ReportStatus } from "@contract/reports";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorNotice } from "@/components/ui/error-notice";
import { myReportsQuery } from "./api/reports";

const STATUS_VARIANT: Record<ReportStatus, "secondary" | "info" | "success"> = {
  received: "info",
  reviewed: "secondary",
  "action-taken": "success",
};

export function MyReports() {
  const reports = useQuery(myReportsQuery());
  return (
    <Card id="my-reports">
      <CardHeader>
        <CardTitle>My reports</CardTitle>
      </CardHeader>
      <CardContent className="pt-3">
        {reports.isError && (
          <ErrorNotice
            error={reports.error}
            fallback="Your reports could not be loaded."
            onRetry={() => void reports.refetch()}
          />
        )}
        {reports.isLoading && <p className="text-sm text-slate-600">Loading your reports…</p>}
        {reports.data?.length === 0 && (
          <p className="text-sm text-slate-600">
            You haven't reported anything. Use Report on a profile, message, task or offer if something is wrong.
          </p>
        )}
        {reports.data && reports.data.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="My reports">
            {reports.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium text-slate-900">{r.summary}</p>
                  <p className="text-slate-600">
                    {REPORT_CATEGORY_LABELS[r.category]} ·{" "}
                    <span className="whitespace-nowrap">{format(new Date(r.createdAt), "MMM d, yyyy")}</span>
                  </p>
                </div>
                <Badge variant={STATUS_VARIANT[r.status]}>{REPORT_STATUS_LABELS[r.status]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
