// What other features may use of the tasker's own screens: the refresh after a profile change.
export { invalidateTaskerData } from "./api/refresh";
export { Chip } from "./chip";
