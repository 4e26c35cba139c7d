// Opens the configured database for a long-running process: PostgreSQL when DATABASE_URL is set,
// else PGlite in DATA_DIR with its disk, lock and half-initialised-directory checks.
import type { Config } from "../config";
import { openPglite, openPostgres, type Database } from "./connect";
import { DataDirError, checkDataDirState, lockDataDir, markDataDirReady, pgliteDir } from "./data-dir";
import { checkDataDirWritable } from "./disk";

export interface OpenedDatabase {
  database: Database;
  /** Call once migrations and seeding have finished. */
  markReady(): void;
  close(): Promise<void>;
}

export async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, {
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
    return { database, markReady: () => undefined, close: () => database.close() };
  }
  checkDataDirWritable(config.dataDir);
  const release = await lockDataDir(config.dataDir);
  try {
    const state = checkDataDirState(config.dataDir);
    const database = await openPgliteExplained(pgliteDir(config.dataDir));
    return {
      database,
      markReady: () => {
        if (state === "new") markDataDirReady(config.dataDir);
      },
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite fails opaquely on a bad disk ('Aborted()'): say what is wrong with the directory instead. */
async function openPgliteExplained(dir: string): Promise<Database> {
  try {
    return await openPglite(dir);
  } catch (error) {
    checkDataDirWritable(dir);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataDirError(`PGlite could not open the database in ${dir}: ${reason}`, { cause: error });
  }
}
