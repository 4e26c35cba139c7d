// /api/payments: which provider takes the card (the browser loads Stripe.js only for Stripe), the
// tasker's Stripe Connect onboarding link, and Stripe's webhook (signed raw body, once per event id).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  onboardingLinkSchema,
  onboardingStatusSchema,
  paymentsConfigSchema,
  webhookAckSchema,
} from "../../../contract/payments";
import { apiErrorSchema } from "../../../contract/errors";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/auth";
import { readOnboarding, startOnboarding } from "./stripe/onboarding";
import { processStripeEvent, verifiedEvent } from "./stripe/webhook";
import { processContextOf } from "../bookings/process";

const tags = ["payments"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

export async function paymentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/config",
    {
      schema: {
        tags,
        summary: "The payment provider the booking payment step uses",
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => ({
      provider: app.payments.name === "stripe" ? ("stripe" as const) : ("builtin" as const),
      publishableKey: app.payments.name === "stripe" ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    }),
  );

  r.get(
    "/onboarding",
    {
      schema: {
        tags,
        summary: "Where the tasker's Stripe payout setup stands",
        description: "With the built-in provider a tasker adds a bank account instead: 409.",
        response: { 200: onboardingStatusSchema, ...errors },
      },
    },
    async (request) => readOnboarding(db, app.payments, requireUser(request)),
  );

  r.post(
    "/onboarding",
    {
      schema: {
        tags,
        summary: "A tasker's link to Stripe's onboarding of their payout account (Stripe Connect Express)",
        description: "With the built-in provider a tasker adds a bank account instead: 409.",
        response: { 200: onboardingLinkSchema, ...errors },
      },
    },
    async (request) => startOnboarding(db, app.payments, requireUser(request), config),
  );

  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: this route keeps the body raw, whatever its
    // declared type, so a call that is not Stripe's gets the signature's 400, never a 415.
    const raw = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, raw);
    scope.addContentTypeParser("*", { parseAs: "buffer" }, raw);
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/webhooks/stripe",
      {
        schema: {
          tags,
          summary: "Stripe's webhook: verified by its signature, processed once per event id",
          response: { 200: webhookAckSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const event = verifiedEvent(request.body, request.headers["stripe-signature"], config.STRIPE_WEBHOOK_SECRET);
        const { duplicate } = await processStripeEvent(db, event, processContextOf(context));
        return { received: true as const, duplicate };
      },
    );
  });
}
