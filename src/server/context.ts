import type { Config } from "./config";
import type { Database, Db } from "./db/connect";
import type { PaymentProvider } from "./modules/payments/provider";
import type { SlotCache } from "./modules/availability/slot-cache";
import type { OpenTaskCache } from "./modules/tasks/open-task-cache";
import type { TaskerCaches } from "./modules/taskers/tasker-cache";
import type { RealtimeHub } from "./realtime/hub";

/** What every module's routes get: configuration, the database and the instance-wide services. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The WebSocket fan-out: messages publish to it, /api/ws adds sockets to it. */
  realtime: RealtimeHub;
  /** The payment provider bookings charge through. */
  payments: PaymentProvider;
  /** This instance's caches of public tasker reads, emptied when the database announces a change. */
  taskerCaches: TaskerCaches;
  /** This instance's Find Work pages, forgotten when the database announces a change they may show. */
  openTasks: OpenTaskCache;
  /** This instance's answers of taskers' free times, forgotten when the database announces a change to the tasker. */
  freeTimes: SlotCache;
}
