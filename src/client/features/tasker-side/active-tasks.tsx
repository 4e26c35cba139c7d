// Active Tasks: the tasker's confirmed and running bookings with Start / Complete.
import { useQuery } from "@tanstack/react-query";
import { format as formatDate } from "date-fns";
import { CalendarClock, Clock, MapPin, Play, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { ActiveTask } from "@contract/dashboard";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ErrorNotice } from "@/components/ui/error-notice";
import { advanceBooking, CompleteJobButton, useStartWindow } from "@/features/bookings";
import { useCurrency } from "@/features/currency";
import { errorMessage } from "@/lib/api";
import { activeTasksQuery } from "./api/active-tasks";
import { invalidateTaskerData } from "./api/refresh";

export const when = (iso: string) => formatDate(new Date(iso), "EEE, MMM d · h:mm a");

function TaskRow({ task }: { task: ActiveTask }) {
  const { format } = useCurrency();
  const [busy, setBusy] = useState(false);
  const running = task.status === "in_progress";
  const startWindow = useStartWindow(task.scheduledDate);
  const act = async (action: "start" | "complete") => {
    setBusy(true);
    try {
      await advanceBooking(task.id, action);
      await invalidateTaskerData();
      toast(
        action === "start"
          ? { title: "Task started", description: `Good luck with "${task.taskTitle}"!`, variant: "success" }
          : {
              title: "Task completed",
              description: "Nice work! The payment is on its way to you.",
              variant: "success",
            },
      );
    } catch (error) {
      toast({
        title: action === "start" ? "Couldn't start the task" : "Couldn't complete the task",
        description: errorMessage(error),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center"
      data-testid="active-task"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{task.taskTitle}</p>
          {running ? <Badge variant="warning">In progress</Badge> : <Badge variant="info">Confirmed</Badge>}
        </div>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1.5">
            <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
            {when(task.scheduledDate)}
          </span>
          {task.duration != null && (
            <span className="flex items-center gap-1.5">
              <Clock className="size-4 text-slate-400" aria-hidden="true" />
              {task.duration} {task.duration === 1 ? "hour" : "hours"}
            </span>
          )}
          <span className="flex min-w-0 items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{task.location}</span>
          </span>
        </div>
        <div className="mt-3 flex items-center gap-2 text-sm">
          <Avatar
            initials={task.customer.initials}
            image={task.customer.profileImage}
            seed={task.customer.id}
            size="sm"
            className="size-7 text-xs"
          />
          <span className="text-slate-700">{task.customer.name}</span>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
        <p className="sm:text-right">
          <span className="block text-lg font-bold text-slate-900">{format(task.amount)}</span>
          <span className="text-xs text-slate-500">you earn</span>
        </p>
        {running ? (
          <CompleteJobButton
            amountUsd={task.totalAmount}
            customerName={task.customer.name}
            pending={busy}
            onComplete={() => act("complete")}
          />
        ) : (
          <Button
            variant="outline"
            className="h-auto min-h-10 whitespace-normal py-2 text-left"
            onClick={() => void act("start")}
            disabled={busy || !startWindow.open}
            title={startWindow.open ? undefined : startWindow.hint}
          >
            <Play /> {busy ? "Starting..." : startWindow.open ? "Start job" : startWindow.label}
          </Button>
        )}
      </div>
    </li>
  );
}

export function ActiveTasks() {
  const tasks = useQuery(activeTasksQuery());
  if (tasks.isLoading)
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading active tasks">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  if (tasks.isError)
    return (
      <ErrorNotice
        error={tasks.error}
        fallback="We could not load your active tasks."
        onRetry={() => void tasks.refetch()}
      />
    );
  if (!tasks.data?.length) {
    return (
      <EmptyState
        icon={CalendarClock}
        title="No active tasks"
        actions={
          <Button asChild variant="outline">
            <Link href="/browse-tasks">
              <Search /> Browse open tasks
            </Link>
          </Button>
        }
      >
        When a customer books you, the task shows up here.
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3">
      {tasks.data.map((t) => (
        <TaskRow key={t.id} task={t} />
      ))}
    </ul>
  );
}
