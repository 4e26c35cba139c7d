// GET /uploads/...: the uploaded images (avatars), immutable, from UPLOADS_DIR.
import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

export async function uploadRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: "/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    setHeaders: (res) => {
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("X-Content-Type-Options", "nosniff");
    },
  });
}
