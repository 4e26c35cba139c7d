// The Stripe SDK client of the Stripe provider. `apiUrl` points it at another host (a local mock of
// the Stripe API in tests, or stripe-mock); unset, it talks to api.stripe.com.
import Stripe from "stripe";

export interface StripeSettings {
  secretKey: string;
  apiUrl?: string;
}

export function stripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === "http:" ? 80 : 443),
      protocol: url.protocol === "http:" ? "http" : "https",
    }),
  });
}
