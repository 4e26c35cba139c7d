// Disputes: the customer opens one on a booking, the tasker accepts or counters, admins list and
// settle the escalated ones. Refunds go through the app's payment provider.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminDisputeSchema,
  adminDisputesQuery,
  disputeEvidenceSchema,
  disputeSchema,
  openDisputeSchema,
  resolveDisputeSchema,
  respondDisputeSchema,
} from "../../../contract/booking-extras";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { mailOrigin } from "../../lib/mailer";
import { requireAdmin, requireUser } from "../../plugins/auth";
import { disputeEvidence } from "./evidence";
import { listDisputes } from "./list";
import { openDispute } from "./open";
import { resolveDispute } from "./resolve";
import { respondToDispute } from "./respond";

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().max(64) });

/** Opening a dispute on a booking, registered by the bookings module (/api/bookings). */
export async function bookingDisputeRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["disputes"];

  r.post(
    "/:id/disputes",
    {
      schema: {
        tags,
        summary: "The customer disputes a completed booking before its payment is released",
        params: idParams,
        body: openDisputeSchema,
        response: { 201: disputeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openDispute(db, requireUser(request), request.params.id, request.body, origin)),
  );
}

/** The tasker's answer to a dispute (/api/disputes). */
export async function disputeRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["disputes"];

  r.post(
    "/:id/respond",
    {
      schema: {
        tags,
        summary: "The tasker accepts the requested refund or makes a counter offer (within 48 hours)",
        params: idParams,
        body: respondDisputeSchema,
        response: { 200: disputeSchema, ...errors },
      },
    },
    async (request) =>
      respondToDispute(db, app.payments, requireUser(request), request.params.id, request.body, origin),
  );
}

/** Admins list and settle disputes, registered by the admin module (/api/admin). */
export async function adminDisputeRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/disputes",
    {
      schema: {
        tags: ["admin"],
        summary: "Disputes by status (escalated by default), oldest first",
        querystring: adminDisputesQuery,
        response: { 200: z.array(adminDisputeSchema), ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listDisputes(db, request.query.status);
    },
  );

  r.get(
    "/disputes/:id/evidence",
    {
      schema: {
        tags: ["admin"],
        summary: "The photos the dispute's customer and tasker sent each other in messages, newest first",
        params: idParams,
        response: { 200: disputeEvidenceSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return disputeEvidence(db, request.params.id);
    },
  );

  r.post(
    "/disputes/:id/resolve",
    {
      schema: {
        tags: ["admin"],
        summary: "An admin settles an escalated dispute: refund X, release the rest, with a note",
        params: idParams,
        body: resolveDisputeSchema,
        response: { 200: disputeSchema, ...errors },
      },
    },
    async (request) => resolveDispute(db, app.payments, requireAdmin(request), request.params.id, request.body, origin),
  );
}
