// Distances in the reader's unit: miles for a United States (or British) browser locale, else km.
// Server-rendered pages know no locale: they say km, and the browser switches after hydration.
import { useSyncExternalStore } from "react";
import { distanceLabel, distanceUnitFor, type DistanceUnit } from "@contract/distance";

export function browserDistanceUnit(): DistanceUnit {
  return distanceUnitFor(typeof navigator === "undefined" ? undefined : navigator.language);
}

const unchanging = () => () => undefined;
const serverUnit = (): DistanceUnit => "km";

/** '12 mi away' / '19 km away', in the browser's unit once the page is hydrated. */
export function useDistanceAway(): (km: number) => string {
  const unit = useSyncExternalStore(unchanging, browserDistanceUnit, serverUnit);
  return (km) => distanceLabel(km, unit);
}
