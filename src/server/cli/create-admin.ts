// npm run create-admin -- --email E --password P [--first-name F --last-name L]
// Creates an admin account, or promotes the existing account with that email to admin.
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config";
import { runMigrations } from "../db/migrate";
import { openConfiguredDatabase } from "../db/open";
import { users } from "../db/schema";
import { EventFeed } from "../events/feed";
import { recordEvents } from "../events/record";
import { commonPasswordMessage, hashPassword } from "../modules/auth/passwords";
import { passwordSchema } from "../../contract/auth";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string", default: "Site" },
      "last-name": { type: "string", default: "Admin" },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !values.password) throw new Error("Usage: npm run create-admin -- --email E --password P");
  const checked = passwordSchema.safeParse(values.password);
  if (!checked.success) throw new Error(checked.error.issues[0].message);
  const common = commonPasswordMessage(values.password);
  if (common) throw new Error(common);

  const opened = await openConfiguredDatabase(loadConfig());
  try {
    await runMigrations(opened.database);
    opened.markReady();
    // Running servers hear of the account through the event feed (their caches of accounts forget it).
    const feed = new EventFeed(opened.database, { warn: (_details, message) => console.warn(message) });
    await feed.start();
    const passwordHash = await hashPassword(values.password);
    const done = await opened.database.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (existing) {
        await tx
          .update(users)
          .set({ userType: "admin", passwordHash, suspendedAt: null })
          .where(eq(users.id, existing.id));
        await recordEvents(tx, { type: "user.changed", userId: existing.id, what: "account" });
        return `Promoted ${email} to admin (password updated).`;
      }
      const [created] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: values["first-name"]!,
          lastName: values["last-name"]!,
          userType: "admin",
        })
        .returning({ id: users.id });
      await recordEvents(tx, { type: "user.registered", userId: created.id });
      return `Created admin ${email}.`;
    });
    await feed.stop();
    console.log(done);
  } finally {
    await opened.close();
  }
}

main().catch((error) => {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
