import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { AdminLayout, AdminTable, plural } from "@/features/admin/admin-layout";
import { adminAuditQuery } from "@/features/admin/api/audit";

const show = (value: unknown) =>
  value && typeof value === "object"
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(", ")
    : "—";

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
            <td className="px-4 py-3 font-mono text-xs text-slate-800">{e.action}</td>
            <td className="px-4 py-3 text-xs text-slate-600">
              {e.targetType} {e.targetId.slice(0, 8)}
            </td>
            <td className="px-4 py-3 text-xs text-slate-700">{show(e.before)}</td>
            <td className="px-4 py-3 text-xs text-slate-700">{show(e.after)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminLayout>
  );
}
