// The price filter of tasker search (`maxRate`): the rate column at or under the maximum, on every walk.
import { sql, type SQL } from "drizzle-orm";

export const maxRateFilter = (column: string, maxRate: number | undefined): SQL[] =>
  maxRate === undefined ? [] : [sql`${sql.raw(column)} <= ${String(maxRate)}::numeric`];
