// /booking/{taskId}: compare the task's offers, schedule and pay.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, CalendarClock, Inbox, MapPin, SearchX, Lock } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useRoute } from "wouter";
import { offerBookingHours } from "@contract/bookings";
import { DEFAULT_BOOKING_DURATION } from "@contract/constants";
import { bookingAmountStrings } from "@contract/money";
import { PhotoGallery } from "@/components/photos";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, PageState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { BookingFailure } from "@/features/bookings/booking-failure";
import { SaveCardConsent } from "@/features/bookings/save-card-consent";
import { OfferCard } from "@/features/bookings/offer-card";
import { PaymentFields, usePaymentForm } from "@/features/bookings/payment-fields";
import { PriceSummary } from "@/features/bookings/price-summary";
import { whenLabel } from "@/features/bookings/schedule";
import { ScheduleFields, type ScheduleValue } from "@/features/bookings/schedule-fields";
import { StepIndicator } from "@/features/bookings/steps";
import type { BookingTask } from "@/features/bookings/types";
import { useBookingSchedule } from "@/features/bookings/use-booking-schedule";
import { isSlotTaken, useCreateBooking } from "@/features/bookings/use-create-booking";
import { taskOffersQuery } from "@/features/tasks/api/offers";
import { taskDetailQuery } from "@/features/tasks/api/task";
import { taskDate } from "@/features/tasks/task-ui";
import { ApiRequestError, errorMessage } from "@/lib/api";

function BookingSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8" aria-busy="true" aria-label="Loading booking">
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-1/2 max-w-sm" />
      <Skeleton className="h-8 w-full max-w-lg" />
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

function initialSchedule(task: BookingTask): ScheduleValue {
  const preferred = task.scheduledDate ? new Date(task.scheduledDate) : undefined;
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const day = preferred && preferred >= today ? preferred : undefined;
  return { day, start: null, duration: DEFAULT_BOOKING_DURATION };
}

function BookingFlow({ task }: { task: BookingTask }) {
  const offersQuery = useQuery(taskOffersQuery(task.id));
  const offers = useMemo(() => (offersQuery.data ?? []).filter((o) => o.status === "pending"), [offersQuery.data]);
  const [step, setStep] = useState(1);
  const [offerId, setOfferId] = useState<string | null>(null);
  const { schedule, setSchedule, notice, timeTaken } = useBookingSchedule(() => initialSchedule(task));
  const payment = usePaymentForm();
  const [saveCard, setSaveCard] = useState(false);
  // A time taken meanwhile: back to the schedule step, with the free times fetched again.
  const create = useCreateBooking({
    onSlotTaken: () => {
      timeTaken();
      go(2);
    },
  });
  const offer = offers.find((o) => o.id === offerId) ?? null;
  const scheduleReady = !!schedule.start;

  const go = (n: number) => {
    setStep(n);
    window.scrollTo({ top: 0 });
  };
  const confirm = () => {
    const start = schedule.start;
    if (!offer || !start) return;
    void payment.submit((method) =>
      create.mutate({
        taskId: task.id,
        offerId: offer.id,
        scheduledDate: start,
        duration: schedule.duration,
        totalAmount: bookingAmountStrings(offer.proposedRate, schedule.duration).total,
        ...method,
        saveCard,
      }),
    );
  };

  return (
    <>
      <div className="mt-6">
        <StepIndicator step={step} />
      </div>

      {step === 1 && (
        <section className="mt-8" aria-labelledby="step-title">
          <h2 id="step-title" className="text-xl font-semibold text-slate-900">
            Select Tasker
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Compare the offers side by side. Totals include the 5% service fee.
          </p>
          <div className="mt-5">
            {offersQuery.isLoading ? (
              <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading offers">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-72 rounded-2xl" />
                ))}
              </div>
            ) : offersQuery.isError ? (
              <EmptyState icon={Inbox} title="We couldn't load the offers">
                {errorMessage(offersQuery.error)}
              </EmptyState>
            ) : offers.length === 0 ? (
              <EmptyState
                icon={Inbox}
                title="No offers yet"
                actions={
                  <Button asChild variant="outline">
                    <Link href="/browse-taskers">Browse taskers</Link>
                  </Button>
                }
              >
                Taskers usually reply within a day. You can also hire a tasker directly from their profile.
              </EmptyState>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {offers.map((o) => (
                  <OfferCard
                    key={o.id}
                    offer={o}
                    selected={o.id === offerId}
                    onSelect={() => {
                      setOfferId(o.id);
                      setSchedule({ ...schedule, duration: offerBookingHours(o.estimatedDuration) });
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => go(2)} disabled={!offer} className="w-full sm:w-auto">
              Continue <ArrowRight />
            </Button>
          </div>
        </section>
      )}

      {step === 2 && offer && (
        <section className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]" aria-labelledby="step-title">
          <Card>
            <CardHeader>
              <CardTitle id="step-title">Schedule</CardTitle>
            </CardHeader>
            <CardContent>
              {offer.tasker.profileId ? (
                <ScheduleFields
                  taskerProfileId={offer.tasker.profileId}
                  value={schedule}
                  onChange={setSchedule}
                  notice={notice}
                />
              ) : (
                <p role="status" className="text-sm text-slate-700">
                  This tasker can no longer be booked. Choose another offer.
                </p>
              )}
            </CardContent>
          </Card>
          <Card className="self-start">
            <CardHeader>
              <CardTitle>Summary</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <p className="text-sm text-slate-700">
                With <span className="font-semibold text-slate-900">{offer.tasker.name}</span>
              </p>
              <PriceSummary rate={offer.proposedRate} hours={schedule.duration} />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="outline" onClick={() => go(1)}>
                  <ArrowLeft /> Back
                </Button>
                <Button onClick={() => go(3)} disabled={!scheduleReady}>
                  Continue <ArrowRight />
                </Button>
              </div>
            </CardContent>
          </Card>
        </section>
      )}

      {step === 3 && offer && schedule.start && (
        <section className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]" aria-labelledby="step-title">
          <Card>
            <CardHeader>
              <CardTitle id="step-title">Payment</CardTitle>
            </CardHeader>
            <CardContent>
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  confirm();
                }}
                className="grid gap-5"
              >
                <PaymentFields payment={payment} />
                <SaveCardConsent checked={saveCard} onChange={setSaveCard} />
                {create.isError && !isSlotTaken(create.error) && <BookingFailure error={create.error} />}
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                  <Button variant="outline" onClick={() => go(2)} disabled={create.isPending}>
                    <ArrowLeft /> Back
                  </Button>
                  <Button type="submit" disabled={create.isPending || payment.busy}>
                    <Lock /> {create.isPending ? "Confirming..." : "Confirm Booking"}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
          <Card className="self-start">
            <CardHeader>
              <CardTitle>Booking summary</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Task</dt>
                  <dd className="text-right font-medium text-slate-900">{task.title}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Tasker</dt>
                  <dd className="text-right font-medium text-slate-900">{offer.tasker.name}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">When</dt>
                  <dd className="text-right font-medium text-slate-900">{whenLabel(schedule.start)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Duration</dt>
                  <dd className="text-right font-medium text-slate-900">
                    {schedule.duration} {schedule.duration === 1 ? "hour" : "hours"}
                  </dd>
                </div>
              </dl>
              <div className="border-t border-slate-200 pt-4">
                <PriceSummary rate={offer.proposedRate} hours={schedule.duration} />
              </div>
              <p className="text-xs text-slate-600">Free cancellation until 24 hours before the start.</p>
            </CardContent>
          </Card>
        </section>
      )}
    </>
  );
}

