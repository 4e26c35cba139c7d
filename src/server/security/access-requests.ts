// How the access matrix calls each route: a valid request on an object of the fixture world, so
// that the only thing that varies between the roles is who sends it. Requests that use an object
// up (cancel, withdraw, complete, review...) get a fresh one per call; requests that end or
// replace a session, change a password or delete an account get a fresh session or account.
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { bookings, emailOutbox } from "../db/schema";
import { queryRows } from "../db/query";
import type { Client } from "../test/harness";
import { uniqueEmail } from "../test/harness";
import { GOOD_CARD, WORLD_PASSWORD, type Role, type SignedInRole, type World } from "./fixture-world";
import { bookingAmountStrings } from "../../contract/money";
import { unsubscribeToken } from "../modules/notification-preferences/unsubscribe-token";

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

const alertDraft = (w: World) => ({ categoryIds: [w.categoryId], minBudget: 50, weekdays: [6], delivery: "instant" });

/** Room for one more alert of a tasker account (at most 10 each): its oldest go first. */
async function roomForAlert(client: Client): Promise<void> {
  const list = (await client.inject({ url: "/api/task-alerts" })).json() as { alerts?: { id: string }[] };
  for (const old of (list.alerts ?? []).slice(0, -5))
    await client.inject({ method: "DELETE", url: `/api/task-alerts/${old.id}` });
}

/** A new alert of the tasker, for a request that changes or deletes it. */
async function freshAlert(w: World): Promise<string> {
  await roomForAlert(w.clients.tasker);
  const response = await w.clients.tasker.inject({ method: "POST", url: "/api/task-alerts", payload: alertDraft(w) });
  return (response.json() as { id: string }).id;
}

/** A small PNG as a multipart upload (field 'file'), for the avatar and photo uploads. */
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

/** A portfolio photo uploaded by `client` (a random id where the sender cannot upload one). */
async function portfolioPhoto(client: Client | null): Promise<string> {
  if (!client) return randomUUID();
  const uploaded = await client.inject({ method: "POST", url: "/api/photos?use=portfolio", ...(await avatarUpload()) });
  return uploaded.statusCode === 201 ? String(uploaded.json().id) : randomUUID();
}

/** A new item of the fixture tasker's portfolio (at most 30: its oldest go first). */
async function freshPortfolioItem(w: World): Promise<string> {
  const tasker = w.clients.tasker;
  const own = (await tasker.inject({ url: "/api/portfolio" })).json() as { items?: { id: string }[] };
  for (const old of (own.items ?? []).slice(0, -20))
    await tasker.inject({ method: "DELETE", url: `/api/portfolio/${old.id}` });
  const added = await tasker.inject({
    method: "POST",
    url: "/api/portfolio",
    payload: { photoId: await portfolioPhoto(tasker) },
  });
  return String(added.json().id);
}

/** A completed booking of the fixture pair, its portfolio consent asked or granted, with a task photo. */
async function consentBooking(w: World, stage: "none" | "asked" | "granted"): Promise<string> {
  const id = await w.freshBooking("completed");
  if (stage === "none") return id;
  await w.clients.tasker.inject({ method: "POST", url: `/api/portfolio/consents/${id}` });
  if (stage === "asked") return id;
  await w.clients.customer.inject({
    method: "POST",
    url: `/api/portfolio/consents/${id}/answer`,
    payload: { granted: true },
  });
  const photo = await w.clients.customer.inject({
    method: "POST",
    url: "/api/photos?use=task",
    ...(await avatarUpload()),
  });
  await w.t.database.db.execute(
    sql`insert into task_photos (task_id, photo_id, position)
    select task_id, ${String(photo.json().id)}::uuid, 0 from bookings where id = ${id}::uuid`,
  );
  return id;
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

const ADJUSTMENT = { kind: "expense", amount: "12.00", note: "Wall anchors" };
const DISPUTE = { reason: "poor_quality", requestedRefund: "20.00", details: "The shelf is not level at all." };

/** A price change the tasker proposed on a fresh job in progress. */
async function freshAdjustment(w: World): Promise<string> {
  const bookingId = await w.freshBooking("in_progress");
  const res = await w.clients.tasker.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/adjustments`,
    payload: ADJUSTMENT,
  });
  return (res.json() as { id: string }).id;
}

/** A dispute on a fresh completed booking; `escalated`: the tasker countered, so it waits for admins. */
async function freshDispute(w: World, escalated: boolean): Promise<string> {
  const bookingId = await w.freshBooking("completed");
  const res = await w.clients.customer.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/disputes`,
    payload: DISPUTE,
  });
  const id = (res.json() as { id: string }).id;
  if (escalated)
    await w.clients.tasker.inject({
      method: "POST",
      url: `/api/disputes/${id}/respond`,
      payload: { response: "counter", counterRefund: "5.00", note: "The shelf was level when I left." },
    });
  return id;
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

