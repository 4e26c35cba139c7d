// The hire panel of /book-tasker/{id}: pick one of your open tasks (or post one and come back),
// a free time from their calendar, a duration and a card (kept for tips and price changes if the customer
// agrees); the booking goes straight to this tasker at their hourly rate.
import { useQuery } from "@tanstack/react-query";
import { ClipboardList, Lock, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { DEFAULT_BOOKING_DURATION } from "@contract/constants";
import { bookingAmountStrings } from "@contract/money";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, NativeSelect } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { loginHref, useAuth } from "@/features/auth";
import { myTasksQuery } from "@/features/tasks";
import { BookingFailure } from "./booking-failure";
import { PaymentFields, usePaymentForm } from "./payment-fields";
import { PriceSummary } from "./price-summary";
import { SaveCardConsent } from "./save-card-consent";
import { ScheduleFields } from "./schedule-fields";
import type { BookingTask } from "./types";
import { useBookingSchedule } from "./use-booking-schedule";
import { isSlotTaken, useCreateBooking } from "./use-create-booking";

export interface HireTasker {
  id: string;
  userId: string;
  name: string;
  hourlyRate: string | null;
}

function OpenTaskPicker({
  taskerId,
  value,
  onChange,
}: {
  taskerId: string;
  value: string;
  onChange(id: string, task?: BookingTask): void;
}) {
  const tasks = useQuery(myTasksQuery("open"));
  const postHref = `/post-task?returnTo=${encodeURIComponent(`/book-tasker/${taskerId}`)}`;
  const list = (tasks.data ?? []).filter((t) => t.status === "open");
  // Back from posting a task (?task=…): choose it as if picked, so its date is used too.
  const initial = useRef(value);
  useEffect(() => {
    const chosen = initial.current && list.find((t) => t.id === initial.current);
    if (!chosen) return;
    initial.current = "";
    onChange(chosen.id, chosen);
  }, [list, onChange]);
  if (tasks.isLoading) return <Skeleton className="h-11 w-full" />;
  if (tasks.isError || !list.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <ClipboardList className="size-4" aria-hidden="true" />
          {tasks.isError ? "We couldn't load your tasks." : "You have no open tasks yet."}
        </p>
        <p className="mt-1">Describe the job first, then come back here to book.</p>
        <Button asChild size="sm" className="mt-3">
          <Link href={postHref}>
            <Plus /> Post a task
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <Field id="hire-task" label="Which task?">
        <NativeSelect
          id="hire-task"
          value={value}
          onChange={(e) =>
            onChange(
              e.target.value,
              list.find((t) => t.id === e.target.value),
            )
          }
        >
          <option value="">Choose an open task</option>
          {list.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Link
        href={postHref}
        className="inline-flex min-h-11 items-center self-start rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Or post a new task
      </Link>
    </div>
  );
}

export function HirePanel({ tasker }: { tasker: HireTasker }) {
  const { user } = useAuth();
  const [taskId, setTaskId] = useState(() => new URLSearchParams(window.location.search).get("task") ?? "");
  const { schedule, setSchedule, notice, timeTaken } = useBookingSchedule(() => ({
    day: undefined,
    start: null,
    duration: DEFAULT_BOOKING_DURATION,
  }));
  const payment = usePaymentForm();
  const [saveCard, setSaveCard] = useState(false);
  const create = useCreateBooking({ onSlotTaken: timeTaken });
  const rate = tasker.hourlyRate;

  let body;
  if (!user) {
    body = (
      <div className="grid gap-3 text-sm text-slate-700">
        <p>Log in to book {tasker.name} for one of your tasks.</p>
        <Button asChild>
          <Link href={loginHref()}>Log In to Hire</Link>
        </Button>
      </div>
    );
  } else if (user.id === tasker.userId) {
    body = <p className="text-sm text-slate-700">This is your own profile.</p>;
  } else if (!rate) {
    body = (
      <p className="text-sm text-slate-700">
        This tasker has not set an hourly rate yet. Send them a message to agree on a price.
      </p>
    );
  } else {
    const ready = !!taskId && !!schedule.start;
    body = (
      <form
        noValidate
        className="grid gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          const start = schedule.start;
          if (!ready || !start) return;
          void payment.submit((method) =>
            create.mutate({
              taskId,
              taskerId: tasker.id,
              scheduledDate: start,
              duration: schedule.duration,
              totalAmount: bookingAmountStrings(rate, schedule.duration).total,
              ...method,
              saveCard,
            }),
          );
        }}
      >
        <OpenTaskPicker
          taskerId={tasker.id}
          value={taskId}
          onChange={(id, task) => {
            setTaskId(id);
            // Start from the task's preferred date when it is still ahead.
            const preferred = task?.scheduledDate ? new Date(task.scheduledDate) : null;
            if (!schedule.day && preferred && preferred.getTime() > Date.now())
              setSchedule({ ...schedule, day: preferred });
          }}
        />
        <ScheduleFields
          taskerProfileId={tasker.id}
          value={schedule}
          onChange={setSchedule}
          idPrefix="hire"
          notice={notice}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <div className="grid content-start gap-4">
            <PaymentFields payment={payment} idPrefix="hire-card" />
            <SaveCardConsent checked={saveCard} onChange={setSaveCard} />
          </div>
          <div className="grid content-start gap-3 rounded-xl bg-slate-50 p-4">
            <PriceSummary rate={rate} hours={schedule.duration} />
            <p className="text-xs text-slate-600">Free cancellation until 24 hours before the start.</p>
          </div>
        </div>
        {create.isError && !isSlotTaken(create.error) && <BookingFailure error={create.error} />}
        <div className="flex justify-end">
          <Button type="submit" disabled={!ready || create.isPending || payment.busy} className="w-full sm:w-auto">
            <Lock /> {create.isPending ? "Booking..." : `Book and pay`}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Card className="mt-6 border-brand-200" id="hire">
      <CardHeader>
        <CardTitle>Hire {tasker.name}</CardTitle>
        {rate && <p className="text-sm text-slate-600">Booked at their hourly rate, plus a 5% service fee.</p>}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
