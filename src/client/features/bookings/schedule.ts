// Schedule helpers: free times grouped by the customer's local day, and labels in their time zone.
import { format } from "date-fns";

export const dayKey = (date: Date) => format(date, "yyyy-MM-dd");

/** Free start times (ISO) by local day ("yyyy-MM-dd" in the browser's zone), in order. */
export function slotsByDay(slots: string[]): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const key = dayKey(new Date(slot));
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}

export const timeLabel = (iso: string) => format(new Date(iso), "h:mm a");

export const whenLabel = (iso: string) => format(new Date(iso), "EEE, MMM d, yyyy 'at' h:mm a");

/** "Sat, Nov 28, 2026 · 1:45 PM": a booking's day and time as its card shows it. */
export const dateTimeLabel = (when: string | Date) => format(new Date(when), "EEE, MMM d, yyyy · h:mm a");

/** The browser's short name for its time zone at that moment ("CST", "GMT+1"), or "" if it has none. */
export function zoneAbbreviation(when: string | Date): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZoneName: "short" }).formatToParts(new Date(when));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/** "Sat, Nov 28, 2026 · 1:45 PM CST": a deadline, with the zone it is read in. */
export const deadlineLabel = (when: string | Date) => `${dateTimeLabel(when)} ${zoneAbbreviation(when)}`.trim();

/** "Berlin" from "Europe/Berlin", for notes about another zone. */
export const zoneCity = (zone: string) => zone.split("/").pop()!.replace(/_/g, " ");
