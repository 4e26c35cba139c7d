import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { auditActionLabel, auditSnapshotLabel, auditTargetLabel } from "@contract/audit-labels";
import { AdminLayout } from "@/features/admin/admin-layout";
import { ListTable, ListTotal } from "@/features/admin/list-parts";
import { adminAuditQuery } from "@/features/admin/api/audit";

export default function AdminAuditPage() {
  const list = useQuery(adminAuditQuery({ limit: "200" }));
  return (
    <AdminLayout title="Audit log" actions={<ListTotal list={list} noun="change" />}>
      <ListTable
        list={list}
        head={["When", "Who", "What", "Target", "Before", "After"]}
        emptyText="No admin changes yet. Every change made here is recorded."
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
      </ListTable>
    </AdminLayout>
  );
}
