// Demo accounts: whether any exist, and where their published passwords are accepted. The README
// prints these passwords, so they log in only from this computer (loopback, through no proxy)
// unless the operator sets DEMO_PASSWORDS_ON_NETWORK=true.
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";
import { DEMO_ACCOUNTS, SHARED_PASSWORD } from "../../db/seed/accounts";
import { forbidden } from "../../lib/http-error";
import { isLocalRequest } from "../../plugins/client-address";

const PUBLISHED_PASSWORDS = new Set<string>([SHARED_PASSWORD, ...Object.values(DEMO_ACCOUNTS).map((a) => a.password)]);
const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((a) => a.email);

export const DEMO_PASSWORD_REFUSED =
  "The published demo passwords only work on the computer running taskly. " +
  "Its operator can allow them from other machines with DEMO_PASSWORDS_ON_NETWORK=true.";

export function assertDemoPasswordAllowed(request: FastifyRequest, config: Config, password: string): void {
  if (config.DEMO_PASSWORDS_ON_NETWORK === "true" || !PUBLISHED_PASSWORDS.has(password)) return;
  if (!isLocalRequest(request)) throw forbidden(DEMO_PASSWORD_REFUSED);
}

/** True while any of the demo accounts exists (not deleted). */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, DEMO_EMAILS), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
