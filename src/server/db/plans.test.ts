// The hot API paths can all be served by index walks: on a small data set of the bench's shape,
// each path is called through the API, every statement it sends is captured and explained with
// enable_seqscan = off, and a Seq Scan left on a large table means no index can serve that
// statement. (With seq scans allowed, the planner rightly prefers them on a small data set; at
// full size `BENCH_ONLY=plans npm run bench` shows the plans it really picks.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDataSet, scaledSize } from "../../../bench/generate";
import {
  captureStatements,
  explainCaptured,
  hotPaths,
  injectPath,
  seqScansOnLargeTables,
  type HotPath,
} from "../../../bench/plans";
import { createTestApp, type TestApp } from "../test/harness";

const size = scaledSize(500);

describe.skipIf(!process.env.DATABASE_URL)(
  "hot query plans (PostgreSQL: plan choice and generic plans are the server's)",
  () => {
    let t: TestApp;
    let paths: HotPath[];

    beforeAll(async () => {
      t = await createTestApp();
      await generateDataSet(t.database.db, size);
      paths = await hotPaths(t.database, size);
    });
    afterAll(async () => t?.close());

    it("every statement of every hot path has a plan without a Seq Scan on a large table", async () => {
      const offenders: string[] = [];
      let explained = 0;
      for (const path of paths) {
        let status = 0;
        const statements = await captureStatements(t.database, async () => {
          status = await injectPath(t.app, path);
        });
        expect(status, path.name).toBeLessThan(300);
        expect(statements.length, path.name).toBeGreaterThan(0);
        for (const statement of statements) {
          const { plan } = await explainCaptured(statement, "costs off", ["enable_seqscan = off"]);
          explained += 1;
          const scans = seqScansOnLargeTables(plan);
          if (scans.length)
            offenders.push(
              `${path.name}: Seq Scan on ${scans.join(", ")} in: ${statement.text.replace(/\s+/g, " ").slice(0, 300)}`,
            );
        }
      }
      expect(explained).toBeGreaterThan(paths.length);
      expect(offenders).toEqual([]);
    });
  },
);
