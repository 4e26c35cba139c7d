// An account an admin limited cannot send messages or offers, or post tasks, until the limit's end.
// Read fresh on each such write (never from the session), so a limit holds at once on every instance.
import { sql } from "drizzle-orm";
import { limitedMessage } from "../../../contract/moderation";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { forbidden } from "../../lib/http-error";

/** 403 "Your account is limited until 12 March: <reason>" while `userId` is limited at `now`. */
export async function assertNotLimited(db: Db, userId: string, now = new Date()): Promise<void> {
  const [row] = await queryRows<{ limited_until: Date | string | null; limited_reason: string | null }>(
    db,
    sql`select limited_until, limited_reason from users where id = ${userId}::uuid`,
  );
  if (row?.limited_until && new Date(row.limited_until) > now)
    throw forbidden(limitedMessage(row.limited_until, row.limited_reason ?? ""));
}
