// GET /api/admin/finance, one booking's money, a tasker's payouts and pausing them (admins only;
// each change audited).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import {
  adminBookingMoneySchema,
  adminFinanceSchema,
  adminTaskerPayoutsSchema,
  pausePayoutsSchema,
  payoutPauseStateSchema,
} from "../../../contract/finance";
import type { AppContext } from "../../context";
import { requireAdmin } from "../../plugins/auth";
import { adminBookingMoney } from "./booking-money";
import { financeOverview, pausePayouts, unpausePayouts } from "./service";
import { adminTaskerPayouts } from "./tasker-payouts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.string().max(64) });

export async function financeRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook("preHandler", async (request) => {
      requireAdmin(request);
    });
    const r = admin.withTypeProvider<ZodTypeProvider>();
    const tags = ["admin"];

    r.get(
      "/finance",
      {
        schema: {
          tags,
          summary: "Money figures from the ledger, the reconcile check and paused payouts",
          response: { 200: adminFinanceSchema, ...errors },
        },
      },
      async () => financeOverview(db, new Date()),
    );

    r.get(
      "/bookings/:id/money",
      {
        schema: {
          tags,
          summary: "One booking's money: amounts, the tasker's share, tips, price changes, dispute and journals",
          params: idParams,
          response: { 200: adminBookingMoneySchema, ...errors },
        },
      },
      async (request) => adminBookingMoney(db, requireAdmin(request), request.params.id),
    );

    r.get(
      "/taskers/:id/payouts",
      {
        schema: {
          tags,
          summary: "A tasker's balances, payout account, paused state and payout history",
          params: idParams,
          response: { 200: adminTaskerPayoutsSchema, ...errors },
        },
      },
      async (request) => adminTaskerPayouts(db, request.params.id),
    );

    r.post(
      "/taskers/:id/payouts/pause",
      {
        schema: {
          tags,
          summary: "Pause a tasker's payouts (audited)",
          params: idParams,
          body: pausePayoutsSchema,
          response: { 200: payoutPauseStateSchema, ...errors },
        },
      },
      async (request) => {
        await pausePayouts(db, requireAdmin(request).id, request.params.id, request.body.reason);
        return { taskerId: request.params.id, paused: true };
      },
    );

    r.post(
      "/taskers/:id/payouts/unpause",
      {
        schema: {
          tags,
          summary: "Let a tasker's payouts run again (audited)",
          params: idParams,
          response: { 200: payoutPauseStateSchema, ...errors },
        },
      },
      async (request) => {
        await unpausePayouts(db, requireAdmin(request).id, request.params.id);
        return { taskerId: request.params.id, paused: false };
      },
    );
  });
}
