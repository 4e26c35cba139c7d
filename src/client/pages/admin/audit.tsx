import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { auditActionLabel, auditSnapshotLabel, auditTargetLabel } from "@contract/audit-labels";
import { AdminLayout, AdminTable, plural } from "@/features/admin/admin-layout";
import { adminAuditQuery } from "@/features/admin/api/audit";

export default function AdminAuditPage() {
  const list = useQuery(adminAuditQuery({ limit: "200" }));
  return (
    <AdminLayout
      title="Audit log"
      actions={<p className="text-sm text-slate-600">{list.data ? plural(list.data.total, "change") : ""}</p>}
    >
      <AdminTable
        head={["When", "Who", "What", "Target", "Before", "After"]}
        empty={list.data?.items.length === 0}
        emptyText="No admin changes yet. Every change made here is recorded."
        loading={list.isLoading}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
      >
        {list.data?.items.map((e) => (
          <tr key={e.id}>
            <td className="whitespace-nowrap px-4 py-3 text-slate-700">
              {format(new Date(e.createdAt), "MMM d, h:mm a")}
            </td>
            <td className="px-4 py-3 text-slate-900">{e.actor?.name ?? "—"}</td>
            <td className="px-4 py-3 font-medium text-slate-900">{auditActionLabel(e.action)}</td>
            <td className="px-4 py-3 text-slate-700">
              <span className="block text-xs text-slate-500">{auditTargetLabel(e.targetType)}</span>
              {e.targetName ?? "Removed"}
            </td>
            <td className="px-4 py-3 text-xs text-slate-700">{auditSnapshotLabel(e.before)}</td>
            <td className="px-4 py-3 text-xs text-slate-700">{auditSnapshotLabel(e.after)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminLayout>
  );
}
