// POST /api/test/money-jobs: runs the release job, the weekly payouts and the dispute escalation at a
// clock advanced by `advanceHours`, so browser journeys can pass the 72-hour hold or a dispute's
// 48-hour deadline without waiting. It exists only when NODE_ENV=test and TEST_CLOCK_ROUTE=true, and
// answers only this computer.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { mailOrigin } from "../../lib/mailer";
import { isLocalRequest } from "../../plugins/client-address";
import { escalateOverdueDisputes } from "../disputes/escalate";
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
        response: {
          200: z.object({ released: z.number(), resent: z.number(), paidOut: z.number(), escalated: z.number() }),
        },
      },
    },
    async (request) => {
      if (!isLocalRequest(request)) throw forbidden("Only from this computer.");
      const now = new Date(Date.now() + request.body.advanceHours * 3_600_000);
      const jobs = await runMoneyJobs(db, app.payments, now);
      const escalated = await escalateOverdueDisputes(db, mailOrigin(config), now);
      return { ...jobs, escalated: escalated.length };
    },
  );
}
