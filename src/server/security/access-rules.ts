// Who may call each API route, and what everybody else gets: the access policy in one table.
// The access matrix (access-matrix.test.ts) sends a real request per route and role against a
// fixture world (fixture-world.ts) and fails for a route without a rule here, so a new route is
// never left unchecked.
//
// Roles: anonymous (no session), customer, tasker (with a listed profile), both (customer and
// tasker, with a profile), admin, stranger (a customer who owns nothing), and newTasker (a tasker
// account without a tasker profile yet). The objects in the
// path (task, offer, booking, conversation, profile, user) belong to the customer or the tasker.
// A listed role gets a 2xx; the others get `deny[role]`, by default 401 when anonymous and 403
// when signed in. 404 means "you may not even know it exists" (somebody else's object).
import { ROLES, type Role } from "./fixture-world";

export interface AccessRule {
  /** The roles that succeed (any 2xx). */
  allow: readonly Role[];
  /** Status for the roles not allowed, where it is not 401 (anonymous) or 403 (signed in). */
  deny?: Partial<Record<Role, number>>;
  /** The exact status of a success when it is not a 2xx (a redirect). */
  success?: number;
}

const everyone: AccessRule = { allow: ["anonymous", "customer", "tasker", "both", "admin", "stranger", "newTasker"] };
const signedIn: AccessRule = { allow: ["customer", "tasker", "both", "admin", "stranger", "newTasker"] };
const adminsOnly: AccessRule = { allow: ["admin"] };
const taskerTypes: AccessRule = { allow: ["tasker", "both", "newTasker"] };
/** The tasker's own profile and what hangs off it: 404 while there is none. */
const ownProfile: AccessRule = {
  allow: ["tasker", "both"],
  deny: { customer: 404, admin: 404, stranger: 404, newTasker: 404 },
};
/** Only the participants of the object; the rest may not know it exists. */
const participants = (allow: Role[], deny: Partial<Record<Role, number>> = {}): AccessRule => ({
  allow,
  deny: { customer: 404, tasker: 404, both: 404, admin: 404, stranger: 404, newTasker: 404, anonymous: 401, ...deny },
});

