// GET /api/portraits/{seed}.svg: a person's illustrated portrait, public and cacheable (no lookup, no personal data).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PORTRAIT_FILE_PATTERN } from "../../../contract/portraits";
import { portraitSvg } from "./portrait";

/** A day: the picture for a seed never changes, but a new release may redraw it. */
const CACHE_SECONDS = 86_400;

const paramsSchema = z.object({
  file: z
    .string()
    .max(68, "A portrait name is at most 68 characters")
    .regex(PORTRAIT_FILE_PATTERN, { error: "A portrait is named by letters, digits and dashes + .svg" }),
});

export async function portraitRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/:file",
      { schema: { tags: ["portraits"], summary: "An illustrated portrait (SVG) for a seed", params: paramsSchema } },
      async (request, reply) => {
        const seed = request.params.file.slice(0, -".svg".length);
        return reply
          .type("image/svg+xml")
          .header("Cache-Control", `public, max-age=${CACHE_SECONDS}`)
          .send(portraitSvg(seed));
      },
    );
}
