// Imports a tasker asks for (saving an address, "Import now") are limited per tasker, in the database
// like the other throttles so every instance counts together: a fixed window of an hour, counted only
// when an import is let through. Stopping the import is never limited.
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { tooManyRequests } from "../../../lib/http-error";

export const IMPORT_REQUESTS = { count: 10, minutes: 60 } as const;

const inWindow = sql`r.window_start > now() - make_interval(mins => ${IMPORT_REQUESTS.minutes}::int)`;

/** Counts one import for the tasker, or refuses it with 429 when they have had their imports this hour. */
export async function takeImportRequest(db: Db, taskerUserId: string): Promise<void> {
  const counted = await queryRows<{ count: number }>(
    db,
    sql`insert into calendar_import_requests as r (tasker_id, window_start, count)
    values (${taskerUserId}::uuid, now(), 1)
    on conflict (tasker_id) do update set
      count = case when ${inWindow} then r.count + 1 else 1 end,
      window_start = case when ${inWindow} then r.window_start else now() end
    where not ${inWindow} or r.count < ${IMPORT_REQUESTS.count}::int
    returning count`,
  );
  if (counted.length) return;
  const [window] = await queryRows<{ minutes_left: number }>(
    db,
    sql`select ceil(extract(epoch from r.window_start + make_interval(mins => ${IMPORT_REQUESTS.minutes}::int) - now()) / 60)::int as minutes_left
    from calendar_import_requests r where r.tasker_id = ${taskerUserId}::uuid`,
  );
  const wait = Math.max(1, window?.minutes_left ?? IMPORT_REQUESTS.minutes);
  throw tooManyRequests(
    `You can import your calendar ${IMPORT_REQUESTS.count} times an hour. Please try again in ${wait} ${wait === 1 ? "minute" : "minutes"}.`,
  );
}
