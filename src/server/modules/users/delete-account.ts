// Deleting one's own account: the personal fields are anonymized and the account can never sign in
// again; what the other party of a booking needs (bookings, payments, reviews) stays.
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { bookings, passwordResets, taskInvitations, taskOffers, taskerProfiles, users } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import { deleteUserSessions } from "../../lib/sessions";
import type { UserRow } from "../../plugins/auth";
import { assertCurrentPassword } from "../auth/current-password";
import type { ObjectStorage } from "../../lib/storage";
import { forgetAvatar } from "../photos/avatars";
import { recordEvents } from "../../events/record";
import { closeOpenTasks } from "../tasks/task-status";

/**
 * Deletes an account (see README "Product notes"): refused while a booking is confirmed or in
 * progress; otherwise personal fields are anonymized, deleted_at is set, every session ends, the
 * tasker profile is unlisted (trigger) and its calendar feed retired, open tasks are cancelled with
 * their pending offers declined, the user's own pending offers are withdrawn. Bookings, payments
 * and reviews stay for the other party.
 */
export async function deleteAccount(db: Db, storage: ObjectStorage, user: UserRow, password: string): Promise<void> {
  await assertCurrentPassword(db, user, password, { field: "password", message: "Your password is incorrect." });
  if (user.userType === "admin")
    throw conflict("Admin accounts cannot be deleted here. Ask another admin to remove your admin rights first.");
  const [active] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["confirmed", "in_progress"]),
        or(eq(bookings.customerId, user.id), eq(bookings.taskerId, user.id)),
      ),
    );
  if (active.n > 0) {
    throw conflict("You have upcoming or running bookings. Cancel or complete them before deleting your account.");
  }
  const anonymousEmail = `deleted+${user.id}@taskly.invalid`;
  // Not an argon2 hash: no password can ever match it.
  const lockedHash = `!deleted:${randomUUID()}`;
  await db.transaction(async (tx) => {
    await closeOpenTasks(tx, { customerId: user.id });
    await tx
      .update(taskOffers)
      .set({ status: "withdrawn" })
      .where(and(eq(taskOffers.taskerId, user.id), eq(taskOffers.status, "pending")));
    await tx.delete(taskInvitations).where(eq(taskInvitations.taskerId, user.id));
    await tx.update(taskerProfiles).set({ calendarToken: null }).where(eq(taskerProfiles.userId, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx
      .update(users)
      .set({
        deletedAt: sql`now()`,
        firstName: "Deleted",
        lastName: "User",
        email: anonymousEmail,
        username: null,
        phone: null,
        location: null,
        profileImage: null,
        passwordHash: lockedHash,
      })
      .where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id);
    await recordEvents(tx, { type: "user.changed", userId: user.id, what: "deleted" });
  });
  await forgetAvatar(db, storage, user.profileImage).catch(() => undefined);
}
