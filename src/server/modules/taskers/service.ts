// Tasker search and profiles. Search reads tasker_profiles alone through its indexes: the
// display and search columns there are kept by triggers (migration 0004).
import { sql, type SQL } from "drizzle-orm";
import type { TaskerCard, TaskerProfile, TaskerSearch, Review } from "../../../contract/taskers";
import { initialsFor, profileHeading, profileLocation, responseTimeLabel } from "../../../contract/tasker-display";
import type { Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { decodeCursor, encodeCursor, isUuid } from "./cursor";


const CARD_COLUMNS = sql`tp.id, tp.user_id, tp.bio, tp.skills, tp.hourly_rate, tp.experience, tp.availability,
  tp.is_verified, tp.rating, tp.total_reviews, tp.completed_tasks, tp.display_name, tp.location, tp.rank_score,
  tp.created_at, u.first_name, u.last_name, u.profile_image, u.location as user_location`;

function toCard(row: Row): TaskerCard {
  const id = String(row.id);
  const name = (row.display_name as string | null) ?? `Tasker #${id.slice(0, 8)}`;
  return {
    id,
    userId: String(row.user_id),
    bio: (row.bio as string | null) ?? null,
    skills: (row.skills as string[] | null) ?? [],
    hourlyRate: row.hourly_rate == null ? null : String(row.hourly_rate),
    experience: (row.experience as string | null) ?? null,
    availability: (row.availability as TaskerCard["availability"]) ?? null,
    isVerified: Boolean(row.is_verified),
    rating: Number(row.rating ?? 0).toFixed(2),
    totalReviews: Number(row.total_reviews ?? 0),
    completedTasks: Number(row.completed_tasks ?? 0),
    name,
    firstName: String(row.first_name ?? ""),
    lastName: String(row.last_name ?? ""),
    initials: initialsFor(name, id),
    profileImage: (row.profile_image as string | null) ?? null,
    location: profileLocation(row.user_location as string | null, row.bio as string | null),
  };
}

/** 'mount tv' → 'mount:* & tv:*' (prefix match on every word), or null when nothing is left. */
export function prefixTsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

const SORTS = {
  rating: { column: sql`tp.rank_score`, dir: "desc", value: (r: Row) => String(r.rank_score) },
  price: { column: sql`tp.hourly_rate`, dir: "asc", value: (r: Row) => (r.hourly_rate == null ? null : String(r.hourly_rate)) },
  reviews: { column: sql`tp.total_reviews`, dir: "desc", value: (r: Row) => Number(r.total_reviews) },
} as const;

function filters(search: TaskerSearch): SQL[] {
  const where: SQL[] = [sql`tp.is_listed`];
  if (search.q) {
    const tsq = prefixTsQuery(search.q);
    const text = search.q.toLowerCase();
    // Full text with prefixes, or a trigram word match for typos ('mountting', 'clening').
    where.push(tsq ? sql`(tp.search_doc @@ to_tsquery('english', ${tsq}) or ${text} <% tp.search_text)` : sql`${text} <% tp.search_text`);
  }
  if (search.category) where.push(sql`tp.skills @> array[${search.category}]::text[]`);
  if (search.location) {
    const pattern = `%${search.location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`lower(tp.location) like ${pattern}`);
  }
  return where;
}

export interface TaskerPage {
  items: TaskerCard[];
  nextCursor: string | null;
  total: number;
}

export async function searchTaskers(db: Db, search: TaskerSearch): Promise<TaskerPage> {
  const sort = SORTS[search.sort];
  const where = filters(search);
  const countWhere = sql.join(where, sql` and `);
  const cursor = decodeCursor(search.cursor);
  if (cursor) {
    const op = sort.dir === "desc" ? sql`<` : sql`>`;
    if (cursor.v === null) {
      where.push(sql`(${sort.column} is null and tp.id > ${cursor.id}::uuid)`);
    } else if (search.sort === "price") {
      where.push(sql`(${sort.column} ${op} ${cursor.v}::numeric or ${sort.column} is null or (${sort.column} = ${cursor.v}::numeric and tp.id > ${cursor.id}::uuid))`);
    } else {
      where.push(sql`(${sort.column} ${op} ${cursor.v}::numeric or (${sort.column} = ${cursor.v}::numeric and tp.id > ${cursor.id}::uuid))`);
    }
  }
  const order = sort.dir === "desc" ? sql`${sort.column} desc, tp.id asc` : sql`${sort.column} asc nulls last, tp.id asc`;
  const [rows, count] = await Promise.all([
    queryRows(db, sql`select ${CARD_COLUMNS} from tasker_profiles tp join users u on u.id = tp.user_id
      where ${sql.join(where, sql` and `)} order by ${order} limit ${search.limit + 1}`),
    queryRows(db, sql`select count(*)::int as total from tasker_profiles tp where ${countWhere}`),
  ]);
  const list = rows;
  const hasMore = list.length > search.limit;
  const page = list.slice(0, search.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCard),
    nextCursor: hasMore && last ? encodeCursor({ v: sort.value(last), id: String(last.id) }) : null,
    total: Number(count[0].total),
  };
}

export async function getTaskerProfile(db: Db, id: string): Promise<TaskerProfile> {
  if (!isUuid(id)) throw notFound("Tasker not found");
  const result = await queryRows(db, sql`select ${CARD_COLUMNS} from tasker_profiles tp join users u on u.id = tp.user_id
    where tp.id = ${id}::uuid and tp.is_listed limit 1`);
  const row = result[0];
  if (!row) throw notFound("Tasker not found");
  const card = toCard(row);
  const [minutes, reviews] = await Promise.all([
    medianReplyMinutes(db, card.userId),
    queryRows(db, sql`select avg(rating)::float8 as average from reviews where tasker_id = ${id}::uuid`),
  ]);
  return {
    ...card,
    heading: profileHeading(card.bio, card.firstName, card.lastName, card.id),
    responseMinutes: minutes,
    responseTime: responseTimeLabel(minutes),
    memberSince: toIso(row.created_at as Date),
    reviewAverage: reviews[0]?.average == null ? null : Number(reviews[0].average),
  };
}

/** Median minutes between a message the tasker received and their next reply (last 90 days). */
async function medianReplyMinutes(db: Db, userId: string): Promise<number | null> {
  const result = await queryRows(db, sql`
    select percentile_cont(0.5) within group (order by extract(epoch from reply.created_at - m.created_at) / 60) as minutes
    from messages m
    cross join lateral (
      select r.created_at from messages r
      where r.conversation_id = m.conversation_id and r.sender_id = ${userId}::uuid and r.created_at > m.created_at
      order by r.created_at limit 1
    ) reply
    where m.receiver_id = ${userId}::uuid and m.created_at > now() - interval '90 days'`);
  const value = result[0]?.minutes;
  return value == null ? null : Math.round(Number(value));
}

export async function listReviews(db: Db, taskerId: string, limit: number, rawCursor?: string): Promise<{ items: Review[]; nextCursor: string | null; total: number }> {
  if (!isUuid(taskerId)) throw notFound("Tasker not found");
  const exists = await queryRows(db, sql`select total_reviews from tasker_profiles where id = ${taskerId}::uuid and is_listed`);
  if (!exists.length) throw notFound("Tasker not found");
  const cursor = decodeCursor(rawCursor);
  const after = cursor ? sql`and (r.created_at < ${String(cursor.v)}::timestamptz or (r.created_at = ${String(cursor.v)}::timestamptz and r.id > ${cursor.id}::uuid))` : sql``;
  const [rows, count] = await Promise.all([
    queryRows(db, sql`select r.id, r.rating, r.comment, r.created_at, u.first_name, u.last_name
      from reviews r join users u on u.id = r.reviewer_id
      where r.tasker_id = ${taskerId}::uuid ${after}
      order by r.created_at desc, r.id asc limit ${limit + 1}`),
    queryRows(db, sql`select count(*)::int as total from reviews where tasker_id = ${taskerId}::uuid`),
  ]);
  const list = rows;
  const page = list.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: String(r.id),
      rating: Number(r.rating),
      comment: (r.comment as string | null) ?? null,
      createdAt: toIso(r.created_at as Date),
      reviewerName: `${String(r.first_name ?? "Customer")}${r.last_name ? ` ${String(r.last_name)[0].toUpperCase()}.` : ""}`,
    })),
    nextCursor: list.length > limit && last ? encodeCursor({ v: toIso(last.created_at as Date), id: String(last.id) }) : null,
    total: Number(count[0].total),
  };
}
