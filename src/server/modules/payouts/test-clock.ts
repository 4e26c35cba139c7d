// POST /api/test/money-jobs: runs the release job and the weekly payouts at a clock advanced by
// `advanceHours`, so browser journeys can pass the 72-hour hold without waiting. It exists only
// when NODE_ENV=test and TEST_CLOCK_ROUTE=true, and answers only this computer.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { isLocalRequest } from "../../plugins/client-address";
import { runMoneyJobs } from "./jobs";

export function testClockEnabled(config: AppContext["config"]): boolean {
  return config.NODE_ENV === "test" && config.TEST_CLOCK_ROUTE === "true";
}

/** Registered under /api/test (modules/index.ts). */
export async function testClockRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  if (!testClockEnabled(config)) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/money-jobs",
    {
      schema: {
        hide: true,
        body: z.object({
          advanceHours: z
            .number()
            .min(0)
            .max(24 * 400),
        }),
        response: { 200: z.object({ released: z.number(), resent: z.number(), paidOut: z.number() }) },
      },
    },
    async (request) => {
      if (!isLocalRequest(request)) throw forbidden("Only from this computer.");
      return runMoneyJobs(db, app.payments, new Date(Date.now() + request.body.advanceHours * 3_600_000));
    },
  );
}
