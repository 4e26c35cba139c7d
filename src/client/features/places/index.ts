// What other features use of places: distances and the service area card. The card loads on
// demand (its radius rules come with the contract's schemas): a page showing a distance loads no
// zod. Pages take the location box from ./place-combobox.
import { lazy } from "react";

export { useDistanceAway } from "./distance";
export const ServiceAreaCard = lazy(() => import("./service-area-card").then((m) => ({ default: m.ServiceAreaCard })));
