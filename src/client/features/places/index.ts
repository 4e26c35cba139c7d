// What other features and pages use of places: the location box, the service area card and distances.
export { PlaceCombobox } from "./place-combobox";
export { ServiceAreaCard } from "./service-area-card";
export { useDistanceAway } from "./distance";
