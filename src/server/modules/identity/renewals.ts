// The badge-renewals job: tells each tasker once, BADGE_RENEWAL_NOTICE_DAYS before a badge expires,
// to renew it (bell and e-mail), and clears tasker_profiles.is_verified of taskers whose "Verified by
// taskly" badge has expired (the badges themselves stop showing at expiry without any job).
import { sql } from "drizzle-orm";
import { BADGE_RENEWAL_NOTICE_DAYS } from "../../../contract/badges";
import { badgeLabel, type BadgeKind } from "../../../contract/badge-labels";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { recordEvents } from "../../events/record";
import { queueMail } from "../../lib/mailer";
import { badgeExpiring } from "./emails";

const ON = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** One round; answers how many taskers were told and how many verified flags were cleared. */
export async function runBadgeRenewals(db: Db, origin: string): Promise<{ told: number; cleared: number }> {
  const cleared = await queryRows<{ user_id: string }>(
    db,
    sql`update tasker_profiles tp set is_verified = false where tp.is_verified and not exists (select 1 from badges b
      where b.user_id = tp.user_id and b.kind = 'taskly_verified' and b.revoked_at is null and b.expires_at > now())
    returning tp.user_id::text`,
  );
  for (const { user_id } of cleared)
    await recordEvents(db, { type: "tasker.changed", taskerId: user_id, what: "verification" });
  let told = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await queryRows<{
        id: string;
        user_id: string;
        kind: BadgeKind;
        verified_at: PgTimestamp;
        expires_at: PgTimestamp;
        email: string;
        first_name: string;
        ok: boolean;
      }>(
        tx,
        sql`update badges b set renewal_notified_at = now() from users u
        where u.id = b.user_id and b.id in (select id from badges where revoked_at is null and renewal_notified_at is null
          and expires_at > now() and expires_at <= now() + make_interval(days => ${BADGE_RENEWAL_NOTICE_DAYS})
          order by expires_at limit 100 for update skip locked)
        returning b.id::text, b.user_id::text, b.kind, b.verified_at, b.expires_at, u.email, u.first_name,
          (u.deleted_at is null and u.email not like '%@taskly.invalid') as ok`,
      );
      for (const b of due) {
        await recordEvents(tx, { type: "badge.expiring", badgeId: b.id, taskerId: b.user_id });
        if (!b.ok) continue;
        const label = badgeLabel({ kind: b.kind, verifiedAt: new Date(b.verified_at).toISOString() }, "en-US");
        const mail = badgeExpiring({ firstName: b.first_name, label, on: ON.format(new Date(b.expires_at)), origin });
        await queueMail(tx, { to: b.email.toLowerCase(), userId: b.user_id, ...mail, origin });
      }
      return due.length;
    });
    told += batch;
    if (batch < 100) break;
  }
  return { told, cleared: cleared.length };
}
