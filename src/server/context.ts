import type { Config } from "./config";
import type { Database, Db } from "./db/connect";

/** What every module's routes get: configuration and the database. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
}
