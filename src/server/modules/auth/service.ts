// Registration and login rules.
import { or, sql } from "drizzle-orm";
import type { RegisterInput, SessionUser } from "../../../contract/auth";
import type { registerSchema } from "../../../contract/auth";
import type { z } from "zod";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";
import { toIso } from "../../lib/dates";
import { badRequest, conflict } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { commonPasswordMessage, dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import { pgCode } from "../../db/errors";
import { countSignUp } from "./throttle";
import { recordEvents } from "../../events/record";

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    profileImage: row.profileImage,
    userType: row.userType as SessionUser["userType"],
    location: row.location,
    createdAt: toIso(row.createdAt),
  };
}

/**
 * The cheap checks first: the form (schema), a common password, then the address's sign-up count
 * (every attempt counts, "already exists" answers too, so probing for accounts is throttled like
 * signing up), then whether the email or username is taken; only then the argon2 hash.
 */
export async function registerUser(
  db: Db,
  input: z.output<typeof registerSchema>,
  address: string,
  signUpsPerAddress: number,
): Promise<UserRow> {
  const common = commonPasswordMessage(input.password);
  if (common) throw badRequest(common, { password: common });
  await countSignUp(db, address, signUpsPerAddress);

  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${input.email}`,
        input.username ? sql`lower(${users.username}) = lower(${input.username})` : sql`false`,
      ),
    );
  if (taken.some((t) => t.email.toLowerCase() === input.email)) {
    throw conflict("An account with this email already exists. Log in instead.");
  }
  if (taken.length > 0) throw conflict("This username is already taken. Please choose another.");

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username ?? null,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone || null,
          userType: input.userType,
          location: input.location || null,
        })
        .returning();
      await recordEvents(tx, { type: "user.registered", userId: row.id });
      return row;
    });
  } catch (error) {
    // Two sign-ups racing for the same email: the unique index decides.
    if (pgCode(error) === "23505") {
      throw conflict("An account with this email already exists. Log in instead.");
    }
    throw error;
  }
}

export type { RegisterInput };

/** The account an identifier (email or username) names, or null. */
export async function findAccountByIdentifier(db: Db, identifier: string): Promise<UserRow | null> {
  const needle = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${needle}`, sql`lower(${users.username}) = ${needle}`))
    .limit(1);
  return row ?? null;
}

/** The account when the password matches it, else null (in about the same time either way). */
export async function verifyAccountPassword(row: UserRow | null, password: string): Promise<UserRow | null> {
  if (!row || row.deletedAt) {
    await verifyPassword(await dummyPasswordHash(), password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, password)) ? row : null;
}