function BookingScreen({ taskId }: { taskId: string }) {
  const { user } = useAuth();
  const taskQuery = useQuery(taskDetailQuery(taskId));
  if (taskQuery.isLoading) return <BookingSkeleton />;
  if (taskQuery.isError || !taskQuery.data) {
    const missing = !(taskQuery.error instanceof ApiRequestError) || [403, 404].includes(taskQuery.error.status);
    return (
      <PageState
        icon={SearchX}
        title={missing ? "Task not found" : "Something went wrong"}
        actions={
          <Button asChild>
            <Link href="/browse-taskers">Browse Taskers</Link>
          </Button>
        }
      >
        {missing
          ? "The task you're looking for doesn't exist or was removed."
          : "We couldn't load this task. Please try again."}
      </PageState>
    );
  }
  const task = taskQuery.data;
  if (task.status !== "open" || task.customerId !== user?.id) {
    return (
      <PageState
        icon={CalendarClock}
        title="Task not available"
        actions={
          <>
            <Button asChild>
              <Link href="/my-bookings">My Bookings</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/browse-taskers">Browse Taskers</Link>
            </Button>
          </>
        }
      >
        {task.customerId !== user?.id
          ? "Only the customer who posted this task can book it."
          : "This task is no longer open for booking."}
      </PageState>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm font-medium text-brand-700">{task.categoryName}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{task.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {task.location}
        </span>
        {task.scheduledDate && (
          <span className="flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden="true" />
            Preferred {taskDate(task.scheduledDate)}
          </span>
        )}
      </p>
      <PhotoGallery photos={task.photos} label="Task photos" className="mt-4" />
      <BookingFlow task={task} />
    </div>
  );
}

export default function BookingPage() {
  const [, params] = useRoute<{ taskId: string }>("/booking/:taskId");
  return (
    <RequireAuth message="Please sign in to book a tasker.">
      <BookingScreen taskId={params?.taskId ?? ""} />
    </RequireAuth>
  );
}
