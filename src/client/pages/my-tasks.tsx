// My Tasks: the customer's tasks with status, date, budget and offer count; each opens
// /booking/{taskId}; open tasks can invite matched taskers or be cancelled.
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  CalendarDays,
  ChevronRight,
  ClipboardList,
  Images,
  MapPin,
  MessageSquareText,
  Plus,
  Users,
  Wallet,
} from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { MyTask } from "@contract/tasks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { RequireAuth } from "@/features/auth/require-auth";
import { useCurrency } from "@/features/currency/currency-context";
import { MatchedTaskers } from "@/features/tasks/matched-taskers";
import { TaskPhotosDialog } from "@/features/tasks/task-photos-dialog";
import { PhotoGallery } from "@/components/photos";
import { cancelTask } from "@/features/tasks/api/cancel-task";
import { myTasksQuery } from "@/features/tasks/api/my-tasks";
import { refreshTaskQueries } from "@/features/tasks/api/refresh";
import { taskDate, TaskStatusBadge } from "@/features/tasks/task-ui";
import { errorMessage } from "@/lib/api";

export default function MyTasksPage() {
  return (
    <RequireAuth message="Please sign in to see your tasks.">
      <MyTasks />
    </RequireAuth>
  );
}

const VIEWS = {
  active: { label: "Active", statuses: ["open", "assigned", "in_progress"] },
  past: { label: "Past", statuses: ["completed", "cancelled"] },
  all: { label: "All", statuses: null },
} as const;
type View = keyof typeof VIEWS;

function MyTasks() {
  const tasks = useQuery(myTasksQuery());
  const [view, setView] = useState<View>("active");
  const statuses = VIEWS[view].statuses as readonly string[] | null;
  const shown = tasks.data?.filter((t) => !statuses || statuses.includes(t.status));
  const count = (v: View) =>
    tasks.data?.filter((t) => !VIEWS[v].statuses || (VIEWS[v].statuses as readonly string[]).includes(t.status))
      .length ?? 0;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">My Tasks</h1>
          <p className="mt-1 text-slate-600">Track your tasks, compare offers and book a tasker.</p>
        </div>
        <Button asChild>
          <Link href="/post-task">
            <Plus /> Post a Task
          </Link>
        </Button>
      </div>

      {!!tasks.data?.length && (
        <div className="mt-6 inline-flex rounded-xl bg-slate-100 p-1" role="group" aria-label="Show tasks">
          {(Object.keys(VIEWS) as View[]).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={
                view === v
                  ? "min-h-9 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 shadow-sm"
                  : "min-h-9 rounded-lg px-4 text-sm font-medium text-slate-700 hover:text-slate-900"
              }
            >
              {VIEWS[v].label} <span className="tabular-nums">({count(v)})</span>
            </button>
          ))}
        </div>
      )}

      <div className="mt-4 grid gap-4">
        {tasks.isLoading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-36 rounded-2xl" />)}
        {tasks.isError && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {errorMessage(tasks.error, "We could not load your tasks.")}{" "}
            <button className="font-semibold underline" onClick={() => void tasks.refetch()}>
              Try again
            </button>
          </div>
        )}
        {tasks.data?.length === 0 && (
          <EmptyState
            icon={ClipboardList}
            title="No tasks yet"
            actions={
              <Button asChild>
                <Link href="/post-task">Post a Task</Link>
              </Button>
            }
          >
            Post your first task and skilled taskers nearby will send you offers.
          </EmptyState>
        )}
        {!!tasks.data?.length && shown?.length === 0 && (
          <EmptyState icon={ClipboardList} title={view === "active" ? "No active tasks" : "Nothing here yet"}>
            {view === "active"
              ? "Post a task to get offers from taskers nearby."
              : "Completed and cancelled tasks will show here."}
          </EmptyState>
        )}
        {shown?.map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </div>
    </div>
  );
}

