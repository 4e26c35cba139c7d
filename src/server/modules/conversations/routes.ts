// GET /api/conversations/{conversationId}/messages: one conversation's newest page, oldest to
// newest; the Link header's next page leads to older messages (the service and its cache live in messages/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messagePageSchema } from "../../../contract/messages";
import { pageQuery } from "../../../contract/pagination";
import type { AppContext } from "../../context";
import { decodeCursor, keysetPosition } from "../../lib/page-cursor";
import { sendJsonPage } from "../../lib/paged-reply";
import { requireUser } from "../../plugins/auth";
import { messageErrors as errors } from "../messages/errors";
import { conversationPageJson } from "../messages/inbox-cache";

export async function conversationRoutes(app: FastifyInstance, { database, inbox }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:conversationId/messages",
    {
      schema: {
        tags: ["messages"],
        summary: "A conversation's newest messages, oldest to newest; nextCursor pages to older ones",
        params: z.object({ conversationId: z.string().max(64) }),
        querystring: z.object(pageQuery(100, 200)),
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { conversationId } = request.params;
      const olderThan = decodeCursor(request.query.cursor, keysetPosition)?.id ?? null;
      const { limit } = request.query;
      const page = await conversationPageJson(database, inbox, user.id, conversationId, limit, olderThan);
      return sendJsonPage(request, reply, page, limit);
    },
  );
}
