// The signed-in user's own account: profile fields, avatar, password, deletion.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { z } from "zod";
import { AVATAR_SIZE, type updateMeSchema } from "../../../contract/users";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";
import { queryRows, type Row } from "../../db/query";
import { badRequest, conflict } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { commonPasswordMessage, hashPassword, verifyPassword } from "../auth/passwords";
import { deleteUserSessions } from "../../lib/sessions";
import type { FileStorage } from "./storage";

const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp"]);
export const BAD_IMAGE = "Please upload a JPEG, PNG or WebP image.";

async function freshUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateMe(db: Db, userId: string, input: z.output<typeof updateMeSchema>): Promise<UserRow> {
  await queryRows<Row>(
    db,
    sql`update users set first_name = ${input.firstName}, last_name = ${input.lastName},
    phone = ${input.phone}, location = ${input.location} where id = ${userId}::uuid returning id`,
  );
  return freshUser(db, userId);
}

/** Checks the real image format (not the declared type), then re-encodes a square WebP. */
export async function processAvatar(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw badRequest(BAD_IMAGE);
  }
  if (!format || !ALLOWED_FORMATS.has(format)) throw badRequest(BAD_IMAGE);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate() // honour the EXIF orientation; metadata is not copied to the output
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest("We couldn't read that image. Please try another file.");
  }
}

export async function setAvatar(db: Db, storage: FileStorage, user: UserRow, bytes: Buffer): Promise<UserRow> {
  const image = await processAvatar(bytes);
  const url = await storage.put("avatars", "webp", image);
  await queryRows<Row>(db, sql`update users set profile_image = ${url} where id = ${user.id}::uuid returning id`);
  if (user.profileImage) await storage.remove(user.profileImage).catch(() => undefined);
  return freshUser(db, user.id);
}

export async function removeAvatar(db: Db, storage: FileStorage, user: UserRow): Promise<UserRow> {
  await queryRows<Row>(db, sql`update users set profile_image = null where id = ${user.id}::uuid returning id`);
  if (user.profileImage) await storage.remove(user.profileImage).catch(() => undefined);
  return freshUser(db, user.id);
}

export async function changePassword(
  db: Db,
  user: UserRow,
  currentToken: string | null,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest("Your current password is incorrect.", { currentPassword: "Your current password is incorrect." });
  }
  const common = commonPasswordMessage(newPassword);
  if (common) throw badRequest(common, { newPassword: common });
  if (currentPassword === newPassword) {
    throw badRequest("Choose a new password that differs from the current one.", {
      newPassword: "Choose a new password that differs from the current one.",
    });
  }
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await queryRows<Row>(tx, sql`update users set password_hash = ${hash} where id = ${user.id}::uuid returning id`);
    await queryRows<Row>(
      tx,
      sql`delete from password_resets where user_id = ${user.id}::uuid and used_at is null returning token_hash`,
    );
    // Every other session ends; this one stays signed in.
    await deleteUserSessions(tx, user.id, currentToken ?? undefined);
  });
}

/**
 * Deletes an account (see README "Product notes"): refused while a booking is confirmed or in
 * progress; otherwise personal fields are anonymized, deleted_at is set, every session ends, the
 * tasker profile is unlisted (trigger) and its calendar feed retired, open tasks are cancelled with
 * their pending offers declined, the user's own pending offers are withdrawn. Bookings, payments
 * and reviews stay for the other party.
 */
export async function deleteAccount(db: Db, storage: FileStorage, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest("Your password is incorrect.", { password: "Your password is incorrect." });
  }
  if (user.userType === "admin")
    throw conflict("Admin accounts cannot be deleted here. Ask another admin to remove your admin rights first.");
  const [active] = await queryRows<Row>(
    db,
    sql`select count(*)::int as n from bookings
    where status in ('confirmed', 'in_progress') and (customer_id = ${user.id}::uuid or tasker_id = ${user.id}::uuid)`,
  );
  if (Number(active.n) > 0) {
    throw conflict("You have upcoming or running bookings. Cancel or complete them before deleting your account.");
  }
  const anonymousEmail = `deleted+${user.id}@taskly.invalid`;
  // Not an argon2 hash: no password can ever match it.
  const lockedHash = `!deleted:${randomUUID()}`;
  await db.transaction(async (tx) => {
    await queryRows<Row>(
      tx,
      sql`update task_offers set status = 'declined'
      where status = 'pending' and task_id in (select id from tasks where customer_id = ${user.id}::uuid and status = 'open') returning id`,
    );
    await queryRows<Row>(
      tx,
      sql`update tasks set status = 'cancelled' where customer_id = ${user.id}::uuid and status = 'open' returning id`,
    );
    await queryRows<Row>(
      tx,
      sql`update task_offers set status = 'withdrawn' where tasker_id = ${user.id}::uuid and status = 'pending' returning id`,
    );
    await queryRows<Row>(tx, sql`delete from task_invitations where tasker_id = ${user.id}::uuid returning task_id`);
    await queryRows<Row>(
      tx,
      sql`update tasker_profiles set calendar_token = null where user_id = ${user.id}::uuid returning id`,
    );
    await queryRows<Row>(tx, sql`delete from password_resets where user_id = ${user.id}::uuid returning token_hash`);
    await queryRows<Row>(
      tx,
      sql`update users set deleted_at = now(), first_name = 'Deleted', last_name = 'User', email = ${anonymousEmail},
      username = null, phone = null, location = null, profile_image = null, password_hash = ${lockedHash}
      where id = ${user.id}::uuid returning id`,
    );
    await deleteUserSessions(tx, user.id);
  });
  if (user.profileImage) await storage.remove(user.profileImage).catch(() => undefined);
}
