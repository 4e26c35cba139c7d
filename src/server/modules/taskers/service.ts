// Tasker search and profiles. The display and search columns of tasker_profiles are kept by
// triggers (migrations 0004, 0009); search.ts holds the index walks.
import { shownDistanceKm } from "../../lib/geo";
import { sql, type SQL } from "drizzle-orm";
import {
  reviewPageSchema,
  taskerProfileSchema,
  taskerSearchPageSchema,
  type ReviewPage,
  type TaskerCard,
  type TaskerProfile,
  type TaskerSearch,
  type TaskerSearchCard,
} from "../../../contract/taskers";
import { initialsFor, profileHeading, profileLocation, responseTimeLabel } from "../../../contract/tasker-display";
import { shortName } from "../../../contract/names";
import type { Database, Db } from "../../db/connect";
import { queryPrepared, queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { decodeCursor, encodeCursor, keysetPosition } from "../../lib/page-cursor";
import { CARD_COLUMNS, countMatches, searchPage, type CardRow, type SearchPageRow } from "./search";
import type { TaskerCaches } from "./tasker-cache";
import type { CountedPage } from "../../../contract/pagination";
import type { JsonPage } from "../../lib/paged-reply";
import { placeForLocation } from "../places/service";
import { availabilityOf } from "../availability/legacy-availability";
import { placeLabel } from "../../../contract/places";
import { portfolioOf } from "../portfolio/service";
import { badgesLapseAt, hasTasklyBadge, toBadges } from "../identity/badges";
import { COUNTED } from "../reviews/rating";

type ProfileRow = CardRow & {
  /** float8 */
  response_minutes: number | null;
  review_average: number | null;
  service_area: string | null;
};

type ReviewRow = {
  id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  first_name: string;
  last_name: string;
  reply: string | null;
  replied_at: string | null;
};

function toCard(row: CardRow): TaskerCard {
  const id = row.id;
  const badges = toBadges(row.badges);
  const name = row.display_name ?? `Tasker #${id.slice(0, 8)}`;
  return {
    id,
    userId: row.user_id,
    bio: row.bio,
    skills: row.skills ?? [],
    hourlyRate: row.hourly_rate,
    experience: row.experience,
    availability: availabilityOf(row.weekly_hours),
    // Read with the badges themselves: a lapsed badge is neither shown nor called verified.
    isVerified: hasTasklyBadge(badges),
    rating: Number(row.rating).toFixed(2),
    totalReviews: row.total_reviews,
    completedTasks: row.completed_tasks,
    name,
    initials: initialsFor(name, id),
    profileImage: row.profile_image,
    location: profileLocation(row.user_location, row.bio, row.base_place && placeLabel(row.base_place)),
    badges,
  };
}

export type TaskerPage = CountedPage<TaskerSearchCard>;

/**
 * The cache key of a search's filters (the taskers it finds, whatever the order and page). `apart`, the
 * tasker profiles the viewer is a blocked pair with, is part of it only when there are some: everybody
 * else shares one entry, and a viewer's count always matches the list they see (decision 0058).
 */
function filterKey(search: TaskerSearch, apart: readonly string[]): string {
  return JSON.stringify([
    search.q?.toLowerCase() ?? "",
    search.category ?? "",
    search.location?.trim().toLowerCase() ?? "",
    search.maxRate ?? "",
    ...(apart.length ? [apart] : []),
  ]);
}

export async function searchTaskers(
  database: Database,
  caches: TaskerCaches,
  search: TaskerSearch,
  apart: readonly string[] = [],
): Promise<TaskerPage> {
  // A location that names a known place searches by service area; other text matches city names.
  const place = search.location ? await placeForLocation(database.db, search.location) : null;
  const [rows, total] = await Promise.all([
    searchPage(database, search, place, apart),
    caches.counts.getOrRead(filterKey(search, apart), async () => ({
      value: await countMatches(database, search, place, apart),
    })),
  ]);
  const hasMore = rows.length > search.limit;
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  const sortValue = (row: SearchPageRow) =>
    row.sort_value == null ? null : search.sort === "reviews" ? Number(row.sort_value) : String(row.sort_value);
  return {
    items: page.map((row) => ({
      ...toCard(row),
      distanceKm: shownDistanceKm(row.distance_km),
    })),
    nextCursor: hasMore && last ? encodeCursor({ v: sortValue(last), id: last.id }) : null,
    total,
  };
}

/**
 * A search page as the API sends it (schema-checked JSON), from this instance's cache while no tasker
 * has changed since it was read (tasker-cache.ts).
 */
export async function searchTaskersJson(
  database: Database,
  caches: TaskerCaches,
  search: TaskerSearch,
  apart: readonly string[] = [],
): Promise<JsonPage> {
  const key = JSON.stringify([filterKey(search, apart), search.sort, search.limit, search.cursor ?? ""]);
  return caches.searchPages.getOrRead(key, async () => {
    const page = await searchTaskers(database, caches, search, apart);
    const value = jsonPage(page, (items) => taskerSearchPageSchema.parse(items));
    return { value, expiresBy: badgesLapseAt(page.items.flatMap((card) => card.badges)) };
  });
}

/** A counted page kept as bytes: its items checked by their list schema and serialized once. */
function jsonPage<T>(page: CountedPage<T>, check: (items: T[]) => unknown): JsonPage {
  return { items: Buffer.from(JSON.stringify(check(page.items))), nextCursor: page.nextCursor, total: page.total };
}

/** A profile as the API sends it (schema-checked JSON), from this instance's cache until that tasker changes. */
export async function taskerProfileJson(database: Database, caches: TaskerCaches, id: string): Promise<Buffer> {
  return caches.profiles.getOrRead(id, async () => {
    const profile = taskerProfileSchema.parse(await getTaskerProfile(database, id));
    return {
      value: Buffer.from(JSON.stringify(profile)),
      tags: [profile.userId],
      expiresBy: badgesLapseAt(profile.badges),
    };
  });
}

/** One profile in two round trips: card, measured response time and review average; then the portfolio. */
export async function getTaskerProfile(database: Database, id: string): Promise<TaskerProfile> {
  if (!isUuid(id)) throw notFound("Tasker not found");
  const [row] = await queryPrepared<ProfileRow>(
    database,
    sql`select ${CARD_COLUMNS},
      (${medianReplyMinutes(sql`tp.user_id`)}) as response_minutes,
      (select avg(r.rating)::float8 from reviews r
        where r.tasker_id = tp.id and r.direction = 'customer_to_tasker' and ${COUNTED}) as review_average,
      tp.service_area
    from tasker_profiles tp join users u on u.id = tp.user_id
    where tp.id = ${id}::uuid and tp.is_listed`,
  );
  if (!row) throw notFound("Tasker not found");
  const card = toCard(row);
  const minutes = row.response_minutes == null ? null : Math.round(Number(row.response_minutes));
  const portfolio = await portfolioOf(database.db, card.userId);
  return {
    ...card,
    heading: profileHeading(card.bio, row.first_name, row.last_name, card.id),
    responseMinutes: minutes,
    responseTime: responseTimeLabel(minutes),
    memberSince: toIso(row.created_at),
    reviewAverage: row.review_average == null ? null : Number(row.review_average),
    serviceArea: row.service_area,
    portfolio,
  };
}

/** Median minutes between a message the tasker received and their next reply (last 90 days). */
function medianReplyMinutes(userId: SQL): SQL {
  return sql`select percentile_cont(0.5) within group (order by extract(epoch from reply.created_at - m.created_at) / 60)
    from messages m
    cross join lateral (
      select r.created_at from messages r
      where r.conversation_id = m.conversation_id and r.sender_id = ${userId} and r.created_at > m.created_at
      order by r.created_at limit 1
    ) reply
    where m.receiver_id = ${userId} and m.created_at > now() - interval '90 days'`;
}

export async function listReviews(db: Db, taskerId: string, limit: number, rawCursor?: string): Promise<ReviewPage> {
  if (!isUuid(taskerId)) throw notFound("Tasker not found");
  const cursor = decodeCursor(rawCursor, keysetPosition);
  const after = cursor
    ? sql`and (r.created_at < ${String(cursor.v)}::timestamptz or (r.created_at = ${String(cursor.v)}::timestamptz and r.id > ${cursor.id}::uuid))`
    : sql``;
  // The review count is kept on the profile in the same transaction as each review.
  const [profile, rows] = await Promise.all([
    queryRows<{ total_reviews: number }>(
      db,
      sql`select total_reviews from tasker_profiles where id = ${taskerId}::uuid and is_listed`,
    ),
    queryRows<ReviewRow>(
      db,
      sql`select r.id, r.rating, r.comment, r.created_at, u.first_name, u.last_name,
        case when r.reply_held_at is null then r.reply end as reply, r.replied_at
      from reviews r join users u on u.id = r.reviewer_id
      where r.tasker_id = ${taskerId}::uuid and r.direction = 'customer_to_tasker' and ${COUNTED} ${after}
      order by r.created_at desc, r.id asc limit ${limit + 1}`,
    ),
  ]);
  if (!profile.length) throw notFound("Tasker not found");
  const list = rows;
  const page = list.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      createdAt: toIso(r.created_at),
      reviewerName: shortName(r.first_name, r.last_name) || "Customer",
      reply: r.reply ? { text: r.reply, createdAt: toIso(r.replied_at!) } : null,
    })),
    nextCursor: list.length > limit && last ? encodeCursor({ v: toIso(last.created_at), id: last.id }) : null,
    total: profile[0].total_reviews,
  };
}

/** A review page as the API sends it (schema-checked JSON), from this instance's cache while no tasker changed. */
export async function reviewPageJson(
  db: Db,
  caches: TaskerCaches,
  taskerId: string,
  limit: number,
  cursor?: string,
): Promise<JsonPage> {
  const key = `${taskerId}|${limit}|${cursor ?? ""}`;
  return caches.reviewPages.getOrRead(key, async () => ({
    value: jsonPage(await listReviews(db, taskerId, limit, cursor), (items) => reviewPageSchema.parse(items)),
  }));
}
