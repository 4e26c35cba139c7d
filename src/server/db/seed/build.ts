// Builds every demo row in memory (no database work), so seed.ts can insert one batch per table.
// Everything but the ids and "now" comes from a seeded PRNG: every fresh database gets the same
// people, tasks, money and words. The sections run in a fixed order, since each draws from the
// one PRNG and id source.
import type { SeedHashes } from "./accounts";
import { seedCategories } from "./categories";
import { seedDemoBothConversations } from "./demo-both-conversations";
import { seedDemoBothWork } from "./demo-both-work";
import { seedDemoCustomerConversations } from "./demo-customer-conversations";
import { seedDemoCustomerWork } from "./demo-customer-work";
import { seedDemoTaskerConversations } from "./demo-tasker-conversations";
import { seedDemoTaskerWork } from "./demo-tasker-work";
import { seedEveryoneElse } from "./everyone-else";
import { emptyRows, type SeedContext, type SeedRows } from "./model";
import { seedPeople } from "./people";
import { createRng } from "./random";
import { seedReviews } from "./reviews";
import { seedClock } from "./time";
import { createWork } from "./work";

export const SEED = 20241122;

export function buildSeed(now: Date, hashes: SeedHashes, newId: () => string): SeedRows {
  const ctx: SeedContext = { rng: createRng(SEED), newId, clock: seedClock(now), rows: emptyRows() };
  const categories = seedCategories(ctx);
  const cast = seedPeople(ctx, hashes, categories);
  const work = createWork(ctx, categories, cast);
  const customerWork = seedDemoCustomerWork(work, cast, ctx.clock);
  const taskerWork = seedDemoTaskerWork(work, cast, ctx.clock);
  const bothWork = seedDemoBothWork(work, cast, ctx.clock);
  seedEveryoneElse(work, cast, ctx.clock, ctx.rng);
  seedReviews(ctx, work.reviewDrafts, work.completedCount);
  seedDemoCustomerConversations(ctx, cast, customerWork);
  seedDemoTaskerConversations(ctx, cast, taskerWork);
  seedDemoBothConversations(ctx, cast, bothWork);
  return ctx.rows;
}
