// GET /api/exchange-rates: rates per USD (primary, fallback, then built-in; cached 24 h).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { exchangeRatesSchema } from "../../../contract/currency-api";
import type { AppContext } from "../../context";
import { createExchangeRates } from "./service";

export async function exchangeRateRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const rates = createExchangeRates({
    primaryUrl: config.EXCHANGE_RATES_PRIMARY_URL,
    fallbackUrl: config.EXCHANGE_RATES_FALLBACK_URL,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    "",
    {
      schema: {
        tags: ["currency"],
        summary: "Exchange rates per USD (24 h cache)",
        response: { 200: exchangeRatesSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return rates.get();
    },
  );
}
