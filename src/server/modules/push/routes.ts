// /api/push: the key browsers subscribe with, and the signed-in person's push subscriptions.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pushDevicesSchema, pushKeySchema, pushSubscribeSchema, pushUnsubscribeSchema } from "../../../contract/push";
import type { AppContext } from "../../context";
import { badRequest } from "../../lib/http-error";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { deviceLabel } from "./device-label";
import { endpointRefusal } from "./endpoint";
import { vapidKeys } from "./keys";
import { listDevices, subscribe, unsubscribe } from "./service";

const tags = ["push"];

export async function pushRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const allowPrivate = config.PUSH_ALLOW_PRIVATE_ENDPOINTS === "true";

  r.get(
    "/key",
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, the applicationServerKey browsers subscribe with",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: (await vapidKeys(db, config)).publicKey }),
  );

  r.get(
    "/subscriptions",
    {
      schema: {
        tags,
        summary: "The browsers and devices the signed-in person has push on in, most recently used first",
        response: { 200: pushDevicesSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await listDevices(db, requireUser(request).id) }),
  );

  r.post(
    "/subscriptions",
    {
      schema: {
        tags,
        summary: "Turn push on in this browser (idempotent on the endpoint; past 10 devices the least used is dropped)",
        body: pushSubscribeSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { endpoint, keys } = request.body;
      const refusal = endpointRefusal(endpoint, allowPrivate);
      if (refusal) throw badRequest(refusal, { endpoint: refusal });
      const device = deviceLabel(request.headers["user-agent"]);
      await subscribe(db, user.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth, device });
      return reply.status(204).send(null);
    },
  );

  r.delete(
    "/subscriptions",
    {
      schema: {
        tags,
        summary: "Turn push off in a browser of the signed-in person's (nothing happens to anyone else's)",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await unsubscribe(db, requireUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
