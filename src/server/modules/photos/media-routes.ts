// GET /media/<key>: stored photos, read through the storage driver so any instance serves any photo.
// Public keys (p/…) are immutable and cached for a year; private keys (s/…) need a signed URL
// (signed-urls.ts) and are cached privately until it expires. Only image types are ever sent, with
// nosniff, so no upload is ever read as HTML or SVG.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../context";
import { isStorageKey } from "../../lib/storage";
import { checkSignature } from "./signed-urls";

const TYPES: Record<string, string> = { webp: "image/webp", avif: "image/avif" };

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ message: "Not found." });
}

export async function mediaRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  app.get<{ Params: { "*": string }; Querystring: { expires?: string; signature?: string } }>(
    "/*",
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params["*"];
      const type = TYPES[key.slice(key.lastIndexOf(".") + 1)];
      const scope = key.slice(0, 2);
      reply.header("X-Content-Type-Options", "nosniff");
      if (!type || !isStorageKey(key) || (scope !== "p/" && scope !== "s/")) return notFound(reply);
      let cacheControl = "public, max-age=31536000, immutable";
      if (scope === "s/") {
        const text = (value: unknown) => (typeof value === "string" ? value : undefined);
        const { expires, signature } = request.query;
        const check = await checkSignature(db, key, text(expires), text(signature));
        if (!check.ok) return reply.status(403).send({ message: "This link has expired or is not valid." });
        cacheControl = `private, max-age=${check.secondsLeft}`;
      }
      const object = await storage.get(key);
      if (!object) return notFound(reply);
      return reply.header("Content-Type", type).header("Cache-Control", cacheControl).send(object.bytes);
    },
  );
}
