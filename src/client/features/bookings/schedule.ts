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

/** "Berlin" from "Europe/Berlin", for notes about another zone. */
export const zoneCity = (zone: string) => zone.split("/").pop()!.replace(/_/g, " ");
