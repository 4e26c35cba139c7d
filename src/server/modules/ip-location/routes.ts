// GET /api/ip-location: the visitor's country and currency, a hint that never fails the page.
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ipLocationSchema } from "../../../contract/currency-api";
import type { AppContext } from "../../context";
import { clientAddress } from "../../plugins/client-address";

const LOCAL_OR_PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1|::ffff:127\.|fc|fd)/;

export async function ipLocationRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "",
    {
      schema: {
        tags: ["currency"],
        summary: "The visitor's country and currency, when the lookup knows",
        response: { 200: ipLocationSchema },
      },
    },
    async (request) => {
      // Local and private addresses have no location; don't ask the service about them.
      const ip = clientAddress(request);
      if (!isIP(ip) || LOCAL_OR_PRIVATE.test(ip)) return { currency: null, country_code: null };
      try {
        const url = config.IP_LOCATION_URL.replace("/json/", () => `/${encodeURIComponent(ip)}/json/`);
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        const body = (response.ok ? await response.json() : {}) as { currency?: unknown; country_code?: unknown };
        return {
          currency: typeof body.currency === "string" ? body.currency : null,
          country_code: typeof body.country_code === "string" ? body.country_code : null,
        };
      } catch {
        request.log.info("IP location lookup failed");
        return { currency: null, country_code: null };
      }
    },
  );
}
