// /api/admin/moderation: the queue, one item in full, claiming and releasing, and closing an item
// with an action (admins only; registered inside the admin module's scope).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  moderationActionSchema,
  moderationCountSchema,
  moderationItemDetailSchema,
  moderationQueueQuery,
  moderationQueueSchema,
} from "../../../contract/moderation";
import type { AppContext } from "../../context";
import { mailOrigin } from "../../lib/mailer";
import { errorResponses } from "../../lib/route-errors";
import { requireAdmin } from "../../plugins/auth";
import { actOnItem, claimItem, releaseItem } from "./actions";
import { itemDetail, listQueue, openItemCount } from "./queue";

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().max(64) });

export async function moderationRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  await app.register(async (admin) => {
    admin.addHook("preHandler", async (request) => {
      requireAdmin(request);
    });
    const r = admin.withTypeProvider<ZodTypeProvider>();
    const tags = ["admin"];

    r.get(
      "/moderation",
      {
        schema: {
          tags,
          summary: "The moderation queue, highest priority first (without a status: the items not closed)",
          querystring: moderationQueueQuery,
          response: { 200: moderationQueueSchema, ...errors },
        },
      },
      async (request) => listQueue(db, request.query),
    );

    r.get(
      "/moderation/count",
      { schema: { tags, summary: "Open moderation items", response: { 200: moderationCountSchema, ...errors } } },
      async () => ({ open: await openItemCount(db) }),
    );

    r.get(
      "/moderation/items/:id",
      {
        schema: {
          tags,
          summary: "One item: its reports with their snapshots, the flag's evidence, the person's history",
          params: idParams,
          response: { 200: moderationItemDetailSchema, ...errors },
        },
      },
      async (request) => itemDetail(db, request.params.id),
    );

    r.post(
      "/moderation/items/:id/claim",
      {
        schema: {
          tags,
          summary: "Claim an item (409 when another admin has)",
          params: idParams,
          response: { 200: moderationItemDetailSchema, ...errors },
        },
      },
      async (request) => {
        await claimItem(db, requireAdmin(request), request.params.id);
        return itemDetail(db, request.params.id);
      },
    );

    r.post(
      "/moderation/items/:id/release",
      {
        schema: {
          tags,
          summary: "Give back your claim on an item",
          params: idParams,
          response: { 200: moderationItemDetailSchema, ...errors },
        },
      },
      async (request) => {
        await releaseItem(db, requireAdmin(request), request.params.id);
        return itemDetail(db, request.params.id);
      },
    );

    r.post(
      "/moderation/items/:id/actions",
      {
        schema: {
          tags,
          summary: "Close an item: dismiss, hide the content, warn, limit for some days or suspend, with a reason",
          params: idParams,
          body: moderationActionSchema,
          response: { 200: moderationItemDetailSchema, ...errors },
        },
      },
      async (request) => {
        await actOnItem(db, requireAdmin(request), request.params.id, request.body, origin);
        return itemDetail(db, request.params.id);
      },
    );
  });
}
