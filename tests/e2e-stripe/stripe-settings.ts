// What the Stripe journeys and their server share: the webhook signing secret the server is started
// with, so a journey can sign Stripe's events (account.updated) the way Stripe does.
export const STRIPE_WEBHOOK_SECRET = "whsec_e2e_journeys";
