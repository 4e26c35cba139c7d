// Busy times from the tasker's own calendar: paste a private iCalendar URL (Google, Outlook, Apple);
// taskly imports it now and every 15 minutes. The last import's result or error shows here.
import { useMutation, useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { setCalendarImport, syncCalendarImport } from "../api/calendar-import";
import { ownScheduleQuery } from "../api/schedule";

export function CalendarImportCard() {
  const own = useQuery(ownScheduleQuery());
  const current = own.data?.calendarImport ?? null;
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => invalidateRoots(queryRoots.taskers, queryRoots.bookings);
  const change = useMutation({ mutationFn: (next: string | null) => setCalendarImport(next), onSuccess: refresh });
  const sync = useMutation({ mutationFn: syncCalendarImport, onSuccess: refresh });
  const shown = url ?? current?.url ?? "";
  const failure = change.error ?? sync.error;
  return (
    <Card id="calendar-import">
      <CardHeader>
        <CardTitle>Busy times from your calendar</CardTitle>
        <p className="text-sm text-slate-600">
          Paste your calendar&apos;s private iCalendar (.ics) address. Its events block those times, checked every 15
          minutes.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(shown.trim() || null);
          }}
        >
          <Field id="ics-url" label="Calendar address">
            <Input
              id="ics-url"
              type="url"
              inputMode="url"
              placeholder="https://calendar.google.com/.../basic.ics"
              value={shown}
              onChange={(e) => setUrl(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Importing..." : "Save and import"}
          </Button>
        </form>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(failure)}
          </p>
        )}
        {current && (
          <div className="grid gap-2 rounded-xl bg-slate-50 p-3 text-sm" data-testid="calendar-import-status">
            {current.lastError ? (
              <p role="alert" className="text-red-800">
                Last import failed: {current.lastError}
              </p>
            ) : (
              <p className="text-slate-700">
                {current.lastSyncedAt
                  ? `Imported ${current.busyCount} busy ${current.busyCount === 1 ? "time" : "times"} ${formatDistanceToNow(new Date(current.lastSyncedAt), { addSuffix: true })}.`
                  : "Not imported yet."}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => sync.mutate()} disabled={sync.isPending}>
                {sync.isPending ? "Importing..." : "Import now"}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setUrl(null);
                  change.mutate(null);
                }}
              >
                Stop importing
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
