// Find Work's task alerts: the tasker's alerts (what each matches, edit, delete), the area they all
// use, and "Get alerts for tasks like these", which opens the form set to the category on screen.
import { useQuery } from "@tanstack/react-query";
import { BellPlus, BellRing, MapPin, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { TaskAlert } from "@contract/task-alerts";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { AlertForm } from "./alert-form";
import { deleteAlert, taskAlertsQuery } from "./api/task-alerts";

export function TaskAlertsPanel({ categoryName }: { categoryName?: string }) {
  const alerts = useQuery(taskAlertsQuery());
  const [editing, setEditing] = useState<TaskAlert | "new" | null>(null);
  const data = alerts.data;
  const initialCategoryId = data?.skills.find((s) => s.name.toLowerCase() === categoryName?.toLowerCase())?.id;

  const remove = async (alert: TaskAlert) => {
    try {
      await deleteAlert(alert.id);
      toast({ title: "Task alert deleted", variant: "success" });
    } catch (error) {
      toast({ title: "Could not delete the alert", description: errorMessage(error), variant: "destructive" });
    }
  };
  const done = (saved: TaskAlert | null) => {
    setEditing(null);
    if (saved)
      toast({
        title: "Task alert saved",
        description: `We'll tell you of new tasks: ${saved.summary}.`,
        variant: "success",
      });
  };

  return (
    <Card id="task-alerts" role="region" className="mt-6 scroll-mt-24 p-4 sm:p-6" aria-labelledby="task-alerts-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <BellRing className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="task-alerts-title" className="text-lg font-semibold text-slate-900">
              Task alerts
            </h2>
            <p className="text-sm text-slate-600">
              Hear of new tasks that fit you the moment they're posted, or in one e-mail a day.
            </p>
          </div>
        </div>
        {data && editing === null && data.alerts.length < data.max && data.area && (
          <Button variant={data.alerts.length ? "outline" : "default"} onClick={() => setEditing("new")}>
            <BellPlus aria-hidden="true" />
            {data.alerts.length ? "Add an alert" : "Get alerts for tasks like these"}
          </Button>
        )}
      </div>

      {alerts.isLoading && <Skeleton className="mt-4 h-16 rounded-xl" />}
      {alerts.isError && (
        <div className="mt-4">
          <ErrorNotice
            error={alerts.error}
            fallback="We could not load your task alerts."
            onRetry={() => void alerts.refetch()}
          />
        </div>
      )}

      {data && (
        <>
          <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {data.area ? (
              <span>
                In your service area: within {Math.round(data.area.radiusKm)} km of {data.area.baseName ?? "your base"}.{" "}
                <Link href="/tasker-profile" className="font-semibold text-brand-700 hover:underline">
                  Change area
                </Link>
              </span>
            ) : (
              <span>
                Set your base city in your{" "}
                <Link href="/tasker-profile" className="font-semibold text-brand-700 hover:underline">
                  tasker profile
                </Link>{" "}
                to get task alerts.
              </span>
            )}
          </p>

          {data.alerts.length > 0 && (
            <ul className="mt-4 grid gap-2" aria-label="Your task alerts">
              {data.alerts.map((alert) => (
                <li
                  key={alert.id}
                  className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="task-alert"
                >
                  <span className="min-w-0 break-words text-sm font-medium text-slate-900">{alert.summary}</span>
                  <span className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing(alert)}
                      aria-label={`Edit alert: ${alert.summary}`}
                    >
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void remove(alert)}
                      aria-label={`Delete alert: ${alert.summary}`}
                    >
                      <Trash2 aria-hidden="true" /> Delete
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {data.alerts.length >= data.max && editing === null && (
            <p className="mt-3 text-sm text-slate-600">You have {data.max} alerts, the most you can keep.</p>
          )}

          {editing !== null && (
            <div className="mt-5 border-t border-slate-200 pt-5">
              <h3 className="mb-4 text-base font-semibold text-slate-900">
                {editing === "new" ? "New task alert" : "Edit task alert"}
              </h3>
              <AlertForm
                key={editing === "new" ? "new" : editing.id}
                skills={data.skills}
                editing={editing === "new" ? null : editing}
                initialCategoryId={initialCategoryId}
                onDone={done}
              />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
