// GET /api/conversations/{conversationId}/messages: one conversation's newest page, oldest to
// newest; the Link header's next page leads to older messages (the service lives in messages/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messagePageSchema } from "../../../contract/messages";
import { pageQuery } from "../../../contract/pagination";
import type { AppContext } from "../../context";
import { decodeCursor, encodeCursor, keysetPosition } from "../../lib/page-cursor";
import { replyWithPage } from "../../lib/paged-reply";
import { requireUser } from "../../plugins/auth";
import { messageErrors as errors } from "../messages/errors";
import { readConversation } from "../messages/service";

export async function conversationRoutes(app: FastifyInstance, { database }: AppContext): Promise<void> {
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
      const result = await readConversation(database, user.id, conversationId, request.query.limit, olderThan);
      const oldest = result.messages[0];
      const nextCursor = result.hasOlder && oldest ? encodeCursor({ v: oldest.createdAt, id: oldest.id }) : null;
      return replyWithPage(request, reply, { items: result.messages, nextCursor }, request.query.limit);
    },
  );
}
