// How the access matrix calls each route: a valid request on an object of the fixture world, so
// that the only thing that varies between the roles is who sends it. Requests that use an object
// up (cancel, withdraw, complete, review...) get a fresh one per call; requests that end or
// replace a session, change a password or delete an account get a fresh session or account.
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { emailOutbox } from "../db/schema";
import type { Client } from "../test/harness";
import { uniqueEmail } from "../test/harness";
import { GOOD_CARD, WORLD_PASSWORD, type Role, type SignedInRole, type World } from "./fixture-world";
import { bookingAmountStrings } from "../../contract/money";

export interface RouteRequest {
  url: string;
  payload?: InjectOptions["payload"];
  headers?: Record<string, string>;
  /** Who sends it; by default the role's fixture account (none for anonymous). */
  as?: Client | null;
}
type Recipe = (w: World, role: Role) => Promise<RouteRequest> | RouteRequest;

const signedIn = (role: Role): role is SignedInRole => role !== "anonymous";
/** The role's own account, or a new one, for requests that would spoil the fixture account. */
const freshAccount = async (w: World, role: Role) => (signedIn(role) ? w.freshAccount(role) : null);
const freshSession = async (w: World, role: Role) => (signedIn(role) ? w.freshSession(role) : null);

async function avatarUpload(): Promise<Pick<RouteRequest, "payload" | "headers">> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const boundary = "----tasklyAccessMatrix";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const payload = Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function resetToken(w: World): Promise<string> {
  const account = await w.freshAccount("stranger");
  await w.t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: account.user.email } });
  const mails = await w.t.database.db.select().from(emailOutbox);
  const mail = mails.find((m) => m.toAddress === account.user.email.toLowerCase());
  const token = /token=([\w-]+)/.exec(mail?.body ?? "")?.[1];
  if (!token) throw new Error("no reset link in the outbox");
  return token;
}

let bookingDay = 200;
const bookingPayload = async (w: World) => {
  const { taskId, offerId } = await w.freshOffer();
  bookingDay += 1;
  const start = new Date(Date.now() + bookingDay * 24 * 3_600_000);
  start.setUTCHours(9, 0, 0, 0);
  return {
    taskId,
    offerId,
    scheduledDate: start.toISOString(),
    duration: 1,
    totalAmount: bookingAmountStrings("60.00", 1).total,
    card: GOOD_CARD,
  };
};

const profileUpdate = { description: "Careful mounting and assembly.", serviceArea: "Austin, TX" };

