// What other features may use of the tasker's own screens: the refresh after a profile change
// and the query keys.
export { taskerSideKeys } from "./api/keys";
export { invalidateTaskerData } from "./api/refresh";
