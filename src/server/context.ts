import type { Config } from "./config";
import type { Database, Db } from "./db/connect";
import type { PaymentProvider } from "./modules/payments/provider";
import type { EventFeed } from "./events/feed";
import type { Cache } from "./lib/cache";
import type { ObjectStorage } from "./lib/storage";
import type { JsonPage } from "./lib/paged-reply";
import type { OpenTaskPageEntry, SlotAnswer } from "./modules/availability/work-changes";
import type { TaskerCaches } from "./modules/taskers/tasker-cache";
import type { InboxCaches } from "./modules/messages/inbox-cache";
import type { BellCaches } from "./modules/notification-centre/bell-cache";
import type { RealtimeHub } from "./realtime/hub";

/** What every module's routes get: configuration, the database and the instance-wide services. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The domain events as they commit, on every instance (events/feed.ts). */
  feed: EventFeed;
  /** The WebSocket fan-out, fed by the events: /api/ws adds sockets to it. */
  realtime: RealtimeHub;
  /** The payment provider bookings charge through. */
  payments: PaymentProvider;
  /** Where photos and avatars are stored (STORAGE_DRIVER): the local directory or S3-compatible storage. */
  storage: ObjectStorage;
  /** This instance's caches of public tasker reads, forgotten on the events that change taskers. */
  taskerCaches: TaskerCaches;
  /** This instance's Find Work pages, forgotten on the events that change what they show. */
  openTasks: Cache<OpenTaskPageEntry>;
  /** This instance's answers of taskers' free times, forgotten on the events that change the tasker. */
  freeTimes: Cache<SlotAnswer>;
  /** This instance's conversation lists and pages, forgotten on the events that change what they show. */
  inbox: InboxCaches;
  /** This instance's notification pages and unread counts, forgotten on the events that write items. */
  bells: BellCaches;
  /** This instance's pages of the admin users list, forgotten on any account's change. */
  adminUsers: Cache<JsonPage>;
}
