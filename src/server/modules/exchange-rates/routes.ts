// GET /api/exchange-rates (rates per USD) and GET /api/ip-location (currency hint for the visitor).
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { exchangeRatesSchema, ipLocationSchema } from "../../../contract/currency-api";
import type { AppContext } from "../../context";
import { clientAddress } from "../../plugins/client-address";
import { createExchangeRates, type FetchLike } from "./service";

export interface ExternalFetch {
  fetch?: FetchLike;
}

export function exchangeRateRoutesWith(external: ExternalFetch = {}) {
  return async function exchangeRateRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const rates = createExchangeRates({
      primaryUrl: config.EXCHANGE_RATES_PRIMARY_URL,
      fallbackUrl: config.EXCHANGE_RATES_FALLBACK_URL,
      fetch: external.fetch,
    });
    const fetchImpl: FetchLike = external.fetch ?? ((url, init) => fetch(url, init));

    r.get(
      "/api/exchange-rates",
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

    r.get(
      "/api/ip-location",
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
        const local = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1|::ffff:127\.|fc|fd)/.test(ip);
        if (!isIP(ip) || local) return { currency: null, country_code: null };
        try {
          const url = config.IP_LOCATION_URL.replace("/json/", `/${encodeURIComponent(ip)}/json/`);
          const response = await fetchImpl(url, { signal: AbortSignal.timeout(2000) });
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
  };
}

export const exchangeRateRoutes = exchangeRateRoutesWith();
