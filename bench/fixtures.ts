// What the scenarios need from a generated data set: ids (derived like the generator's), and
// session cookies created directly in SQL (a token per user, its SHA-256 in sessions).
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { MAX_PORTFOLIO_PHOTOS } from "../src/contract/portfolio";
import type { Db } from "../src/server/db/connect";
import { hashToken } from "../src/server/lib/sessions";
import type { DataSetSize } from "./generate";

/** The generator's id of row `n` of a kind (benchId in SQL). */
export function benchIdOf(kind: string, n: number): string {
  const md5 = createHash("md5").update(`${kind}-${n}`).digest("hex");
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Signs users in without a password round: a session row per user; returns the cookie tokens. */
export async function createSessions(db: Db, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map((id) => `bench-session-${id}`);
  await db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
    select distinct on (h) h, u, now() + interval '30 days'
    from unnest(${`{${tokens.map(hashToken).join(",")}}`}::text[], ${`{${userIds.join(",")}}`}::uuid[]) as s(h, u)
    on conflict (token_hash) do update set expires_at = excluded.expires_at`);
  return tokens;
}

export interface Fixtures {
  /** Public profile ids, spread over the whole table. */
  profileIds: string[];
  /** The tasker with the most reviews. */
  busyProfileId: string;
  /** The customer with the most conversations, the first of their conversations, and an open task of theirs. */
  busyCustomer: { id: string; token: string; conversationIds: string[]; openTaskId: string };
  /** Signed-in taskers (Find Work). */
  taskerTokens: string[];
  adminToken: string;
  /** Signed-in people with a full bell: the busy customer (2,000 items) and the 50 taskers (200 each). */
  notificationTokens: string[];
  /** A tasker whose portfolio is full (MAX_PORTFOLIO_PHOTOS photos with captions and categories). */
  portfolioProfileId: string;
}

/**
 * Gives a tasker a full portfolio: public photo rows with three variants each and captioned,
 * categorized portfolio items. The page only names the images (the browser fetches them, not the
 * bench), so no image objects are stored. Written again on every run, like the bells.
 */
async function fillPortfolio(db: Db, taskerUserId: string, count: number): Promise<void> {
  await db.execute(sql`delete from portfolio_photos where tasker_id = ${taskerUserId}::uuid`);
  await db.execute(sql`delete from photos where owner_id = ${taskerUserId}::uuid`);
  const photoId = sql`md5('bench-portfolio-' || ${taskerUserId} || '-' || n)::uuid`;
  await db.execute(sql`insert into photos (id, owner_id, access, width, height, variants)
    select ${photoId}, ${taskerUserId}::uuid, 'public', 1920, 1440, jsonb_build_array(
      jsonb_build_object('width', 320, 'height', 240, 'key', 'p/bench/' || n || '-320.webp', 'bytes', 14000),
      jsonb_build_object('width', 960, 'height', 720, 'key', 'p/bench/' || n || '-960.webp', 'bytes', 90000),
      jsonb_build_object('width', 1920, 'height', 1440, 'key', 'p/bench/' || n || '-1920.webp', 'bytes', 300000))
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`insert into portfolio_photos (tasker_id, photo_id, caption, category_id, position)
    select ${taskerUserId}::uuid, ${photoId}, 'Finished job number ' || n || ': before and after, cleaned up',
      (select id from service_categories order by name offset (n % 5) limit 1), n
    from generate_series(1, ${count}) as n`);
}

/**
 * Fills the bells the notification list scenario reads: `count` items per person, a third unread,
 * each its own group, an hour apart. Written again on every run (the generator's data set does not
 * hold notifications), so the scenario reads the same amount whatever ran before.
 */
async function fillBells(db: Db, userIds: string[], count: number): Promise<void> {
  const ids = `{${userIds.join(",")}}`;
  await db.execute(sql`delete from notifications where user_id = any(${ids}::uuid[])`);
  await db.execute(sql`insert into notifications
      (user_id, category, kind, group_key, subject_type, subject_id, link, data, last_event_id, read_at, created_at, updated_at)
    select u, 'tasks', 'offer.made', 'bench:' || n, 'task', gen_random_uuid(), '/my-tasks',
      jsonb_build_object('taskTitle', 'Bench task ' || n, 'actorName', 'Tara S.'), n,
      case when n % 3 = 0 then null else now() - make_interval(hours => n) end,
      now() - make_interval(hours => n), now() - make_interval(hours => n)
    from unnest(${ids}::uuid[]) as u, generate_series(1, ${count}) as n`);
}

export async function loadFixtures(db: Db, size: DataSetSize, conversationsOfBusyCustomer: number): Promise<Fixtures> {
  const profileIds = Array.from({ length: 2000 }, (_, i) => benchIdOf("tasker", (i * 7919) % size.taskers));
  const busyCustomerId = benchIdOf("customer", 0);
  const taskerUsers = Array.from({ length: 50 }, (_, i) => benchIdOf("tasker-user", (i * 104_729) % size.taskers));
  const adminId = benchIdOf("admin", 0);
  const [customerToken, adminToken, ...taskerTokens] = await createSessions(db, [
    busyCustomerId,
    adminId,
    ...taskerUsers,
  ]);
  await fillBells(db, [busyCustomerId], 2000);
  await fillBells(db, taskerUsers, 200);
  await fillPortfolio(db, benchIdOf("tasker-user", 0), MAX_PORTFOLIO_PHOTOS);
  return {
    profileIds,
    busyProfileId: benchIdOf("tasker", 0),
    busyCustomer: {
      id: busyCustomerId,
      token: customerToken,
      conversationIds: Array.from({ length: Math.min(200, conversationsOfBusyCustomer) }, (_, k) =>
        benchIdOf("conversation", k),
      ),
      // Task 0 is customer 0's, open (even tasks are), in Austin.
      openTaskId: benchIdOf("task", 0),
    },
    taskerTokens,
    adminToken,
    notificationTokens: [customerToken, ...taskerTokens],
    // Tasker user 0 is the user of profile 0 (generate.ts), the busiest tasker.
    portfolioProfileId: benchIdOf("tasker", 0),
  };
}
