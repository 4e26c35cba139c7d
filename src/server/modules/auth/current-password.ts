// The current password asked for behind a session (changing the password, deleting the account,
// changing the payout account): a stolen session must not become a way to guess it. Wrong answers
// are counted per user (throttle.ts: 8 in 15 minutes, then 429 whatever is typed); a right one
// clears the count.
import type { Db } from "../../db/connect";
import { badRequest } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { verifyPassword } from "./passwords";
import { assertPasswordCheckAllowed, clearWrongPasswords, recordWrongPassword } from "./throttle";

/** Refuses with 400 and `message` on `field` when `password` is not the user's, 429 past the limit. */
export async function assertCurrentPassword(
  db: Db,
  user: UserRow,
  password: string,
  { field, message }: { field: string; message: string },
): Promise<void> {
  await assertPasswordCheckAllowed(db, user.id);
  if (await verifyPassword(user.passwordHash, password)) {
    await clearWrongPasswords(db, user.id);
    return;
  }
  await recordWrongPassword(db, user.id);
  throw badRequest(message, { [field]: message });
}
