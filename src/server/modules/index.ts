// Every API module with the URL prefix it owns, registered in this order by buildApp. A module's
// routes are written relative to its prefix; each route lives in the module with the longest
// prefix matching its URL (modules.test.ts checks it).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { adminRoutes } from "./admin/routes";
import { authRoutes } from "./auth/routes";
import { blockRoutes } from "./blocks/routes";
import { adjustmentRoutes } from "./booking-extras/routes";
import { bookingRoutes } from "./bookings/routes";
import { calendarRoutes } from "./calendar/routes";
import { categoryRoutes } from "./categories/routes";
import { conversationRoutes } from "./conversations/routes";
import { devRoutes } from "./dev/routes";
import { disputeRoutes } from "./disputes/routes";
import { earningsRoutes } from "./earnings/routes";
import { exchangeRateRoutes } from "./exchange-rates/routes";
import { healthRoutes } from "./health/routes";
import { idCheckAdminRoutes } from "./identity/admin-routes";
import { identityRoutes } from "./identity/routes";
import { ipLocationRoutes } from "./ip-location/routes";
import { messageRoutes } from "./messages/routes";
import { notificationRoutes } from "./notification-centre/routes";
import { notificationPreferenceRoutes } from "./notification-preferences/routes";
import { unsubscribeRoutes } from "./notification-preferences/unsubscribe-routes";
import { offerRoutes } from "./offers/routes";
import { paymentRoutes } from "./payments/routes";
import { payoutRoutes } from "./payouts/routes";
import { testClockRoutes } from "./payouts/test-clock";
import { mediaRoutes } from "./photos/media-routes";
import { photoRoutes } from "./photos/routes";
import { placeRoutes } from "./places/routes";
import { portfolioRoutes } from "./portfolio/routes";
import { portraitRoutes } from "./portraits/routes";
import { reportRoutes } from "./reports/routes";
import { reviewRoutes } from "./reviews/routes";
import { pushRoutes } from "./push/routes";
import { taskAlertRoutes } from "./task-alerts/routes";
import { taskerProfileRoutes } from "./tasker-profile/routes";
import { taskerRoutes } from "./taskers/routes";
import { taskRoutes } from "./tasks/routes";
import { uploadRoutes } from "./uploads/routes";
import { userRoutes } from "./users/routes";
import { wsRoutes } from "./ws/routes";

export interface ApiModule {
  /** The URL prefix every route of the module starts with. */
  prefix: string;
  routes: (app: FastifyInstance, context: AppContext) => Promise<void>;
}

export const apiModules: ApiModule[] = [
  { prefix: "/api", routes: healthRoutes },
  { prefix: "/api/auth", routes: authRoutes },
  { prefix: "/api/dev", routes: devRoutes },
  { prefix: "/api/categories", routes: categoryRoutes },
  { prefix: "/api/taskers", routes: taskerRoutes },
  { prefix: "/api/taskers/profile", routes: taskerProfileRoutes },
  { prefix: "/api/calendar", routes: calendarRoutes },
  { prefix: "/api/exchange-rates", routes: exchangeRateRoutes },
  { prefix: "/api/ip-location", routes: ipLocationRoutes },
  { prefix: "/api/admin", routes: adminRoutes },
  { prefix: "/api/messages", routes: messageRoutes },
  { prefix: "/api/notifications", routes: notificationRoutes },
  { prefix: "/api/push", routes: pushRoutes },
  { prefix: "/api/notification-preferences", routes: notificationPreferenceRoutes },
  { prefix: "/unsubscribe", routes: unsubscribeRoutes },
  { prefix: "/api/conversations", routes: conversationRoutes },
  { prefix: "/api/ws", routes: wsRoutes },
  { prefix: "/api/users", routes: userRoutes },
  { prefix: "/uploads", routes: uploadRoutes },
  { prefix: "/api/photos", routes: photoRoutes },
  { prefix: "/media", routes: mediaRoutes },
  { prefix: "/api/tasks", routes: taskRoutes },
  { prefix: "/api/task-alerts", routes: taskAlertRoutes },
  { prefix: "/api/offers", routes: offerRoutes },
  { prefix: "/api/bookings", routes: bookingRoutes },
  { prefix: "/api/portraits", routes: portraitRoutes },
  { prefix: "/api/portfolio", routes: portfolioRoutes },
  { prefix: "/api/places", routes: placeRoutes },
  { prefix: "/api/payments", routes: paymentRoutes },
  { prefix: "/api/adjustments", routes: adjustmentRoutes },
  { prefix: "/api/disputes", routes: disputeRoutes },
  { prefix: "/api/reports", routes: reportRoutes },
  { prefix: "/api/reviews", routes: reviewRoutes },
  { prefix: "/api/earnings", routes: earningsRoutes },
  { prefix: "/api/payouts", routes: payoutRoutes },
  { prefix: "/api/blocks", routes: blockRoutes },
  { prefix: "/api/identity", routes: identityRoutes },
  { prefix: "/api/admin/id-checks", routes: idCheckAdminRoutes },
  { prefix: "/api/test", routes: testClockRoutes },
];
