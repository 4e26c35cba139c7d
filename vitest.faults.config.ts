// `npm run test:faults`: tests that kill the server, restart or stall a private PostgreSQL, and
// overload the server. They run one file at a time: each owns its processes and ports.
import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: {
    alias: { "@": path.resolve("src/client"), "@contract": path.resolve("src/contract") },
  },
  test: {
    include: ["tests/faults/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
