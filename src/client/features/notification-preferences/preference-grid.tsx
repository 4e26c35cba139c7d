// The grid: one row per category, one switch per channel, each saved as soon as it is flipped (the
// switch shows the new value at once and goes back if the save fails). Column headers stay short so
// the table fits a 360 px phone; every switch has its full name for screen readers.
import { useState } from "react";
import {
  CHANNELS,
  CHANNEL_LABELS,
  CHANNEL_PHRASES,
  type Channel,
  type NotificationPreferences,
  type PreferenceCategory,
} from "@contract/notification-preferences";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { savePreferences } from "./api/preferences";
import { Switch } from "./switch";

type Grid = NotificationPreferences["grid"];

export function PreferenceGrid({ grid }: { grid: Grid }) {
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState("");

  async function flip(category: PreferenceCategory, label: string, channel: Channel, enabled: boolean) {
    const key = `${category}:${channel}`;
    setPending((p) => ({ ...p, [key]: enabled }));
    setStatus("Saving…");
    try {
      await savePreferences({ cells: [{ category, channel, enabled }] });
      setStatus(`Saved: ${label} ${CHANNEL_PHRASES[channel]} ${enabled ? "on" : "off"}.`);
    } catch (error) {
      setStatus("");
      toast({ title: "Not saved", description: errorMessage(error), variant: "destructive" });
    } finally {
      setPending(({ [key]: _, ...rest }) => rest);
    }
  }

  return (
    <div>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">What taskly tells you, and how</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Notify me about
            </th>
            {CHANNELS.map((channel) => (
              <th
                key={channel}
                scope="col"
                className="w-14 px-0.5 py-2 text-center font-semibold whitespace-nowrap tracking-normal sm:w-24 sm:tracking-wide"
              >
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row) => (
            <tr key={row.category} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-3 pr-2 text-sm font-medium text-slate-900 sm:text-base">
                {row.label}
              </th>
              {CHANNELS.map((channel) => {
                const key = `${row.category}:${channel}`;
                const checked = pending[key] ?? row.channels[channel];
                return (
                  <td key={channel} className="px-1 py-3 text-center">
                    <Switch
                      aria-label={`${row.label} ${CHANNEL_PHRASES[channel]}`}
                      checked={checked}
                      disabled={key in pending}
                      onChange={(event) => void flip(row.category, row.label, channel, event.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="mt-3 min-h-5 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
