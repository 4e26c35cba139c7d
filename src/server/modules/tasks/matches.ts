// Get Matched: listed taskers with the task's category whose service area covers its place, ordered by
// distance (10 km bands), then whether they have a free time on the task's date (the same availability
// as the slots list), then rank, then price; at most MATCH_LIMIT, each with their city and distance.
import { shownDistanceKm } from "../../lib/geo";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { MATCH_LIMIT, matchSchema, type Match } from "../../../contract/tasks";
import { placeLabel } from "../../../contract/places";
import { initialsFor } from "../../../contract/tasker-display";
import type { Database } from "../../db/connect";
import { queryPrepared } from "../../db/query";
import type { UserRow } from "../../plugins/auth";
import type { Cache } from "../../lib/cache";
import { jsonBytesWriter } from "../../lib/response-serializer";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { taskersFreeOn } from "../availability/free-slot-factor";
import { candidatesQuery, matchDistance, type CandidateRow } from "./match-candidates";
import { requireOwnedTask } from "./service";
import { TASK_NOT_FOUND } from "./task-status";

/** At most this many candidates (in walk order) are checked for a free time, FREE_CHECK_BATCH at a time. */
export const MATCH_CANDIDATES = 400;
const FREE_CHECK_BATCH = 40;

type MatchRow = {
  id: string;
  user_id: string;
  display_name: string | null;
  rating: string | null;
  total_reviews: number | null;
  is_verified: boolean | null;
  hourly_rate: string | null;
  skills: string[] | null;
  profile_image: string | null;
  invited: boolean;
  location: string | null;
  /** null when the task names no known place */
  distance_km: number | null;
  base_name: string | null;
  base_region: string | null;
  base_region_code: string | null;
  base_country: string | null;
  base_country_code: string | null;
};

type Checked = CandidateRow & { walk: number; free: boolean };

const bandOf = (c: CandidateRow) => c.band ?? Number.POSITIVE_INFINITY;
const byMatchOrder = (a: Checked, b: Checked) =>
  bandOf(a) - bandOf(b) || Number(b.free) - Number(a.free) || a.walk - b.walk;

/**
 * The first MATCH_LIMIT candidates in match order. Candidates are fetched and checked for a free time
 * in walk order, a page of FREE_CHECK_BATCH at a time (most tasks settle on the first page; fetching
 * all MATCH_CANDIDATES up front cost four times the work), until MATCH_LIMIT are settled: every
 * candidate of a nearer band than the last one checked, and the free ones of that band (a later
 * candidate can only come after them).
 */
async function freeFirst(
  database: Database,
  page: (offset: number, limit: number) => Promise<CandidateRow[]>,
  date: Date | null,
): Promise<Checked[]> {
  const checked: Checked[] = [];
  for (let i = 0; i < MATCH_CANDIDATES; i += FREE_CHECK_BATCH) {
    const batch = await page(i, Math.min(FREE_CHECK_BATCH, MATCH_CANDIDATES - i));
    if (!batch.length) break;
    const free = await taskersFreeOn(
      database,
      batch.map((c) => c.user_id),
      date,
    );
    checked.push(...batch.map((c, k) => ({ ...c, walk: i + k, free: free.has(c.user_id) })));
    const lastBand = bandOf(checked[checked.length - 1]);
    const settled = checked.filter((c) => bandOf(c) < lastBand || c.free).length;
    if (settled >= MATCH_LIMIT || batch.length < FREE_CHECK_BATCH) break;
  }
  return checked.sort(byMatchOrder).slice(0, MATCH_LIMIT);
}

function toMatch(r: MatchRow, free: boolean): Match {
  const name = r.display_name ?? `Tasker #${r.id.slice(0, 8)}`;
  const base = r.base_name
    ? placeLabel({
        name: r.base_name,
        region: r.base_region,
        regionCode: r.base_region_code,
        country: r.base_country ?? "",
        countryCode: r.base_country_code ?? "",
      })
    : null;
  return {
    id: r.id,
    userId: r.user_id,
    name,
    initials: initialsFor(name, r.id),
    profileImage: r.profile_image,
    rating: Number(r.rating ?? 0).toFixed(2),
    totalReviews: r.total_reviews ?? 0,
    isVerified: r.is_verified === true,
    hourlyRate: r.hourly_rate == null ? null : Number(r.hourly_rate).toFixed(2),
    skills: r.skills ?? [],
    invited: r.invited,
    location: base ?? r.location ?? null,
    distanceKm: shownDistanceKm(r.distance_km),
    freeOnTaskDate: free,
  };
}

const writeMatches = jsonBytesWriter(z.array(matchSchema));

/** What Get Matched reads of the task. */
type MatchTask = {
  id: string;
  category_name: string;
  location: string;
  lat: number | null;
  lng: number | null;
  scheduled_date: string | null;
};

/**
 * Get Matched as sent, from memory when held for this owner and task (match-cache.ts says what
 * forgets it). Otherwise one prepared statement reads the task for its owner; anyone but the owner
 * gets the task's usual refusal, and nothing is held for them.
 */
export async function matchesJson(
  database: Database,
  matches: Cache<Buffer>,
  user: UserRow,
  taskId: string,
): Promise<Buffer> {
  const key = `${user.id}:${taskId}`;
  const held = matches.get(key);
  if (held) return held;
  const readAt = matches.epoch;
  const [task] = isUuid(taskId)
    ? await queryPrepared<MatchTask>(
        database,
        sql`select t.id, sc.name as category_name, t.location, t.lat, t.lng, t.scheduled_date
        from tasks t join service_categories sc on sc.id = t.category_id
        where t.id = ${taskId}::uuid and t.customer_id = ${user.id}::uuid`,
      )
    : [];
  if (!task) {
    await requireOwnedTask(database.db, user, taskId);
    throw notFound(TASK_NOT_FOUND);
  }
  const body = writeMatches(await listMatches(database, user, task));
  matches.set(key, { value: body, tags: [taskId, user.id] }, readAt);
  return body;
}

/** Every statement after the task's read is prepared (planning them cost more than running them). */
async function listMatches(database: Database, user: UserRow, task: MatchTask): Promise<Match[]> {
  const taskId = task.id;
  const place = { categoryName: task.category_name, location: task.location, lat: task.lat, lng: task.lng };
  const date = task.scheduled_date == null ? null : new Date(task.scheduled_date);
  const page = (offset: number, limit: number) =>
    queryPrepared<CandidateRow>(database, candidatesQuery(place, user.id, limit, offset));
  const chosen = await freeFirst(database, page, date);
  if (!chosen.length) return [];
  const rows = await queryPrepared<MatchRow>(
    database,
    sql`select tp.id, tp.user_id, tp.display_name, tp.rating, tp.total_reviews, tp.is_verified,
      tp.hourly_rate, tp.skills, tp.location, u.profile_image, (inv.task_id is not null) as invited,
      ${matchDistance(place)} as distance_km, bp.name as base_name, bp.region as base_region,
      bp.region_code as base_region_code, bp.country as base_country, bp.country_code as base_country_code
    from tasker_profiles tp join users u on u.id = tp.user_id
    left join places bp on bp.id = tp.base_place_id
    left join task_invitations inv on inv.task_id = ${taskId}::uuid and inv.tasker_id = tp.user_id
    where tp.id = any(${`{${chosen.map((c) => c.id).join(",")}}`}::uuid[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return chosen.flatMap((c) => {
    const row = byId.get(c.id);
    return row ? [toMatch(row, c.free)] : [];
  });
}
