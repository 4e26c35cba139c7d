// Which payment provider the app runs: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in
// one. Another processor plugs in here, behind the same PaymentProvider interface.
import { usesStripe, type Config } from "../../config";
import { BuiltinPaymentProvider } from "./builtin-provider";
import type { PaymentProvider } from "./provider";
import { stripeClient } from "./stripe/client";
import { StripePaymentProvider } from "./stripe/provider";

export function paymentProvider(config: Config): PaymentProvider {
  const requireId = config.REQUIRE_ID_BEFORE_FIRST_PAYOUT === "true";
  if (usesStripe(config))
    return new StripePaymentProvider(
      stripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL }),
      requireId,
    );
  return new BuiltinPaymentProvider(requireId);
}
