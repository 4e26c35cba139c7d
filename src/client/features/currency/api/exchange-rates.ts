// GET /api/exchange-rates (USD based, through our server) and GET /api/ip-location (the visitor's
// country and currency, also through our server, so the page never calls third parties).
import type { ExchangeRates, IpLocation } from "@contract/currency-api";
import { apiGet } from "@/lib/api";

export const fetchExchangeRates = () => apiGet<ExchangeRates>("/api/exchange-rates");

export const fetchIpLocation = () => apiGet<IpLocation>("/api/ip-location");
