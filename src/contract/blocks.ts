// Blocks (/api/blocks): a person cuts contact with another, silently. Either direction of a blocked
// pair keeps the two apart: no messages, conversations, invitations, offers or bookings between them,
// and neither finds the other in search, Get Matched, Find Work or task alerts. The blocked person is
// never told.
import { z } from "zod";

/** Blocks and unblocks one person may make in the throttle's window. */
export const BLOCK_CHANGES_LIMIT = 30;

export const BLOCK_SELF = "You cannot block yourself.";
export const BLOCK_ADMIN = "Administrators cannot be blocked. Report a problem to support instead.";
export const BLOCK_USER_NOT_FOUND = "User not found";
export const BLOCK_NOT_FOUND = "You have not blocked this person.";
export const BLOCK_TOO_MANY =
  "You have blocked or unblocked many people in a short time. Please wait 15 minutes and try again.";

/** What the confirmation before blocking says. */
export const BLOCK_EXPLAINED =
  "They won't be told. You won't see each other in search, and neither of you can message, invite, offer or book the other.";

export const blockInputSchema = z.object({ userId: z.string().uuid(BLOCK_USER_NOT_FOUND) });
export type BlockInput = z.infer<typeof blockInputSchema>;

export const blockUserParams = z.object({ userId: z.string().max(64) });

/** One person the signed-in user blocked. */
export const blockedPersonSchema = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable().optional(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const blockedPeopleSchema = z.array(blockedPersonSchema);
