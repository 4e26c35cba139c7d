// The signed-in user's own account: profile fields, avatar, password, deletion.
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { z } from "zod";
import { AVATAR_SIZE, type updateMeSchema } from "../../../contract/users";
import type { Db } from "../../db/connect";
import { passwordResets, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { assertCurrentPassword } from "../auth/current-password";
import { commonPasswordMessage, hashPassword } from "../auth/passwords";
import { deleteUserSessions } from "../../lib/sessions";
import type { FileStorage } from "./storage";
import { recordEvents } from "../../events/record";

const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp"]);
export const BAD_IMAGE = "Please upload a JPEG, PNG or WebP image.";

async function freshUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateMe(db: Db, userId: string, input: z.output<typeof updateMeSchema>): Promise<UserRow> {
  const { firstName, lastName, phone, location } = input;
  await changeAccount(db, userId, { firstName, lastName, phone, location });
  return freshUser(db, userId);
}

/** Changes a user's row, and tells every instance (signed-in users and public pages hold it). */
async function changeAccount(db: Db, userId: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(set).where(eq(users.id, userId));
    await recordEvents(tx, { type: "user.changed", userId, what: "account" });
  });
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
  await changeAccount(db, user.id, { profileImage: url });
  if (user.profileImage) await storage.remove(user.profileImage).catch(() => undefined);
  return freshUser(db, user.id);
}

export async function removeAvatar(db: Db, storage: FileStorage, user: UserRow): Promise<UserRow> {
  await changeAccount(db, user.id, { profileImage: null });
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
  const common = commonPasswordMessage(newPassword);
  if (common) throw badRequest(common, { newPassword: common });
  if (currentPassword === newPassword) {
    throw badRequest("Choose a new password that differs from the current one.", {
      newPassword: "Choose a new password that differs from the current one.",
    });
  }
  await assertCurrentPassword(db, user, currentPassword, {
    field: "currentPassword",
    message: "Your current password is incorrect.",
  });
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, user.id));
    await recordEvents(tx, { type: "user.changed", userId: user.id, what: "account" });
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    // Every other session ends; this one stays signed in.
    await deleteUserSessions(tx, user.id, currentToken ?? undefined);
  });
}
