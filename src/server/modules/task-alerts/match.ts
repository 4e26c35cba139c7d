// What "a task fits an alert" means, as SQL conditions shared by the fan-out (alert-job.ts) and the
// preview (service.ts), so the count a tasker sees while setting an alert up is the rule that later
// alerts them. Both join these aliases:
//   t  tasks                    sc service_categories (the task's)
//   a  an alert: category_ids uuid[], min_budget numeric, weekdays smallint[]
//   tp tasker_profiles          s  tasker_schedules (left)     bp places, the tasker's base (left)
//
// - Category: one of the alert's categories, and still one of the tasker's skills.
// - Area: the tasker's service area as Find Work reads it: a placed task within the travel radius
//   of their base; an unplaced one (its location names no known place) when its text names their
//   base city. A tasker without a base is alerted of nothing.
// - Budget: the task's (upper) budget is at least the alert's minimum; a task without a budget
//   matches, since its customer is open to offers (the reason says nothing of money).
// - Days: a dated task falls on one of the alert's weekdays in the tasker's time zone (their
//   schedule's, else their base's, else UTC); an undated (flexible) task always matches.
import { sql } from "drizzle-orm";

/** The tasker's time zone. */
const ZONE = sql`coalesce(s.time_zone, bp.time_zone, 'UTC')`;
const KM = sql`taskly_distance_km(t.lat, t.lng, tp.base_lat, tp.base_lng)`;

/** The joins of the tasker's side: profile, schedule, base. `a.tasker_id` names the tasker. */
export const TASKER_SIDE = sql`join tasker_profiles tp on tp.user_id = a.tasker_id
  left join tasker_schedules s on s.tasker_id = tp.user_id
  left join places bp on bp.id = tp.base_place_id`;

export const FITS = sql`a.category_ids @> array[t.category_id]
  and sc.name = any(tp.skills)
  and (a.min_budget is null or t.budget is null or t.budget >= a.min_budget)
  and (coalesce(cardinality(a.weekdays), 0) = 0 or t.scheduled_date is null
    or extract(dow from t.scheduled_date at time zone ${ZONE})::smallint = any(a.weekdays))
  and case when t.lat is not null
    then tp.base_lat is not null and ${KM} <= tp.travel_radius_km
    else bp.name is not null and strpos(lower(t.location), lower(bp.name)) > 0 end`;

/** Why it fits: "Mounting · 6 km from your base · Saturday", "Cleaning · in Austin · flexible date". */
export const REASON = sql`concat_ws(' · ', sc.name,
  case when t.lat is null then 'in ' || bp.name
    when ${KM} < 1 then 'under 1 km from your base'
    else round(${KM})::int || ' km from your base' end,
  case when t.scheduled_date is null then 'flexible date'
    else trim(to_char(t.scheduled_date at time zone ${ZONE}, 'FMDay')) end)`;
