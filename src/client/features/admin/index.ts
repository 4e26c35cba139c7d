// What other features may use of the admin area: the platform statistics (home's admin block).
export { adminStatsQuery } from "./api/stats";
