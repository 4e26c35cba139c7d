// GET /api/users/{id}/conversations: the session user's own conversations (the service lives in messages/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { conversationSchema } from "../../../contract/messages";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { requireUser } from "../../plugins/auth";
import { messageErrors as errors } from "../messages/errors";
import { listConversations } from "../messages/service";

export async function userConversationRoutes(app: FastifyInstance, { database }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:id/conversations",
    {
      schema: {
        tags: ["messages"],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.array(conversationSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw forbidden("You can only read your own conversations.");
      return listConversations(database, user.id);
    },
  );
}
