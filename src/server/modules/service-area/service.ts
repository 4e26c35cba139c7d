// A tasker's service area: their base place and travel radius (tasker_profiles). The place's
// coordinates follow by trigger (migration 0018) into the profile and its search entries.
import { sql } from "drizzle-orm";
import { toKm, type ServiceArea, type ServiceAreaInput } from "../../../contract/places";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { badRequest, notFound } from "../../lib/http-error";
import { PLACE_COLUMNS, toPlace, type PlaceRow } from "../places/service";
import { recordEvents } from "../../events/record";

const NO_PROFILE = "Create your tasker profile first.";
export const UNKNOWN_PLACE = "Please choose your base city from the list";

/** The place columns are null while the tasker has no base; real (float4) arrives as a number. */
type AreaRow = { [K in keyof PlaceRow]: PlaceRow[K] | null } & { travel_radius_km: number };

export async function getServiceArea(db: Db, userId: string): Promise<ServiceArea> {
  const [row] = await queryRows<AreaRow>(
    db,
    sql`select tp.travel_radius_km, ${PLACE_COLUMNS} from tasker_profiles tp
    left join places p on p.id = tp.base_place_id where tp.user_id = ${userId}::uuid`,
  );
  if (!row) throw notFound(NO_PROFILE);
  return { place: row.id ? toPlace(row as PlaceRow) : null, radiusKm: row.travel_radius_km };
}

export async function setServiceArea(
  db: Db,
  userId: string,
  input: Required<Pick<ServiceAreaInput, "unit">> & ServiceAreaInput,
): Promise<ServiceArea> {
  const [place] = await queryRows<{ id: string }>(db, sql`select id from places where id = ${input.placeId}`);
  if (!place) throw badRequest(UNKNOWN_PLACE, { placeId: UNKNOWN_PLACE });
  const radiusKm = Math.round(toKm(Number(input.radius), input.unit) * 100) / 100;
  const updated = await db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`update tasker_profiles set base_place_id = ${place.id}, travel_radius_km = ${radiusKm}
      where user_id = ${userId}::uuid returning id`,
    );
    if (rows.length) await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "area" });
    return rows.length > 0;
  });
  if (!updated) throw notFound(NO_PROFILE);
  return getServiceArea(db, userId);
}
