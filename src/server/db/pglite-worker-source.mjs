// Starts the database worker from its TypeScript source (development and tests, run through tsx);
// the built server starts dist/server/pglite-worker.js instead.
import { register } from "tsx/esm/api";

register();
await import("./pglite-worker.ts");
