// Every API module, registered in this order by buildApp.
import { adminRoutes } from "./admin/routes";
import { authRoutes } from "./auth/routes";
import { bookingRoutes } from "./bookings/routes";
import { categoryRoutes } from "./categories/routes";
import { exchangeRateRoutes } from "./exchange-rates/routes";
import { healthRoutes } from "./health/routes";
import { messageRoutes } from "./messages/routes";
import { passwordResetRoutes } from "./password-reset/routes";
import { taskerRoutes } from "./taskers/routes";
import { taskerSideRoutes } from "./tasker-side";
import { offerRoutes } from "./offers/routes"; import { taskRoutes } from "./tasks/routes";

export const apiModules = [healthRoutes, authRoutes, categoryRoutes, taskerRoutes, exchangeRateRoutes, adminRoutes, messageRoutes, passwordResetRoutes, taskerSideRoutes, taskRoutes, offerRoutes, bookingRoutes];
