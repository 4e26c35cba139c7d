// API shapes of /api/exchange-rates and /api/ip-location.
import { z } from "zod";

export const exchangeRatesSchema = z.object({
  base: z.literal("USD"),
  rates: z.record(z.string(), z.number()),
  source: z.enum(["primary", "fallback", "builtin"]),
  fetchedAt: z.string(),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

export const ipLocationSchema = z.object({ currency: z.string().nullable(), country_code: z.string().nullable() });
export type IpLocation = z.infer<typeof ipLocationSchema>;
