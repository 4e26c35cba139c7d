// GET /api/ip-location: the visitor's country and currency, a hint that never fails the page.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ipLocationSchema } from "../../../contract/currency-api";
import type { AppContext } from "../../context";
import { isPublicAddress } from "../../lib/public-address";
import { clientAddress } from "../../plugins/client-address";
import { createLocator, UNKNOWN } from "./locator";

export async function ipLocationRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const locate = createLocator(config.IP_LOCATION_URL, () => app.log.info("IP location lookup failed"));
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
      // Local, private and other non-public addresses have no location: the service is not asked.
      const ip = clientAddress(request);
      return isPublicAddress(ip) ? locate(ip) : UNKNOWN;
    },
  );
}
