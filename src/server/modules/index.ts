// Every API module, registered in this order by buildApp.
import { adminRoutes } from "./admin/routes";
import { authRoutes } from "./auth/routes";
import { bookingRoutes } from "./bookings/routes";
import { calendarRoutes } from "./calendar/routes";
import { categoryRoutes } from "./categories/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { exchangeRateRoutes } from "./exchange-rates/routes";
import { healthRoutes } from "./health/routes";
import { messageRoutes } from "./messages/routes";
import { offerRoutes } from "./offers/routes";
import { passwordResetRoutes } from "./password-reset/routes";
import { taskerProfileRoutes } from "./tasker-profile/routes";
import { taskerRoutes } from "./taskers/routes";
import { taskRoutes } from "./tasks/routes";
import { userRoutes } from "./users/routes";

export const apiModules = [
  healthRoutes,
  authRoutes,
  categoryRoutes,
  taskerRoutes,
  exchangeRateRoutes,
  adminRoutes,
  messageRoutes,
  passwordResetRoutes,
  taskerProfileRoutes,
  dashboardRoutes,
  calendarRoutes,
  userRoutes,
  taskRoutes,
  offerRoutes,
  bookingRoutes,
];