function TaskRow({ task }: { task: MyTask }) {
  const { format } = useCurrency();
  const [confirming, setConfirming] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [editingPhotos, setEditingPhotos] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelTask(task.id),
    onSuccess: () => {
      toast({ title: "Task cancelled", description: "Taskers can no longer send offers on it." });
      setConfirming(false);
      void refreshTaskQueries();
    },
    onError: (error) =>
      toast({ title: "Could not cancel the task", description: errorMessage(error), variant: "destructive" }),
  });
  const open = task.status === "open";
  const offers = task.offerCount;
  return (
    <Card className="p-5 transition-shadow hover:shadow-md sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <TaskStatusBadge status={task.status} />
        <Badge variant="secondary">{task.categoryName}</Badge>
      </div>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">
        <Link href={`/booking/${task.id}`} className="hover:underline">
          {task.title}
        </Link>
      </h2>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <dt className="sr-only">Date</dt>
          <dd>{taskDate(task.scheduledDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          <dt className="sr-only">Location</dt>
          <dd>{task.location}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Wallet className="size-4" aria-hidden="true" />
          <dt className="sr-only">Budget</dt>
          <dd>{task.budget ? `Up to ${format(task.budget)}` : "Open budget"}</dd>
        </div>
      </dl>
      <PhotoGallery photos={task.photos} label={`Photos of ${task.title}`} size="sm" className="mt-3" />
      <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700" data-testid="offer-count">
        {open && <MessageSquareText className="size-4 text-brand-700" aria-hidden="true" />}
        {open
          ? offers === 0
            ? "No offers yet"
            : `${offers} ${offers === 1 ? "offer" : "offers"} to compare`
          : task.booking
            ? `Booking ${task.booking.status.replace("_", " ")}`
            : ""}
        {open && task.invitedCount > 0 && <span className="text-slate-500"> · {task.invitedCount} invited</span>}
      </p>
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        {!open && task.booking && task.booking.status !== "cancelled" ? (
          <Button asChild variant="outline">
            <Link href="/my-bookings" aria-label={`View booking: ${task.title}`}>
              View booking <ChevronRight />
            </Link>
          </Button>
        ) : (
          <Button asChild variant={open && offers > 0 ? "default" : "outline"}>
            <Link
              href={`/booking/${task.id}`}
              aria-label={`${open ? (offers > 0 ? "Compare offers" : "View task") : "View details"}: ${task.title}`}
            >
              {open ? (offers > 0 ? "Compare offers" : "View task") : "View details"} <ChevronRight />
            </Link>
          </Button>
        )}
        {open && (
          <div className="flex flex-wrap items-center justify-between gap-2 sm:contents">
            <Button variant="ghost" onClick={() => setInviting(true)}>
              <Users /> Invite taskers
            </Button>
            <Button variant="ghost" onClick={() => setEditingPhotos(true)} aria-label={`Photos of ${task.title}`}>
              <Images /> Photos
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 hover:text-red-800 sm:ml-auto"
              onClick={() => setConfirming(true)}
            >
              Cancel task
            </Button>
          </div>
        )}
      </div>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader
            title="Cancel this task?"
            description={`"${task.title}" will close and ${offers > 0 ? `the ${offers} pending ${offers === 1 ? "offer" : "offers"} will be declined` : "taskers can no longer send offers"}. This cannot be undone.`}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep task
            </Button>
            <Button variant="destructive" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling..." : "Cancel task"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <TaskPhotosDialog task={task} open={editingPhotos} onOpenChange={setEditingPhotos} />

      <Dialog open={inviting} onOpenChange={setInviting}>
        <DialogContent className="max-w-3xl">
          <DialogHeader
            title="Invite taskers"
            description={`Taskers skilled in ${task.categoryName} near your task. Each says whether they are free ${task.scheduledDate ? `on ${taskDate(task.scheduledDate)}` : "in the coming week"}.`}
          />
          {inviting && <MatchedTaskers taskId={task.id} />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
