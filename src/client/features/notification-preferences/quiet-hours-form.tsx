// Quiet hours: e-mail and push wait from "From" to "To" in the person's time zone (the browser's
// until they save another) and come as one summary when they end; changes to a booking in the next
// 24 hours still come at once. Saved with the button; the answer says what was saved.
import { useId, useMemo, useState, type FormEvent } from "react";
import type { NotificationPreferences } from "@contract/notification-preferences";
import { localTimeZone } from "@contract/time-zones";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { savePreferences } from "./api/preferences";
import { Switch } from "./switch";

const DEFAULT_QUIET = { start: "22:00", end: "07:00" };

function zoneNames(current: string): string[] {
  const names = Intl.supportedValuesOf("timeZone");
  return names.includes(current) ? names : [current, ...names];
}

export function QuietHoursForm({ preferences }: { preferences: NotificationPreferences }) {
  const id = useId();
  const [on, setOn] = useState(preferences.quietHours !== null);
  const [start, setStart] = useState(preferences.quietHours?.start ?? DEFAULT_QUIET.start);
  const [end, setEnd] = useState(preferences.quietHours?.end ?? DEFAULT_QUIET.end);
  const [zone, setZone] = useState(preferences.timeZone ?? localTimeZone());
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("");
  const zones = useMemo(() => zoneNames(zone), [zone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus("");
    try {
      const saved = await savePreferences({ quietHours: on ? { start, end } : null, timeZone: zone });
      setStatus(
        saved.quietHours
          ? `Saved. Quiet hours: ${saved.quietHours.start} to ${saved.quietHours.end} (${saved.timeZone}).`
          : "Saved. Quiet hours are off.",
      );
    } catch (error) {
      toast({ title: "Not saved", description: errorMessage(error), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            Quiet hours
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            E-mail and push wait until your quiet hours end, then come as one summary. A change to a booking in the next
            24 hours still reaches you at once.
          </p>
        </div>
        <Switch aria-label="Quiet hours" checked={on} onChange={(event) => setOn(event.target.checked)} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          From
          <Input type="time" required value={start} disabled={!on} onChange={(event) => setStart(event.target.value)} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          To
          <Input type="time" required value={end} disabled={!on} onChange={(event) => setEnd(event.target.value)} />
        </label>
      </div>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Time zone
        <NativeSelect value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <option key={name} value={name}>
              {name.replace(/_/g, " ")}
            </option>
          ))}
        </NativeSelect>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save quiet hours"}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {status}
        </p>
      </div>
    </form>
  );
}
