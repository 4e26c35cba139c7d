// React has had useSyncExternalStore since 18: libraries that import the compatibility shim
// (wouter) get React's own through vite.config.ts, and the shim stays out of the bundle.
export { useSyncExternalStore } from "react";
