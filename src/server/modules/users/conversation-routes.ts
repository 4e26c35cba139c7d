// GET /api/users/{id}/conversations: the session user's own conversations (the service lives in messages/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { conversationSchema } from "../../../contract/messages";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { requireUser } from "../../plugins/auth";
import { messageErrors as errors } from "../messages/errors";
import { conversationListJson } from "../messages/inbox-cache";
import { CONVERSATION_LIST_LENGTH } from "../messages/service";
import { sendJsonBytes } from "../../lib/json-bytes";

export async function userConversationRoutes(app: FastifyInstance, { database, inbox }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:id/conversations",
    {
      schema: {
        tags: ["messages"],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.array(conversationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw forbidden("You can only read your own conversations.");
      return sendJsonBytes(reply, await conversationListJson(database, inbox, user.id, CONVERSATION_LIST_LENGTH));
    },
  );
}
