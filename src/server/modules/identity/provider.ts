// How a tasker's identity document is checked. With Stripe configured (STRIPE_SECRET_KEY), Stripe
// Identity does it: a VerificationSession of type document, the tasker sent to its hosted `url`, the
// result learned by webhook (identity.verification_session.*) or by retrieving the session when they
// come back. Without Stripe, the built-in manual review: an uploaded photo an admin looks at.
import type Stripe from "stripe";
import { usesStripe, type Config } from "../../config";
import { stripeClient } from "../payments/stripe/client";

/** What a provider's session says: verified, still waiting (processing, or not yet submitted), or needing the tasker again (with why). */
export type SessionOutcome =
  | { status: "verified" }
  | { status: "processing" }
  | { status: "requires_input"; reason: string }
  | { status: "canceled" };

export interface IdentityProvider {
  readonly method: "stripe_identity";
  /** Starts a document check; the tasker goes to `url`, then comes back to `returnUrl`. */
  createSession(input: { userId: string; returnUrl: string }): Promise<{ sessionId: string; url: string }>;
  retrieveSession(sessionId: string): Promise<SessionOutcome>;
}

/** Why a session needs the tasker again, in words they can act on. */
const NEEDS_INPUT = "Stripe could not verify your document. Please try again with a clear photo of a valid ID.";

/** A Stripe VerificationSession's outcome. */
export function sessionOutcome(
  session: Pick<Stripe.Identity.VerificationSession, "status" | "last_error">,
): SessionOutcome {
  switch (session.status) {
    case "verified":
      return { status: "verified" };
    case "processing":
      return { status: "processing" };
    case "canceled":
      return { status: "canceled" };
    default:
      // A new session is requires_input until the tasker submits; only an error means the check failed.
      if (!session.last_error) return { status: "processing" };
      return { status: "requires_input", reason: session.last_error.reason ?? NEEDS_INPUT };
  }
}

export class StripeIdentityProvider implements IdentityProvider {
  readonly method = "stripe_identity" as const;
  constructor(private readonly stripe: Stripe) {}

  async createSession(input: { userId: string; returnUrl: string }) {
    const session = await this.stripe.identity.verificationSessions.create({
      type: "document",
      client_reference_id: input.userId,
      metadata: { taskly_user_id: input.userId },
      return_url: input.returnUrl,
    });
    if (!session.url) throw new Error("Stripe Identity answered a session without a url");
    return { sessionId: session.id, url: session.url };
  }

  async retrieveSession(sessionId: string): Promise<SessionOutcome> {
    return sessionOutcome(await this.stripe.identity.verificationSessions.retrieve(sessionId));
  }
}

/** Stripe Identity when Stripe is configured, else null: the built-in manual review. */
export function identityProvider(config: Config): IdentityProvider | null {
  if (!usesStripe(config)) return null;
  return new StripeIdentityProvider(
    stripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL }),
  );
}
