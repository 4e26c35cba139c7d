// The tasker's availability card: loads the saved schedule (or the defaults), edits it locally and
// saves it as a whole; the server's message shows when something is refused.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { OwnSchedule, ScheduleInput } from "@contract/availability";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { ownScheduleQuery, saveSchedule } from "../api/schedule";
import { BookingRulesFields } from "./booking-rules-fields";
import { ExceptionsList } from "./exceptions-list";
import { WeeklyHoursGrid } from "./weekly-hours-grid";

const WORKDAY = [{ start: "09:00", end: "17:00" }];

/** A first schedule: weekdays 9–5, a day's notice, half an hour between jobs, two months ahead. */
function startingPoint(own: OwnSchedule): ScheduleInput {
  const { custom, calendarImport: _c, ...saved } = own;
  if (custom) return saved;
  return {
    ...saved,
    weeklyHours: Array.from({ length: 7 }, (_, i) => (i < 5 ? WORKDAY : [])),
    noticeHours: 12,
    bufferMinutes: 30,
    horizonDays: 60,
  };
}

function Editor({ own }: { own: OwnSchedule }) {
  const [draft, setDraft] = useState<ScheduleInput>(() => startingPoint(own));
  const save = useMutation({
    mutationFn: () => saveSchedule(draft),
    onSuccess: () => {
      toast({ title: "Availability saved", description: "Customers now see these times.", variant: "success" });
      void invalidateRoots(queryRoots.taskers, queryRoots.bookings);
    },
  });
  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {!own.custom && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          You have not set your hours yet, so customers can book you at any time. Save your hours below.
        </p>
      )}
      <WeeklyHoursGrid value={draft.weeklyHours} onChange={(weeklyHours) => setDraft({ ...draft, weeklyHours })} />
      <ExceptionsList value={draft.exceptions ?? []} onChange={(exceptions) => setDraft({ ...draft, exceptions })} />
      <BookingRulesFields
        value={{ ...draft, onVacation: draft.onVacation ?? false }}
        onChange={(rules) => setDraft({ ...draft, ...rules })}
      />
      {save.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save availability"}
        </Button>
      </div>
    </form>
  );
}

export function ScheduleEditor() {
  const own = useQuery(ownScheduleQuery());
  return (
    <Card id="availability">
      <CardHeader>
        <CardTitle>Availability</CardTitle>
        <p className="text-sm text-slate-600">Customers can only book the times you are free.</p>
      </CardHeader>
      <CardContent>
        {own.isLoading && <Skeleton className="h-96 w-full" aria-label="Loading your hours" />}
        {own.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(own.error)}
          </p>
        )}
        {own.data && <Editor own={own.data} />}
      </CardContent>
    </Card>
  );
}