export const ROUTE_REQUESTS: Record<string, Recipe> = {
  "GET /api/health": () => ({ url: "/api/health" }),
  "GET /api/ready": () => ({ url: "/api/ready" }),
  "GET /api/docs": () => ({ url: "/api/docs" }),
  "GET /api/docs/json": () => ({ url: "/api/docs/json" }),
  "GET /api/docs/yaml": () => ({ url: "/api/docs/yaml" }),
  "GET /api/docs/static/index.html": () => ({ url: "/api/docs/static/index.html" }),
  "GET /api/docs/static/swagger-initializer.js": () => ({ url: "/api/docs/static/swagger-initializer.js" }),
  "GET /api/docs/static/*": () => ({ url: "/api/docs/static/swagger-ui.css" }),
  "GET /api/categories": () => ({ url: "/api/categories" }),
  "GET /api/exchange-rates": () => ({ url: "/api/exchange-rates" }),
  "GET /api/ip-location": () => ({ url: "/api/ip-location" }),
  "GET /api/taskers": () => ({ url: "/api/taskers?category=Mounting" }),
  "GET /api/taskers/:id": (w) => ({ url: `/api/taskers/${w.profileIds.tasker}` }),
  "GET /api/taskers/:id/reviews": (w) => ({ url: `/api/taskers/${w.profileIds.tasker}/reviews` }),
  "GET /uploads/*": async (w) => {
    const me = await w.clients.both.inject({ method: "POST", url: "/api/users/me/avatar", ...(await avatarUpload()) });
    return { url: String(me.json().profileImage) };
  },
  "GET /api/calendar/:file": async (w) => {
    const feed = await w.clients.tasker.inject({ method: "GET", url: "/api/taskers/profile/calendar" });
    return { url: new URL(String(feed.json().url)).pathname };
  },
  "GET /api/auth/demo-status": () => ({ url: "/api/auth/demo-status" }),

  "POST /api/auth/register": () => ({
    url: "/api/auth/register",
    payload: {
      firstName: "New",
      lastName: "Person",
      email: uniqueEmail("register"),
      password: WORLD_PASSWORD,
      userType: "customer",
    },
  }),
  "POST /api/auth/login": async (w, role) => ({
    url: "/api/auth/login",
    payload: { identifier: w.clients[signedIn(role) ? role : "stranger"].user.email, password: WORLD_PASSWORD },
    as: await freshSession(w, role),
  }),
  "POST /api/auth/logout": async (w, role) => ({ url: "/api/auth/logout", as: await freshSession(w, role) }),
  "POST /api/auth/forgot-password": (w) => ({
    url: "/api/auth/forgot-password",
    payload: { email: w.clients.stranger.user.email },
  }),
  "POST /api/auth/reset-password": async (w) => ({
    url: "/api/auth/reset-password",
    payload: { token: await resetToken(w), password: "a-brand-new-passphrase" },
  }),
  "GET /api/auth/me": () => ({ url: "/api/auth/me" }),
  "PUT /api/users/me": (_w, role) => ({ url: "/api/users/me", payload: { firstName: role, lastName: "Fixture" } }),
  "DELETE /api/users/me": async (w, role) => ({
    url: "/api/users/me",
    payload: { password: WORLD_PASSWORD },
    as: await freshAccount(w, role),
  }),
  "POST /api/users/me/avatar": async () => ({ url: "/api/users/me/avatar", ...(await avatarUpload()) }),
  "DELETE /api/users/me/avatar": () => ({ url: "/api/users/me/avatar" }),
  "PUT /api/users/me/password": async (w, role) => ({
    url: "/api/users/me/password",
    payload: { currentPassword: WORLD_PASSWORD, newPassword: "another-long-passphrase" },
    as: await freshAccount(w, role),
  }),
  "PUT /api/users/:id": (w) => ({
    url: `/api/users/${w.clients.customer.user.id}`,
    payload: { firstName: "customer", lastName: "Fixture" },
  }),

  "GET /api/admin/stats": () => ({ url: "/api/admin/stats" }),
  "GET /api/admin/users": () => ({ url: "/api/admin/users" }),
  "PUT /api/admin/users/:id": async (w) => ({
    url: `/api/admin/users/${(await w.freshAccount("stranger")).user.id}`,
    payload: { suspended: true },
  }),
  "GET /api/admin/tasks": () => ({ url: "/api/admin/tasks" }),
  "PUT /api/admin/tasks/:id": async (w) => ({
    url: `/api/admin/tasks/${await w.freshOpenTask()}`,
    payload: { status: "cancelled" },
  }),
  "GET /api/admin/taskers": () => ({ url: "/api/admin/taskers" }),
  "PUT /api/admin/taskers/:id": (w) => ({
    url: `/api/admin/taskers/${w.profileIds.tasker}`,
    payload: { isVerified: true },
  }),
  "GET /api/admin/audit": () => ({ url: "/api/admin/audit" }),

  "POST /api/tasks": (w) => ({
    url: "/api/tasks",
    payload: {
      categoryId: w.categoryId,
      title: "Assemble a desk",
      description: "IKEA desk",
      location: "Austin, TX",
      scheduledDate: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
    },
  }),
  "GET /api/tasks/mine": () => ({ url: "/api/tasks/mine" }),
  "GET /api/tasks/open": () => ({ url: "/api/tasks/open" }),
  "GET /api/tasks/active": () => ({ url: "/api/tasks/active" }),
  "GET /api/tasks/:taskId": (w) => ({ url: `/api/tasks/${w.taskId}` }),
  "PUT /api/tasks/:taskId": async (w) => ({
    url: `/api/tasks/${await w.freshOpenTask()}`,
    payload: { status: "cancelled" },
  }),
  "POST /api/tasks/:taskId/cancel": async (w) => ({ url: `/api/tasks/${await w.freshOpenTask()}/cancel` }),
  "GET /api/tasks/:taskId/matches": (w) => ({ url: `/api/tasks/${w.taskId}/matches` }),
  "POST /api/tasks/:taskId/invitations": (w) => ({
    url: `/api/tasks/${w.taskId}/invitations`,
    payload: { taskerId: w.profileIds.both },
  }),
  "POST /api/tasks/:taskId/offers": async (w) => ({
    url: `/api/tasks/${await w.freshOpenTask()}/offers`,
    payload: { message: "Happy to help with this one.", proposedRate: "55.00", estimatedDuration: 2 },
  }),
  "GET /api/tasks/:taskId/offers": (w) => ({ url: `/api/tasks/${w.taskId}/offers` }),
  "POST /api/offers/:offerId/withdraw": async (w) => ({
    url: `/api/offers/${(await w.freshOffer()).offerId}/withdraw`,
  }),
  "GET /api/offers/mine": () => ({ url: "/api/offers/mine" }),

  "POST /api/bookings": async (w) => ({ url: "/api/bookings", payload: await bookingPayload(w) }),
  "GET /api/bookings": () => ({ url: "/api/bookings" }),
  "GET /api/bookings/:id": (w) => ({ url: `/api/bookings/${w.bookingId}` }),
  "GET /api/bookings/:id/cancellation": (w) => ({ url: `/api/bookings/${w.bookingId}/cancellation` }),
  "POST /api/bookings/:id/cancel": async (w) => ({ url: `/api/bookings/${await w.freshBooking()}/cancel` }),
  "POST /api/bookings/:id/start": async (w) => ({ url: `/api/bookings/${await w.freshBooking()}/start` }),
  "POST /api/bookings/:id/complete": async (w) => ({
    url: `/api/bookings/${await w.freshBooking("in_progress")}/complete`,
  }),
  "POST /api/bookings/:bookingId/review": async (w) => ({
    url: `/api/bookings/${await w.freshBooking("completed")}/review`,
    payload: { rating: 4, comment: "Good job" },
  }),

  "POST /api/messages": (w, role) => ({
    url: "/api/messages",
    payload: {
      receiverId: w.clients[role === "customer" ? "tasker" : "customer"].user.id,
      taskId: w.taskId,
      content: `Hello from ${role}`,
    },
  }),
  "GET /api/messages/unread-count": () => ({ url: "/api/messages/unread-count" }),
  "GET /api/messages/recent": () => ({ url: "/api/messages/recent" }),
  "GET /api/users/:id/conversations": (w) => ({ url: `/api/users/${w.clients.customer.user.id}/conversations` }),
  "GET /api/conversations/:conversationId/messages": (w) => ({
    url: `/api/conversations/${w.conversationId}/messages`,
  }),
  "GET /api/ws": () => ({ url: "/api/ws" }),

  "POST /api/taskers": async (w, role) => ({
    url: "/api/taskers",
    payload: { description: "Careful mounting and assembly.", skills: ["Mounting"], hourlyRate: "45.00" },
    as: await freshAccount(w, role),
  }),
  "GET /api/taskers/profile": () => ({ url: "/api/taskers/profile" }),
  "PUT /api/taskers/profile": () => ({ url: "/api/taskers/profile", payload: profileUpdate }),
  "PUT /api/taskers/:id": (w) => ({ url: `/api/taskers/${w.profileIds.tasker}`, payload: profileUpdate }),
  "GET /api/taskers/profile/dashboard": () => ({ url: "/api/taskers/profile/dashboard" }),
  "GET /api/taskers/profile/calendar": () => ({ url: "/api/taskers/profile/calendar" }),
  "POST /api/taskers/profile/calendar/regenerate": () => ({ url: "/api/taskers/profile/calendar/regenerate" }),
};
