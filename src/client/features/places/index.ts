// What other features use of places: distances. This file is part of the first load (tasker cards
// show distances): pages take the location box from ./place-combobox and the service area card,
// with its zod schemas, from ./service-area-card.

export { useDistanceAway } from "./distance";
