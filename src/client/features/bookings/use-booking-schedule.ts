// The time being chosen for a booking: cleared, with a notice for the time picker, when the chosen
// time turned out to be taken; choosing another time removes the notice.
import { useState } from "react";
import type { ScheduleValue } from "./schedule-fields";
import { SLOT_TAKEN_NOTICE } from "./use-create-booking";

export function useBookingSchedule(initial: () => ScheduleValue) {
  const [schedule, setSchedule] = useState<ScheduleValue>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    schedule,
    notice,
    setSchedule: (next: ScheduleValue) => {
      setSchedule(next);
      if (next.start) setNotice(null);
    },
    timeTaken: () => {
      setNotice(SLOT_TAKEN_NOTICE);
      setSchedule((current) => ({ ...current, start: null }));
    },
  };
}