export const ACCESS_RULES: Record<string, AccessRule> = {
  // Public pages of the API.
  "GET /api/health": everyone,
  "GET /api/ready": everyone,
  "GET /api/docs": everyone,
  "GET /api/docs/json": everyone,
  "GET /api/docs/yaml": everyone,
  "GET /api/docs/static/index.html": { ...everyone, success: 302 },
  "GET /api/docs/static/*": everyone,
  "GET /api/docs/static/swagger-initializer.js": everyone,
  "GET /api/categories": everyone,
  "GET /api/categories/cities": everyone,
  "GET /api/portraits/:file": everyone,
  "GET /api/places": everyone,
  "GET /api/exchange-rates": everyone,
  "GET /api/ip-location": everyone,
  "GET /api/taskers": everyone,
  "GET /api/taskers/:id": everyone,
  "GET /api/taskers/:id/reviews": everyone,
  "GET /api/taskers/:id/slots": everyone,
  // Avatars' old addresses: a redirect to where they live now.
  "GET /uploads/*": { ...everyone, success: 301 },
  "GET /media/*": everyone,
  // The secret token in the file name is the credential: calendar apps have no session.
  "GET /api/calendar/:file": everyone,
  // Outside production only: the e-mails the app would send, for development and the journeys.
  "GET /api/auth/demo-status": everyone,

  // Accounts and sessions.
  "POST /api/auth/register": everyone,
  "POST /api/auth/login": everyone,
  "POST /api/auth/logout": everyone,
  "POST /api/auth/forgot-password": everyone,
  "POST /api/auth/reset-password": everyone,
  "GET /api/auth/me": signedIn,
  // A visitor gets 200 with no user (never a 401), so a signed-out page load logs no error.
  "GET /api/auth/session": everyone,
  // Public documents beside the server-rendered pages.
  "GET /robots.txt": everyone,
  "GET /sitemap.xml": everyone,
  "PUT /api/users/me": signedIn,
  // An admin first loses the admin rights (through another admin), then may delete the account.
  "DELETE /api/users/me": { ...signedIn, allow: signedIn.allow.filter((r) => r !== "admin"), deny: { admin: 409 } },
  "POST /api/users/me/avatar": signedIn,
  "DELETE /api/users/me/avatar": signedIn,
  "POST /api/photos": signedIn,
  "PUT /api/users/me/password": signedIn,
  "PUT /api/users/:id": { allow: ["customer"] },

  // Admin area.
  "GET /api/admin/stats": adminsOnly,
  "GET /api/admin/users": adminsOnly,
  "PUT /api/admin/users/:id": adminsOnly,
  "DELETE /api/admin/photos/:id": adminsOnly,
  "GET /api/admin/tasks": adminsOnly,
  "PUT /api/admin/tasks/:id": adminsOnly,
  "GET /api/admin/tasks/:id/status-change": adminsOnly,
  "GET /api/admin/taskers": adminsOnly,
  "PUT /api/admin/taskers/:id": adminsOnly,
  "GET /api/admin/audit": adminsOnly,
  "GET /api/admin/finance": adminsOnly,
  "GET /api/admin/bookings/:id/money": adminsOnly,
  "GET /api/admin/taskers/:id/payouts": adminsOnly,
  "POST /api/admin/taskers/:id/payouts/pause": adminsOnly,
  "POST /api/admin/taskers/:id/payouts/unpause": adminsOnly,

  // Tasks, offers and invitations.
  "POST /api/tasks": signedIn,
  "GET /api/tasks/mine": signedIn,
  "GET /api/tasks/open": taskerTypes,
  "GET /api/tasks/active": taskerTypes,
  // An open task is visible to every tasker (they send offers on it), never to other customers.
  "GET /api/tasks/:taskId": { allow: ["customer", "tasker", "both", "admin", "newTasker"], deny: { stranger: 404 } },
  "PUT /api/tasks/:taskId": { allow: ["customer", "admin"] },
  "POST /api/tasks/:taskId/cancel": { allow: ["customer", "admin"], deny: { stranger: 404 } },
  "GET /api/tasks/:taskId/matches": { allow: ["customer"], deny: { stranger: 404 } },
  "POST /api/tasks/:taskId/invitations": { allow: ["customer"], deny: { stranger: 404 } },
  // Only a listed tasker profile may offer: a tasker account without one is refused.
  "POST /api/tasks/:taskId/offers": { allow: ["tasker", "both"], deny: { newTasker: 403 } },
  // The customer and admins see all offers, a tasker only their own.
  "GET /api/tasks/:taskId/offers": { allow: ["customer", "tasker", "both", "admin", "newTasker"] },
  "POST /api/offers/:offerId/withdraw": participants(["tasker"]),
  "GET /api/offers/mine": taskerTypes,

  // Bookings: the customer and the tasker of a booking; start and complete are the tasker's;
  // both review each other.
  "POST /api/bookings": { allow: ["customer"] },
  "GET /api/bookings": signedIn,
  "GET /api/bookings/:id": participants(["customer", "tasker", "admin"]),
  "GET /api/bookings/:id/cancellation": participants(["customer", "tasker"]),
  "POST /api/bookings/:id/cancel": participants(["customer", "tasker"]),
  "POST /api/bookings/:id/start": participants(["tasker"], { customer: 403 }),
  "POST /api/bookings/:id/complete": participants(["tasker"], { customer: 403 }),
  "POST /api/bookings/:bookingId/review": participants(["customer", "tasker"]),
  "PATCH /api/bookings/:bookingId/review": participants(["customer", "tasker"]),
  "GET /api/bookings/:bookingId/reviews": participants(["customer", "tasker"]),
  // Only the person reviewed replies (the tasker, to the customer's public review).
  "POST /api/reviews/:id/reply": { allow: ["tasker"] },
  // Money after booking: tips, price-change answers and disputes are the customer's; proposals and
  // dispute answers the tasker's; admins list and settle escalated disputes.
  "GET /api/bookings/:id/extras": participants(["customer", "tasker", "admin"]),
  "POST /api/bookings/:id/tips": participants(["customer"], { tasker: 403 }),
  "POST /api/bookings/:id/adjustments": participants(["tasker"], { customer: 403 }),
  "POST /api/adjustments/:id/approve": participants(["customer"], { tasker: 403 }),
  "POST /api/adjustments/:id/decline": participants(["customer"], { tasker: 403 }),
  "POST /api/bookings/:id/disputes": participants(["customer"], { tasker: 403 }),
  "POST /api/disputes/:id/respond": participants(["tasker"], { customer: 403 }),
  "GET /api/admin/disputes": adminsOnly,
  "GET /api/admin/disputes/:id/evidence": adminsOnly,
  // A tasker's portfolio: their own (a profile needed); a booking's photos join it with its customer's consent.
  "GET /api/portfolio": { allow: ["tasker", "both"] },
  "POST /api/portfolio": { allow: ["tasker", "both"] },
  "PUT /api/portfolio/order": { allow: ["tasker", "both"] },
  "PATCH /api/portfolio/:id": { allow: ["tasker"], deny: { both: 404 } },
  "DELETE /api/portfolio/:id": { allow: ["tasker"], deny: { both: 404 } },
  "POST /api/portfolio/from-booking": { allow: ["tasker"], deny: { both: 404 } },
  "GET /api/portfolio/consents/:bookingId": participants(["customer", "tasker"]),
  "POST /api/portfolio/consents/:bookingId": participants(["tasker"], { customer: 403 }),
  "POST /api/portfolio/consents/:bookingId/answer": participants(["customer"], { tasker: 403 }),
  "POST /api/admin/disputes/:id/resolve": adminsOnly,
  // Moving a booking: either side proposes; the other side accepts; either may decline (or withdraw).
  "POST /api/bookings/:id/reschedule": participants(["customer", "tasker"]),
  "POST /api/bookings/:id/reschedule/accept": participants(["tasker"], { customer: 403 }),
  "POST /api/bookings/:id/reschedule/decline": participants(["customer", "tasker"]),
  // Money after completion: the customer releases the held payment early and reads the receipt.
  "POST /api/bookings/:id/release": participants(["customer"], { tasker: 403 }),
  "GET /api/bookings/:id/receipt": participants(["customer"], { tasker: 403 }),

  // A tasker's earnings, payout account and payouts. A payout needs an account and money available:
  // the other tasker accounts of the fixture have neither and are refused with 409.
  "GET /api/earnings": taskerTypes,
  "GET /api/earnings/statement": taskerTypes,
  "GET /api/payouts/account": taskerTypes,
  "PUT /api/payouts/account": taskerTypes,
  "GET /api/payouts": taskerTypes,
  "POST /api/payouts": { allow: ["tasker"], deny: { both: 409, newTasker: 409 } },
  // Payments: the provider the payment step uses is public; Stripe onboarding is a tasker's (409 with
  // the built-in provider, whose taskers add a bank account instead); only Stripe's signature opens
  // the webhook, so every caller without one gets 400.
  "GET /api/payments/config": everyone,
  "GET /api/payments/onboarding": { allow: [], deny: { tasker: 409, both: 409, newTasker: 409 } },
  "POST /api/payments/onboarding": { allow: [], deny: { tasker: 409, both: 409, newTasker: 409 } },
  "POST /api/payments/webhooks/stripe": { allow: [], deny: Object.fromEntries(ROLES.map((role) => [role, 400])) },

  // Messages: only the two people of a conversation.
  // About the customer's open task (which taskers may read).
  // The message names the customer's task: only those who may read it may name it.
  "POST /api/messages": { allow: ["customer", "tasker", "both", "admin", "newTasker"], deny: { stranger: 404 } },
  "GET /api/messages/unread-count": signedIn,
  "GET /api/messages/recent": signedIn,
  // Notifications: everyone signed in has their own; an item is its owner's alone.
  // Reports: anyone signed in reports what they can see and reads their own reports.
  "POST /api/reports": signedIn,
  "GET /api/reports/mine": signedIn,
  "GET /api/admin/moderation": adminsOnly,
  "GET /api/admin/moderation/count": adminsOnly,
  "GET /api/admin/moderation/items/:id": adminsOnly,
  "POST /api/admin/moderation/items/:id/claim": adminsOnly,
  "POST /api/admin/moderation/items/:id/release": adminsOnly,
  "POST /api/admin/moderation/items/:id/actions": adminsOnly,
  // ID checks: a tasker's own; the manual review is the admins'.
  "GET /api/identity": signedIn,
  "POST /api/identity/manual": taskerTypes,
  // Stripe Identity is not configured in the fixture world: every signed-in role is told to upload instead.
  "POST /api/identity/stripe": {
    allow: [],
    deny: { customer: 400, tasker: 400, both: 400, admin: 400, stranger: 400, newTasker: 400 },
  },
  "GET /api/admin/id-checks": adminsOnly,
  "POST /api/admin/id-checks/:id/decision": adminsOnly,
  // Blocking: anyone signed in reads their list; everyone but admins blocks and unblocks.
  "GET /api/blocks": signedIn,
  "POST /api/blocks": { allow: ["customer", "tasker", "both", "stranger", "newTasker"] },
  "DELETE /api/blocks/:userId": { allow: ["customer", "tasker", "both", "stranger", "newTasker"] },
  "GET /api/notifications": signedIn,
  "GET /api/notifications/unread-count": signedIn,
  "POST /api/notifications/read-all": signedIn,
  "POST /api/notifications/:id/read": participants(["customer"]),
  // Push: the key is public; a person's subscriptions are their own (a delete names an endpoint and
  // touches only the caller's).
  "GET /api/push/key": everyone,
  "GET /api/push/subscriptions": signedIn,
  "POST /api/push/subscriptions": signedIn,
  "DELETE /api/push/subscriptions": signedIn,
  "GET /api/notification-preferences": signedIn,
  "PUT /api/notification-preferences": signedIn,
  // The signed token in the address is the credential: a mail provider has no session.
  "GET /unsubscribe/:token": everyone,
  "POST /unsubscribe/:token": everyone,
  "GET /api/users/:id/conversations": { allow: ["customer"] },
  "GET /api/conversations/:conversationId/messages": participants(["customer", "tasker"]),
  // Only a WebSocket upgrade is served (its session check closes the socket with 4401); a plain
  // GET is told to upgrade.
  "GET /api/ws": { allow: [], deny: Object.fromEntries(ROLES.map((role) => [role, 426])) },

  // The tasker's own profile, dashboard and calendar.
  // Creating one's tasker profile (a customer becomes 'both'); admins cannot have one.
  "POST /api/taskers": { allow: ["customer", "tasker", "both", "stranger", "newTasker"] },
  // null for an account without a profile (the new-tasker form asks without an error).
  "GET /api/taskers/profile": signedIn,
  "PUT /api/taskers/profile": ownProfile,
  "PUT /api/taskers/:id": { allow: ["tasker"] },
  "GET /api/taskers/profile/dashboard": taskerTypes,
  "GET /api/taskers/profile/calendar": ownProfile,
  "POST /api/taskers/profile/calendar/regenerate": ownProfile,
  // Task alerts: a tasker's own (403 without a tasker profile); another's alert is 404.
  "GET /api/task-alerts": { allow: ["tasker", "both"] },
  "POST /api/task-alerts": { allow: ["tasker", "both"] },
  "POST /api/task-alerts/preview": { allow: ["tasker", "both"] },
  "PUT /api/task-alerts/:id": { allow: ["tasker"], deny: { both: 404 } },
  "DELETE /api/task-alerts/:id": { allow: ["tasker"], deny: { both: 404 } },
  "GET /api/tasks/:taskId/alerted": { allow: ["customer"] },
  "GET /api/taskers/profile/service-area": ownProfile,
  "PUT /api/taskers/profile/service-area": ownProfile,
  "GET /api/taskers/profile/schedule": ownProfile,
  "PUT /api/taskers/profile/schedule": ownProfile,
  "PUT /api/taskers/profile/calendar-import": ownProfile,
  "POST /api/taskers/profile/calendar-import/sync": ownProfile,
};

/** The status a role is expected to get: "2xx" or an exact status. */
export function expectedStatus(rule: AccessRule, role: Role): "2xx" | number {
  if (rule.allow.includes(role)) return rule.success ?? "2xx";
  return rule.deny?.[role] ?? (role === "anonymous" ? 401 : 403);
}
