// GET /uploads/avatars/<name>: avatars from before the photo pipeline, moved into storage at start
// (photos/legacy-avatars.ts); their old URLs redirect, for good, to where they live now.
import type { FastifyInstance } from "fastify";
import { movedAvatarUrl } from "../photos/legacy-avatars";

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { "*": string } }>("/*", { schema: { hide: true } }, async (request, reply) => {
    const moved = movedAvatarUrl(`/uploads/${request.params["*"]}`);
    if (!moved) return reply.status(404).send({ message: "Not found." });
    return reply.redirect(moved, 301);
  });
}
