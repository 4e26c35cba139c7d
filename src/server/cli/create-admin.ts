// npm run create-admin -- --email E --password P [--first-name F --last-name L]
// Creates an admin account, or promotes the existing account with that email to admin.
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config";
import { runMigrations } from "../db/migrate";
import { openConfiguredDatabase } from "../db/open";
import { users } from "../db/schema";
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
    const db = opened.database.db;
    const passwordHash = await hashPassword(values.password);
    const [existing] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (existing) {
      await db
        .update(users)
        .set({ userType: "admin", passwordHash, suspendedAt: null })
        .where(eq(users.id, existing.id));
      console.log(`Promoted ${email} to admin (password updated).`);
    } else {
      await db.insert(users).values({
        email,
        passwordHash,
        firstName: values["first-name"]!,
        lastName: values["last-name"]!,
        userType: "admin",
      });
      console.log(`Created admin ${email}.`);
    }
  } finally {
    await opened.close();
  }
}

main().catch((error) => {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
