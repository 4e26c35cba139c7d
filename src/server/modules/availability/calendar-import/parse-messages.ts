// What the main thread and the calendar parse worker (parse-worker.ts) send each other.
import type { Interval } from "../slot-engine";

/** The worker's workerData: one calendar's text, the window to expand it in, the tasker's zone. */
export interface ParseRequest {
  text: string;
  window: Interval;
  zone: string;
}

/** The worker's messages: it has started reading (its code is loaded), then the busy times or the error. */
export type ParseMessage = { started: true } | { busy: Interval[] } | { error: string };
