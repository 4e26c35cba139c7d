// Geometry for area queries: a latitude/longitude box that holds every point within a distance,
// so an index range can prefilter before the exact distance (taskly_distance_km, migration 0018).

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const KM_PER_DEGREE_LAT = 111.2;

/** Every point within `km` of `center` lies in this box (the whole longitude range near a pole or the date line). */
export function boundingBox(center: LatLng, km: number): BoundingBox {
  const dLat = km / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = km / (KM_PER_DEGREE_LAT * Math.cos((widest * Math.PI) / 180));
  if (center.lng - dLng < -180 || center.lng + dLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km, as taskly_distance_km (migration 0018) works it out. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as taskly shows it: to a tenth of a km, and none between two points of the same place
 * (both ends are gazetteer city centres, so 0 km would claim a closeness nobody measured).
 */
export function shownDistanceKm(km: number | string | null | undefined): number | null {
  if (km == null) return null;
  const rounded = Math.round(Number(km) * 10) / 10;
  return Number.isFinite(rounded) && rounded > 0 ? rounded : null;
}