const openSchedule = {
  timeZone: "America/New_York",
  weeklyHours: Array.from({ length: 7 }, () => [{ start: "00:00", end: "24:00" }]),
  exceptions: [],
  onVacation: false,
  noticeHours: 0,
  bufferMinutes: 0,
  horizonDays: 365,
};
const slotWindow = () =>
  new URLSearchParams({
    from: new Date(Date.now() + 86_400_000).toISOString(),
    to: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    duration: "2",
  });

let movableDay = 300;
/** A fresh confirmed booking moved months ahead at 18:00 UTC, clear of the other recipes' bookings. */
async function movableBooking(w: World): Promise<string> {
  const id = await w.freshBooking();
  movableDay += 1;
  const start = new Date(Date.now() + movableDay * 86_400_000);
  start.setUTCHours(18, 0, 0, 0);
  await w.t.database.db
    .update(bookings)
    .set({ scheduledDate: start, endsAt: new Date(start.getTime() + 2 * 3_600_000) })
    .where(eq(bookings.id, id));
  return id;
}

/** Three hours after the booking's start: free, since these bookings lie on days of their own. */
async function laterTime(w: World, bookingId: string): Promise<string> {
  const booking = await w.clients.customer.inject({ method: "GET", url: `/api/bookings/${bookingId}` });
  return new Date(Date.parse(booking.json().scheduledDate) + 3 * 3_600_000).toISOString();
}

/** A movable booking with a new time proposed by its customer. */
async function proposedByCustomer(w: World): Promise<string> {
  const id = await movableBooking(w);
  const res = await w.clients.customer.inject({
    method: "POST",
    url: `/api/bookings/${id}/reschedule`,
    payload: { scheduledDate: await laterTime(w, id) },
  });
  if (res.statusCode !== 200) throw new Error(`reschedule proposal failed: ${res.statusCode} ${res.body}`);
  return id;
}

/** A moderation item about a new account's profile, open or claimed by the world's admin. */
async function moderationItem(w: World, claimed = false): Promise<string> {
  const subject = await w.freshAccount("stranger");
  const [row] = await queryRows<{ id: string }>(
    w.t.database.db,
    sql`insert into moderation_items (kind, target_type, target_id, subject_user_id, status, claimed_by, claimed_at)
    values ('reports', 'profile', ${subject.user.id}::uuid, ${subject.user.id}::uuid,
      ${claimed ? "claimed" : "open"}, ${claimed ? w.clients.admin.user.id : null}::uuid, ${claimed ? new Date().toISOString() : null}::timestamptz)
    returning id::text`,
  );
  return row.id;
}

