// When a tasker may start a booking (from an hour before it begins), as the Start buttons show it.
import { format } from "date-fns";
import { useEffect, useState } from "react";
import { startAvailableFrom } from "@contract/bookings";

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether the start window is open now; re-renders by itself the moment it opens. */
export function useStartWindow(scheduledDate: string): { open: boolean; label: string; hint: string } {
  const from = startAvailableFrom(scheduledDate).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = from - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 250, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [from, now]);
  const sameDay = new Date(now).toDateString() === new Date(from).toDateString();
  const time = format(new Date(from), sameDay ? "h:mm a" : "EEE, MMM d, h:mm a");
  return { open: now >= from, label: `Available from ${time}`, hint: `You can start this job from ${time}.` };
}
