// The signed-in user's own account: profile fields, avatar, password, deletion.
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { updateMeSchema } from "../../../contract/users";
import type { Db } from "../../db/connect";
import { passwordResets, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { assertCurrentPassword } from "../auth/current-password";
import { commonPasswordMessage, hashPassword } from "../auth/passwords";
import { deleteUserSessions } from "../../lib/sessions";
import type { ObjectStorage } from "../../lib/storage";
import { countPhotoUpload } from "../auth/throttle";
import { forgetAvatar, saveAvatarPhoto } from "../photos/avatars";
import { recordEvents } from "../../events/record";

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

export async function setAvatar(db: Db, storage: ObjectStorage, user: UserRow, bytes: Buffer): Promise<UserRow> {
  await countPhotoUpload(db, user.id);
  const url = await saveAvatarPhoto(db, storage, user.id, bytes, BAD_IMAGE);
  await changeAccount(db, user.id, { profileImage: url });
  await forgetAvatar(db, storage, user.profileImage).catch(() => undefined);
  return freshUser(db, user.id);
}

export async function removeAvatar(db: Db, storage: ObjectStorage, user: UserRow): Promise<UserRow> {
  await changeAccount(db, user.id, { profileImage: null });
  await forgetAvatar(db, storage, user.profileImage).catch(() => undefined);
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