/** A pending manual ID check of a new tasker with a profile. */
async function pendingIdCheck(w: World): Promise<string> {
  const tasker = await w.freshAccount("tasker");
  const sent = await tasker.inject({ method: "POST", url: "/api/identity/manual", ...(await avatarUpload()) });
  if (sent.statusCode >= 300) throw new Error(`ID upload failed: ${sent.statusCode} ${sent.body}`);
  const [row] = await queryRows<{ id: string }>(
    w.t.database.db,
    sql`select id::text from id_checks where user_id = ${tasker.user.id}::uuid order by created_at desc limit 1`,
  );
  return row.id;
}

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
  "GET /api/categories/cities": () => ({ url: "/api/categories/cities" }),
  "GET /api/portraits/:file": () => ({ url: "/api/portraits/3f2a9c1e-0000-4000-8000-000000000000.svg" }),
  "GET /api/places": () => ({ url: "/api/places?q=aus" }),
  "GET /api/exchange-rates": () => ({ url: "/api/exchange-rates" }),
  "GET /api/ip-location": () => ({ url: "/api/ip-location" }),
  "GET /api/taskers": () => ({ url: "/api/taskers?category=Mounting" }),
  "GET /api/taskers/:id": (w) => ({ url: `/api/taskers/${w.profileIds.tasker}` }),
  "GET /api/taskers/:id/reviews": (w) => ({ url: `/api/taskers/${w.profileIds.tasker}/reviews` }),
  "GET /uploads/*": () => ({ url: "/uploads/avatars/3f2a9c1e-0000-4000-8000-000000000000.webp" }),
  "GET /media/*": async (w) => {
    const photo = await w.clients.both.inject({
      method: "POST",
      url: "/api/photos?use=portfolio",
      ...(await avatarUpload()),
    });
    return { url: String(photo.json().src) };
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
  "GET /api/auth/session": () => ({ url: "/api/auth/session" }),
  "GET /robots.txt": () => ({ url: "/robots.txt" }),
  "GET /sitemap.xml": () => ({ url: "/sitemap.xml" }),
  "PUT /api/users/me": (_w, role) => ({ url: "/api/users/me", payload: { firstName: role, lastName: "Fixture" } }),
  "DELETE /api/users/me": async (w, role) => ({
    url: "/api/users/me",
    payload: { password: WORLD_PASSWORD },
    as: await freshAccount(w, role),
  }),
  "POST /api/users/me/avatar": async () => ({ url: "/api/users/me/avatar", ...(await avatarUpload()) }),
  "DELETE /api/users/me/avatar": () => ({ url: "/api/users/me/avatar" }),
  "POST /api/photos": async () => ({ url: "/api/photos?use=task", ...(await avatarUpload()) }),
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
  "DELETE /api/admin/photos/:id": async (w) => {
    const photo = await w.clients.customer.inject({
      method: "POST",
      url: "/api/photos?use=task",
      ...(await avatarUpload()),
    });
    return { url: `/api/admin/photos/${String(photo.json().id)}`, payload: { reason: "Shows a home address" } };
  },
  "PUT /api/admin/users/:id": async (w) => ({
    url: `/api/admin/users/${(await w.freshAccount("stranger")).user.id}`,
    payload: { suspended: true },
  }),
  "GET /api/admin/tasks": () => ({ url: "/api/admin/tasks" }),
  "PUT /api/admin/tasks/:id": async (w) => ({
    url: `/api/admin/tasks/${await w.freshOpenTask()}`,
    payload: { status: "cancelled" },
  }),
  "GET /api/admin/tasks/:id/status-change": async (w) => ({
    url: `/api/admin/tasks/${await w.freshOpenTask()}/status-change?status=cancelled`,
  }),
  "GET /api/admin/taskers": () => ({ url: "/api/admin/taskers" }),
  "PUT /api/admin/taskers/:id": (w) => ({
    url: `/api/admin/taskers/${w.profileIds.tasker}`,
    payload: { isVerified: true },
  }),
  "GET /api/admin/audit": () => ({ url: "/api/admin/audit" }),
  "GET /api/admin/finance": () => ({ url: "/api/admin/finance" }),
  "GET /api/admin/bookings/:id/money": (w) => ({ url: `/api/admin/bookings/${w.bookingId}/money` }),
  "GET /api/admin/taskers/:id/payouts": (w) => ({ url: `/api/admin/taskers/${w.clients.tasker.user.id}/payouts` }),
  "POST /api/admin/taskers/:id/payouts/pause": (w) => ({
    url: `/api/admin/taskers/${w.clients.tasker.user.id}/payouts/pause`,
    payload: { reason: "Identity check" },
  }),
  "POST /api/admin/taskers/:id/payouts/unpause": (w) => ({
    url: `/api/admin/taskers/${w.clients.tasker.user.id}/payouts/unpause`,
  }),

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
  "GET /api/bookings/:id/extras": (w) => ({ url: `/api/bookings/${w.bookingId}/extras` }),
  "POST /api/bookings/:id/tips": async (w) => ({
    url: `/api/bookings/${await w.freshBooking("completed")}/tips`,
    payload: { amount: "5.00" },
  }),
  "POST /api/bookings/:id/adjustments": async (w) => ({
    url: `/api/bookings/${await w.freshBooking("in_progress")}/adjustments`,
    payload: ADJUSTMENT,
  }),
  "POST /api/adjustments/:id/approve": async (w) => ({ url: `/api/adjustments/${await freshAdjustment(w)}/approve` }),
  "POST /api/adjustments/:id/decline": async (w) => ({ url: `/api/adjustments/${await freshAdjustment(w)}/decline` }),
  "POST /api/bookings/:id/disputes": async (w) => ({
    url: `/api/bookings/${await w.freshBooking("completed")}/disputes`,
    payload: DISPUTE,
  }),
  "POST /api/disputes/:id/respond": async (w) => ({
    url: `/api/disputes/${await freshDispute(w, false)}/respond`,
    payload: { response: "accept" },
  }),
  "GET /api/admin/disputes": () => ({ url: "/api/admin/disputes" }),
  "GET /api/admin/disputes/:id/evidence": async (w) => ({
    url: `/api/admin/disputes/${await freshDispute(w, true)}/evidence`,
  }),
  "GET /api/portfolio": () => ({ url: "/api/portfolio" }),
  "POST /api/portfolio": async (w, role) => ({
    url: "/api/portfolio",
    payload: { photoId: await portfolioPhoto(signedIn(role) ? w.clients[role] : null), caption: "Shelves, level" },
  }),
  "PUT /api/portfolio/order": async (w, role) => {
    const own = signedIn(role) ? (await w.clients[role].inject({ url: "/api/portfolio" })).json() : {};
    return {
      url: "/api/portfolio/order",
      payload: { ids: ((own as { items?: { id: string }[] }).items ?? []).map((i) => i.id) },
    };
  },
  "PATCH /api/portfolio/:id": async (w) => ({
    url: `/api/portfolio/${await freshPortfolioItem(w)}`,
    payload: { caption: "A wall of frames" },
  }),
  "DELETE /api/portfolio/:id": async (w) => ({ url: `/api/portfolio/${await freshPortfolioItem(w)}` }),
  "POST /api/portfolio/from-booking": async (w) => ({
    url: "/api/portfolio/from-booking",
    payload: { bookingId: await consentBooking(w, "granted") },
  }),
  "GET /api/portfolio/consents/:bookingId": (w) => ({ url: `/api/portfolio/consents/${w.bookingId}` }),
  "POST /api/portfolio/consents/:bookingId": async (w) => ({
    url: `/api/portfolio/consents/${await consentBooking(w, "none")}`,
  }),
  "POST /api/portfolio/consents/:bookingId/answer": async (w) => ({
    url: `/api/portfolio/consents/${await consentBooking(w, "asked")}/answer`,
    payload: { granted: true },
  }),
  "GET /api/payments/config": () => ({ url: "/api/payments/config" }),
  "GET /api/payments/onboarding": () => ({ url: "/api/payments/onboarding" }),
  "POST /api/payments/onboarding": () => ({ url: "/api/payments/onboarding" }),
  "POST /api/payments/webhooks/stripe": () => ({
    url: "/api/payments/webhooks/stripe",
    payload: { id: "evt_unsigned", object: "event", type: "account.updated", data: { object: {} } },
  }),
  "POST /api/admin/disputes/:id/resolve": async (w) => ({
    url: `/api/admin/disputes/${await freshDispute(w, true)}/resolve`,
    payload: { refund: "10.00", note: "Split after looking at the photos." },
  }),
  "POST /api/bookings/:bookingId/review": async (w) => ({
    url: `/api/bookings/${await w.freshBooking("completed")}/review`,
    payload: { rating: 4, comment: "Good job" },
  }),
  // The role's own review to edit (the customer's where the role is neither side).
  "PATCH /api/bookings/:bookingId/review": async (w, role) => {
    const id = await w.freshBooking("completed");
    const author = role === "tasker" ? w.clients.tasker : w.clients.customer;
    await author.inject({ method: "POST", url: `/api/bookings/${id}/review`, payload: { rating: 4 } });
    return { url: `/api/bookings/${id}/review`, payload: { rating: 5, comment: "Better than I said" } };
  },
  "GET /api/bookings/:bookingId/reviews": (w) => ({ url: `/api/bookings/${w.bookingId}/reviews` }),
  // The customer's review of the tasker, published by the tasker's own review.
  "POST /api/reviews/:id/reply": async (w) => {
    const id = await w.freshBooking("completed");
    const url = `/api/bookings/${id}/review`;
    const review = await w.clients.customer.inject({ method: "POST", url, payload: { rating: 5 } });
    await w.clients.tasker.inject({ method: "POST", url, payload: { rating: 5 } });
    return { url: `/api/reviews/${(review.json() as { id: string }).id}/reply`, payload: { reply: "Thank you!" } };
  },

  "POST /api/bookings/:id/reschedule": async (w) => {
    const id = await movableBooking(w);
    return { url: `/api/bookings/${id}/reschedule`, payload: { scheduledDate: await laterTime(w, id) } };
  },
  "POST /api/bookings/:id/reschedule/accept": async (w) => ({
    url: `/api/bookings/${await proposedByCustomer(w)}/reschedule/accept`,
  }),
  "POST /api/bookings/:id/reschedule/decline": async (w) => ({
    url: `/api/bookings/${await proposedByCustomer(w)}/reschedule/decline`,
  }),
  "POST /api/bookings/:id/release": async (w) => ({
    url: `/api/bookings/${await w.freshBooking("completed")}/release`,
  }),
  "GET /api/bookings/:id/receipt": async (w) => ({ url: `/api/bookings/${await w.freshBooking("completed")}/receipt` }),

  "GET /api/earnings": () => ({ url: "/api/earnings" }),
  "GET /api/earnings/statement": () => ({ url: "/api/earnings/statement?month=2026-11" }),
  "GET /api/payouts/account": () => ({ url: "/api/payouts/account" }),
  "PUT /api/payouts/account": () => ({
    url: "/api/payouts/account",
    payload: {
      kind: "us_bank",
      holderName: "Tara Tasker",
      routingNumber: "021000021",
      accountNumber: "000123456789",
      currentPassword: WORLD_PASSWORD,
    },
  }),
  "GET /api/payouts": () => ({ url: "/api/payouts" }),
  // The tasker gets a payout account and a released booking first, so there is money to pay out.
  "POST /api/payouts": async (w, role) => {
    if (role === "tasker") {
      const account = {
        kind: "iban",
        holderName: "Tara Tasker",
        iban: "DE89 3704 0044 0532 0130 00",
        currentPassword: WORLD_PASSWORD,
      };
      await w.clients.tasker.inject({ method: "PUT", url: "/api/payouts/account", payload: account });
      const bookingId = await w.freshBooking("completed");
      await w.clients.customer.inject({ method: "POST", url: `/api/bookings/${bookingId}/release` });
    }
    return { url: "/api/payouts", payload: {} };
  },

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
  "GET /api/notifications": () => ({ url: "/api/notifications" }),
  "GET /api/notifications/unread-count": () => ({ url: "/api/notifications/unread-count" }),
  "POST /api/notifications/read-all": () => ({ url: "/api/notifications/read-all" }),
  // The customer's newest item: a fresh offer on a fresh task of theirs.
  "POST /api/notifications/:id/read": async (w) => {
    await w.freshOffer();
    const list = await w.clients.customer.inject({ method: "GET", url: "/api/notifications?limit=1" });
    return { url: `/api/notifications/${(list.json() as { id: string }[])[0].id}/read` };
  },
  "GET /api/push/key": () => ({ url: "/api/push/key" }),
  "GET /api/push/subscriptions": () => ({ url: "/api/push/subscriptions" }),
  "POST /api/push/subscriptions": () => ({
    url: "/api/push/subscriptions",
    payload: {
      endpoint: "https://push.example.com/send/fixture",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    },
  }),
  "DELETE /api/push/subscriptions": () => ({
    url: "/api/push/subscriptions",
    payload: { endpoint: "https://push.example.com/send/fixture" },
  }),
  "GET /api/notification-preferences": () => ({ url: "/api/notification-preferences" }),
  "PUT /api/notification-preferences": () => ({
    url: "/api/notification-preferences",
    payload: { cells: [{ category: "news", channel: "email", enabled: true }] },
  }),
  // The customer's own link to stop news e-mails (any sender may use it).
  "GET /unsubscribe/:token": async (w) => ({
    url: `/unsubscribe/${await unsubscribeToken(w.t.database.db, w.clients.customer.user.id, "news")}`,
  }),
  "POST /unsubscribe/:token": async (w) => ({
    url: `/unsubscribe/${await unsubscribeToken(w.t.database.db, w.clients.customer.user.id, "news")}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  }),
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
  "GET /api/taskers/:id/slots": (w) => ({ url: `/api/taskers/${w.profileIds.tasker}/slots?${slotWindow()}` }),
  "GET /api/taskers/profile/schedule": () => ({ url: "/api/taskers/profile/schedule" }),
  "PUT /api/taskers/profile/schedule": () => ({ url: "/api/taskers/profile/schedule", payload: openSchedule }),
  // A private address: refused by the fetcher's address guard at once, stored as the import error.
  "PUT /api/taskers/profile/calendar-import": () => ({
    url: "/api/taskers/profile/calendar-import",
    payload: { url: "http://127.0.0.1:9/calendar.ics" },
  }),
  "POST /api/taskers/profile/calendar-import/sync": async (w, role) => {
    if (signedIn(role))
      await w.clients[role].inject({
        method: "PUT",
        url: "/api/taskers/profile/calendar-import",
        payload: { url: "http://127.0.0.1:9/calendar.ics" },
      });
    return { url: "/api/taskers/profile/calendar-import/sync" };
  },
  "POST /api/taskers/profile/calendar/regenerate": () => ({ url: "/api/taskers/profile/calendar/regenerate" }),
  // A block aims at a new account, never the world's people, whose routes the matrix goes on to call.
  "GET /api/blocks": () => ({ url: "/api/blocks" }),
  "POST /api/blocks": async (w) => ({
    url: "/api/blocks",
    payload: { userId: (await w.freshAccount("stranger")).user.id },
  }),
  "DELETE /api/blocks/:userId": async (w, role) => {
    const other = await w.freshAccount("stranger");
    if (signedIn(role) && role !== "admin")
      await w.clients[role].inject({ method: "POST", url: "/api/blocks", payload: { userId: other.user.id } });
    return { url: `/api/blocks/${other.user.id}` };
  },
  // Each role reports a listed tasker other than itself.
  "POST /api/reports": (w, role) => ({
    url: "/api/reports",
    payload: {
      targetType: "profile",
      targetId: (role === "both" ? w.clients.tasker : w.clients.both).user.id,
      category: "spam",
    },
  }),
  "GET /api/reports/mine": () => ({ url: "/api/reports/mine" }),
  "GET /api/admin/moderation": () => ({ url: "/api/admin/moderation" }),
  "GET /api/admin/moderation/count": () => ({ url: "/api/admin/moderation/count" }),
  "GET /api/admin/moderation/items/:id": async (w) => ({
    url: `/api/admin/moderation/items/${await moderationItem(w)}`,
  }),
  "POST /api/admin/moderation/items/:id/claim": async (w) => ({
    url: `/api/admin/moderation/items/${await moderationItem(w)}/claim`,
  }),
  "POST /api/admin/moderation/items/:id/release": async (w) => ({
    url: `/api/admin/moderation/items/${await moderationItem(w, true)}/release`,
  }),
  "POST /api/admin/moderation/items/:id/actions": async (w) => ({
    url: `/api/admin/moderation/items/${await moderationItem(w)}/actions`,
    payload: { action: "dismiss", reason: "Nothing against the rules here." },
  }),
  "GET /api/identity": () => ({ url: "/api/identity" }),
  "POST /api/identity/manual": async () => ({ url: "/api/identity/manual", ...(await avatarUpload()) }),
  "POST /api/identity/stripe": () => ({ url: "/api/identity/stripe" }),
  "GET /api/admin/id-checks": () => ({ url: "/api/admin/id-checks" }),
  "POST /api/admin/id-checks/:id/decision": async (w) => ({
    url: `/api/admin/id-checks/${await pendingIdCheck(w)}/decision`,
    payload: { decision: "reject", reason: "The photo is too blurred to read." },
  }),
  "GET /api/task-alerts": () => ({ url: "/api/task-alerts" }),
  "POST /api/task-alerts": async (w, role) => {
    if (role === "tasker" || role === "both") await roomForAlert(w.clients[role]);
    return { url: "/api/task-alerts", payload: alertDraft(w) };
  },
  "POST /api/task-alerts/preview": (w) => ({ url: "/api/task-alerts/preview", payload: alertDraft(w) }),
  "PUT /api/task-alerts/:id": async (w) => ({
    url: `/api/task-alerts/${await freshAlert(w)}`,
    payload: { ...alertDraft(w), delivery: "daily" },
  }),
  "DELETE /api/task-alerts/:id": async (w) => ({ url: `/api/task-alerts/${await freshAlert(w)}` }),
  "GET /api/tasks/:taskId/alerted": (w) => ({ url: `/api/tasks/${w.taskId}/alerted` }),
  "GET /api/taskers/profile/service-area": () => ({ url: "/api/taskers/profile/service-area" }),
  "PUT /api/taskers/profile/service-area": () => ({
    url: "/api/taskers/profile/service-area",
    payload: { placeId: "us-texas-austin", radius: 30, unit: "km" },
  }),
};
