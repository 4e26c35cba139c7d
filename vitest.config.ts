import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: {
    alias: { "@": path.resolve("src/client"), "@contract": path.resolve("src/contract") },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/unit/**/*.test.ts", "tests/contract/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: importing the app again for every
    // file cost more than many files' tests. Each file still builds its own app on its own database,
    // and no test mocks modules or changes the environment.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
