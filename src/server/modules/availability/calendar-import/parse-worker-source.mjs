// Starts the calendar parse worker from its TypeScript source (development and tests, run through tsx);
// the built server starts dist/server/calendar-parse-worker.js instead.
import { register } from "tsx/esm/api";

register();
await import("./parse-worker.ts");
