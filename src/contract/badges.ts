// Dated badges: what taskly checked about a tasker and when ("ID verified · Mar 2026"), and the ID
// checks that grant the "ID verified" one. A badge is shown only until it expires, a year after it
// was granted; an expired or revoked badge is never in an answer.
import { z } from "zod";
import { BADGE_KINDS } from "./badge-labels";

/** How long a badge lasts before it must be renewed. */
export const BADGE_VALID_DAYS = 365;
/** How long before expiry the tasker is told to renew. */
export const BADGE_RENEWAL_NOTICE_DAYS = 30;

export const badgeSchema = z.object({
  kind: z.enum(BADGE_KINDS),
  /** When the check was made (the date the badge shows). */
  verifiedAt: z.string(),
  expiresAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const ID_CHECK_METHODS = ["manual", "stripe_identity"] as const;
export const ID_CHECK_STATUSES = ["pending", "verified", "rejected", "requires_input"] as const;

/** GET /api/identity: the signed-in tasker's ID verification. */
export const identityStatusSchema = z.object({
  /** not_started, pending (a review or the provider's answer is awaited), verified, rejected, requires_input. */
  state: z.enum(["not_started", ...ID_CHECK_STATUSES]),
  /** The live id_verified badge, when there is one. */
  badge: badgeSchema.nullable(),
  /** Why the last check was rejected, or what the provider asked for. */
  reason: z.string().nullable(),
  /** Which way this server verifies IDs: an uploaded photo reviewed by taskly, or Stripe Identity. */
  method: z.enum(ID_CHECK_METHODS),
  /** When the last check was started. */
  submittedAt: z.string().nullable(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** POST /api/identity/stripe: where to send the tasker (Stripe's hosted verification page). */
export const identitySessionSchema = z.object({ url: z.string() });

export const ID_REJECT_REASON_MAX = 300;
export const idCheckDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({
    decision: z.literal("reject"),
    reason: z
      .string({ error: "Say why the ID was rejected" })
      .trim()
      .min(3, "Say why the ID was rejected (3 characters at least)")
      .max(ID_REJECT_REASON_MAX, `The reason is too long (${ID_REJECT_REASON_MAX} characters at most)`),
  }),
]);
export type IdCheckDecision = z.infer<typeof idCheckDecisionSchema>;

/** A pending manual ID check as the admin's "ID checks" list shows it. */
export const adminIdCheckSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  submittedAt: z.string(),
  /** A signed URL of the private photo, valid for about an hour. */
  photoUrl: z.string(),
});
export type AdminIdCheck = z.infer<typeof adminIdCheckSchema>;

export const idCheckIdParams = z.object({ id: z.string().max(64) });

export const ID_CHECK_NOT_FOUND = "ID check not found";
export const ID_CHECK_ALREADY_PENDING = "Your ID is already waiting for review.";
export const ID_ALREADY_VERIFIED = "Your ID is already verified.";
export const ONLY_TASKERS_VERIFY = "Only taskers verify their ID.";
export const ID_PHOTO_TOO_LARGE = "The photo of your ID must be 10 MB or smaller.";
/** The payout screen's reason when REQUIRE_ID_BEFORE_FIRST_PAYOUT holds the tasker's payouts. */
export const ID_REQUIRED_FOR_PAYOUT =
  "Verify your ID before your first payout: your balance stays available until then.";
