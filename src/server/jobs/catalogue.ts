// Every background job taskly runs: its name (a pg-boss queue), the zod type of its data, and how
// it is retried. A job's data is checked when it is sent and again when it runs, so a job sent by
// an older or newer version of the server fails clearly instead of running on data it misreads.
// Adding a job: an entry here (the queue is created by the next startup's migrations), then a
// handler registered with `runner.work` (jobs/background-jobs.ts for the ones main.ts starts).
import { z } from "zod";

/** How pg-boss retries and expires a job of this queue (pgboss.queue; applied at every migration). */
export interface QueueSettings {
  /** Runs after the first one that fail; then the job stays `failed` (kept for inspection). */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each further retry (with jitter). */
  retryDelay: number;
  /** A run still going after this long counts as failed (its process died, or it hangs) and is retried. */
  expireInSeconds: number;
}

export interface JobDefinition {
  data: z.ZodType<Record<string, unknown>>;
  queue: QueueSettings;
}

/** The periodic jobs' retries: a failed round is tried again soon, and the next round comes anyway. */
const periodic: QueueSettings = { retryLimit: 3, retryDelay: 30, expireInSeconds: 15 * 60 };

export const jobCatalogue = {
  /**
   * Turns mail held for quiet hours into summaries, then sends a batch of due `email_outbox` mail over
   * SMTP (lib/outbox-worker.ts): every 5 s when SMTP_URL is set; without it, summaries only, every minute.
   */
  "send-mail": { data: z.object({}).strict(), queue: { ...periodic, expireInSeconds: 5 * 60 } },
  /** Releases held shares, resends pending payouts, runs the weekly payouts (modules/payouts/jobs.ts). */
  money: { data: z.object({}).strict(), queue: periodic },
  /** Disputes the tasker left unanswered past their deadline go to admins (modules/disputes/escalate.ts). */
  "escalate-disputes": { data: z.object({}).strict(), queue: periodic },
  /** Imports taskers' busy times from their calendar URLs when due (availability/calendar-import). */
  "import-calendars": { data: z.object({}).strict(), queue: periodic },
  /** Sends the web pushes notification items wrote (modules/notification-centre/push-deliveries.ts); every 5 s. */
  "send-push": { data: z.object({}).strict(), queue: { ...periodic, expireInSeconds: 5 * 60 } },
  /** E-mails people about unread messages: the first at once, later ones in a digest (modules/message-mail); every 10 s. */
  "message-mails": { data: z.object({}).strict(), queue: { ...periodic, expireInSeconds: 5 * 60 } },
  /** Sends the reminders that came due (modules/reminders/due.ts); every 5 minutes. */
  reminders: { data: z.object({}).strict(), queue: periodic },
  /** Tells the taskers whose alerts a task posted or reopened fits (modules/task-alerts/alert-job.ts). */
  "task-alerts": {
    data: z.object({ taskId: z.string().uuid() }).strict(),
    queue: { retryLimit: 5, retryDelay: 5, expireInSeconds: 5 * 60 },
  },
  /** Sends the daily digests of task alerts due this hour (modules/task-alerts/digest.ts); hourly. */
  "task-alert-digest": { data: z.object({}).strict(), queue: periodic },
  /** Deletes photos never attached within a day, and removed photos' objects (modules/photos/prune.ts); hourly. */
  "prune-photos": { data: z.object({}).strict(), queue: periodic },
  /** Tells taskers of badges expiring within 30 days, clears lapsed verified flags (modules/identity/renewals.ts); hourly. */
  "badge-renewals": { data: z.object({}).strict(), queue: periodic },
  /** Publishes the reviews of bookings whose review window ended (modules/reviews/publish.ts); every 5 minutes. */
  "review-windows": { data: z.object({}).strict(), queue: periodic },
  /** Deletes domain events past their retention (events/prune.ts); hourly. */
  "prune-events": { data: z.object({}).strict(), queue: periodic },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof jobCatalogue;
export type JobData<N extends JobName> = z.infer<(typeof jobCatalogue)[N]["data"]>;

export const jobNames = Object.keys(jobCatalogue) as JobName[];
