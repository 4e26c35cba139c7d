// Every API module, registered in this order by buildApp.
import { authRoutes } from "./auth/routes";
import { categoryRoutes } from "./categories/routes";
import { healthRoutes } from "./health/routes";

export const apiModules = [healthRoutes, authRoutes, categoryRoutes];
