// What other features may use of live events: the refreshes the real-time socket runs.
export { refreshEverythingLive, refreshForLiveEvent } from "./live-events";
