// Demo data, seeded once into an empty database. (Filled in by the seed module.)
import { sql } from "drizzle-orm";
import type { Db } from "./connect";
import { users } from "./schema";

export async function seedIfEmpty(db: Db): Promise<string | null> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  return null;
}
