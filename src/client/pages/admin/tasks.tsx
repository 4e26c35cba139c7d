import { useMutation, useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import type { AdminTask } from "@contract/admin";
import { TASK_STATUSES, type TaskStatus } from "@contract/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Label, NativeSelect } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { AdminLayout, SearchBox } from "@/features/admin/admin-layout";
import { FilterSelect, ListTable, ListTotal } from "@/features/admin/list-parts";
import { TaskStatusBadge, statusLabel } from "@/features/admin/badges";
import { adminKeys } from "@/features/admin/api/keys";
import { adminTasksQuery, taskStatusChangeQuery, updateAdminTask } from "@/features/admin/api/tasks";
import { StatusChangeEffects } from "@/features/admin/status-change-effects";
import { useDebounced } from "@/features/admin/use-debounced";
import { useCurrency } from "@/features/currency/currency-context";
import { queryClient } from "@/lib/query-client";

function TaskDialog({ task, onClose }: { task: AdminTask; onClose: () => void }) {
  const { format: money } = useCurrency();
  const [status, setStatus] = useState<TaskStatus>(task.status);
  const change = useQuery({ ...taskStatusChangeQuery(task.id, status), enabled: status !== task.status });
  const save = useMutation({
    mutationFn: () => updateAdminTask(task.id, status),
    onSuccess: () => {
      toast({ title: "Task updated", variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.list("tasks") });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.list("audit") });
      onClose();
    },
    onError: () =>
      toast({
        title: "Update failed",
        description: "Failed to update task. Please try again.",
        variant: "destructive",
      }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader title={task.title} description={`${task.category.name} · ${task.location}`} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">Customer</dt>
          <dd>
            {task.customer.firstName} {task.customer.lastName} ({task.customer.email})
          </dd>
          <dt className="text-slate-600">Tasker</dt>
          <dd>{task.tasker?.name ?? "Not assigned"}</dd>
          <dt className="text-slate-600">Budget</dt>
          <dd>{task.budget ? money(task.budget) : "—"}</dd>
          <dt className="text-slate-600">Date</dt>
          <dd>{task.scheduledDate ? format(new Date(task.scheduledDate), "MMM d, yyyy") : "—"}</dd>
          <dt className="text-slate-600">Booking</dt>
          <dd>
            {task.booking
              ? `${statusLabel(task.booking.status)} · payment ${statusLabel(task.booking.paymentStatus).toLowerCase()}`
              : "No booking"}
          </dd>
        </dl>
        <p className="text-sm text-slate-700">{task.description}</p>
        <div className="grid gap-1.5">
          <Label htmlFor="task-status">Status</Label>
          <NativeSelect id="task-status" value={status} onChange={(e) => setStatus(e.target.value as TaskStatus)}>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
          {status !== task.status && <StatusChangeEffects change={change} />}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={save.isPending || status === task.status || !change.isSuccess}
            onClick={() => save.mutate()}
          >
            Update Status
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default function AdminTasksPage() {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const [open, setOpen] = useState<AdminTask | null>(null);
  const list = useQuery(adminTasksQuery({ q: useDebounced(q), status, limit: "100" }));
  return (
    <AdminLayout title="Tasks" actions={<ListTotal list={list} noun="task" />}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label="Search tasks" placeholder="Title or customer" value={q} onChange={setQ} />
        <FilterSelect
          id="status-filter"
          label="Status"
          value={status}
          onChange={setStatus}
          allLabel="All statuses"
          options={TASK_STATUSES.map((s) => [s, statusLabel(s)] as const)}
          className="sm:w-48"
        />
      </div>
      <ListTable list={list} head={["Task", "Customer", "Category", "Tasker", "Status", ""]}>
        {list.data?.items.map((t) => (
          <tr key={t.id}>
            <td className="max-w-64 px-4 py-3">
              <p className="truncate font-medium text-slate-900">{t.title}</p>
              <p className="text-xs text-slate-500">{format(new Date(t.createdAt), "MMM d, yyyy")}</p>
            </td>
            <td className="px-4 py-3">
              <p className="text-slate-900">
                {t.customer.firstName} {t.customer.lastName}
              </p>
              <p className="text-xs text-slate-600">{t.customer.email}</p>
            </td>
            <td className="px-4 py-3 text-slate-700">{t.category.name}</td>
            <td className="px-4 py-3 text-slate-700">{t.tasker?.name ?? "—"}</td>
            <td className="px-4 py-3">
              <TaskStatusBadge status={t.status} />
              {t.booking && (
                <p className="mt-1 text-xs text-slate-600">Booking {statusLabel(t.booking.status).toLowerCase()}</p>
              )}
            </td>
            <td className="px-4 py-3 text-right">
              <Button size="sm" variant="outline" onClick={() => setOpen(t)} aria-label={`View ${t.title}`}>
                View
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {open && <TaskDialog task={open} onClose={() => setOpen(null)} />}
    </AdminLayout>
  );
}
