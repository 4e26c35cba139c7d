// /api/payouts: the tasker's payout account (GET|PUT /api/payouts/account), payout history and a
// payout on request (GET|POST /api/payouts). Also the test-only clock route (test-clock.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  payoutAccountInputSchema,
  payoutAccountResponseSchema,
  payoutAccountSchema,
  payoutSchema,
  requestPayoutSchema,
} from "../../../contract/payouts";
import { toCents } from "../../../contract/money";
import type { AppContext } from "../../context";
import { conflict } from "../../lib/http-error";
import { errorResponses } from "../../lib/route-errors";
import { requireTaskerUser } from "../earnings/routes";
import { readPayoutAccount, savePayoutAccount } from "./account";
import { listPayouts } from "./history";
import { payOut } from "./payout";
import { mailOrigin } from "../../lib/mailer";

const errors = errorResponses(400, 401, 403, 409, 429, 503);
const tags = ["payouts"];

export const HOSTED_ONBOARDING_MESSAGE =
  "Payouts go through Stripe: set up your payout account on Stripe's own pages ('Set up payouts with Stripe' " +
  "on your dashboard, POST /api/payments/onboarding). taskly never takes bank details.";

export async function payoutRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/account",
    {
      schema: {
        tags,
        summary: "Your payout account (masked)",
        response: { 200: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({ account: await readPayoutAccount(db, requireTaskerUser(request).id) }),
  );

  r.put(
    "/account",
    {
      schema: {
        tags,
        summary:
          "Add or replace your payout account (an IBAN, or a US routing and account number), confirmed with your password",
        description:
          "With Stripe, taskers set up payouts on Stripe's pages instead (POST /api/payments/onboarding): 409.",
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountSchema, ...errors },
      },
      // Before the body is read: with Stripe no bank details are taken, whatever was sent.
      preValidation: async (request) => {
        requireTaskerUser(request);
        if (app.payments.payoutSetup === "hosted_onboarding") throw conflict(HOSTED_ONBOARDING_MESSAGE);
      },
    },
    async (request) =>
      savePayoutAccount(db, app.payments, requireTaskerUser(request), request.body, mailOrigin(context.config)),
  );

  r.get(
    "",
    { schema: { tags, summary: "Your payouts, newest first", response: { 200: z.array(payoutSchema), ...errors } } },
    async (request) => listPayouts(db, requireTaskerUser(request).id),
  );

  r.post(
    "",
    {
      schema: {
        tags,
        summary: "Pay out your available balance (or part of it; at least 1.00) to your payout account",
        body: requestPayoutSchema,
        response: { 201: payoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireTaskerUser(request);
      const amount = request.body?.amount;
      const payout = await payOut(db, app.payments, {
        taskerId: user.id,
        trigger: "requested",
        amountCents: amount === undefined ? undefined : toCents(amount),
      });
      return reply.status(201).send(payout!);
    },
  );
}
