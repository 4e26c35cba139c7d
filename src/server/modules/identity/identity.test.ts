// ID verification and dated badges against the real server and database: the manual review (upload,
// admin decision, the photo deleted), Stripe Identity against the fake Stripe API, expiry, the admin
// verification toggle and the payout rule.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ID_REQUIRED_FOR_PAYOUT, type AdminIdCheck, type IdentityStatus } from "../../../contract/badges";
import { badgeLabel } from "../../../contract/badge-labels";
import type { Earnings } from "../../../contract/earnings";
import type { Notification } from "../../../contract/notifications";
import type { TaskerProfile } from "../../../contract/taskers";
import { queryRows } from "../../db/query";
import { auditLog, emailOutbox, taskerProfiles } from "../../db/schema";
import { createStorage } from "../../lib/storage";
import { makeAdmin, newTasker, seedCategories } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { deliverWebhook, signed, startStripeApp, stripeEvent, type StripeApp } from "../../test/stripe-app";
import { addIbanAccount, completedBooking } from "../payouts/money-fixtures";
import { SVG, testImage } from "../photos/test-images";
import { runBadgeRenewals } from "./renewals";

let t: TestApp;
let admin: Client;
let categories: Record<string, string>;
const uploads = path.resolve(".tmp/test-uploads", `identity-${process.pid}`);
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_DIR: uploads, REQUIRE_ID_BEFORE_FIRST_PAYOUT: "true" });
  admin = await makeAdmin(t);
  categories = await seedCategories(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

function multipart(file: Buffer, filename = "id.jpg", contentType = "image/jpeg") {
  const boundary = `----taskly${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadId = async (client: Client, file?: Buffer) =>
  client.inject({
    method: "POST",
    url: "/api/identity/manual",
    ...multipart(file ?? (await testImage("jpeg", 800, 500))),
  });
const status = async (client: Client) =>
  (await client.inject({ method: "GET", url: "/api/identity" })).json() as IdentityStatus;
const pending = async (as: Client = admin) =>
  (await as.inject({ method: "GET", url: "/api/admin/id-checks" })).json() as AdminIdCheck[];
const decide = (as: Client, id: string, payload: unknown) =>
  as.inject({ method: "POST", url: `/api/admin/id-checks/${id}/decision`, payload: payload as object });
const profileOf = async (tasker: Client & { profileId: string }) =>
  (await t.app.inject({ method: "GET", url: `/api/taskers/${tasker.profileId}` })).json() as TaskerProfile;
const photoKeyOf = async (userId: string) =>
  (
    await queryRows<{ photo_key: string | null }>(
      t.database.db,
      sql`select photo_key from id_checks where user_id = ${userId}::uuid order by created_at desc limit 1`,
    )
  )[0]?.photo_key ?? null;
const mailsTo = (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase()));
const storage = () => createStorage(t.config);

describe("manual ID review", () => {
  it("upload → pending → an admin approves: a dated badge, the photo deleted, the tasker told", async () => {
    const tasker = await newTasker(t, {}, { firstName: "Ivy" });
    expect(await status(tasker)).toMatchObject({ state: "not_started", badge: null, method: "manual" });
    const res = await uploadId(tasker);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: "pending" });
    expect((await uploadId(tasker)).statusCode).toBe(409);

    const key = await photoKeyOf(tasker.user.id);
    expect(key).toMatch(/^s\/id-checks\/.+\.webp$/);
    expect(await storage().get(key!)).not.toBeNull();
    const check = (await pending()).find((c) => c.userId === tasker.user.id)!;
    expect(check.photoUrl).toMatch(/^\/media\/s\/id-checks\/.+\?expires=\d+&signature=/);
    const photo = await t.app.inject({ method: "GET", url: check.photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");

    const approved = await decide(admin, check.id, { decision: "approve" });
    expect(approved.statusCode, approved.body).toBe(204);
    expect(await storage().get(key!)).toBeNull();
    expect(await photoKeyOf(tasker.user.id)).toBeNull();
    expect((await t.app.inject({ method: "GET", url: check.photoUrl })).statusCode).toBe(404);

    const now = await status(tasker);
    expect(now.state).toBe("verified");
    expect(now.badge?.kind).toBe("id_verified");
    const year = new Date(now.badge!.expiresAt).getTime() - new Date(now.badge!.verifiedAt).getTime();
    expect(Math.round(year / 86_400_000)).toBe(365);
    const profile = await profileOf(tasker);
    expect(profile.badges.map((b) => b.kind)).toEqual(["id_verified"]);
    // An ID check is not the admin's "Verified by taskly".
    expect(profile.isVerified).toBe(false);
    expect(badgeLabel(profile.badges[0], "en-US")).toMatch(/^ID verified · [A-Z][a-z]{2} \d{4}$/);

    expect((await mailsTo(tasker.user.email)).map((m) => m.subject)).toContain("Your ID is verified");
    const bell = (await tasker.inject({ method: "GET", url: "/api/notifications" })).json() as Notification[];
    expect(bell.map((n) => n.kind)).toContain("id-check.verified");
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "id-check.approve"));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetId: tasker.user.id });
    expect((await decide(admin, check.id, { decision: "approve" })).statusCode).toBe(409);
    expect((await uploadId(tasker)).statusCode).toBe(409);
  });

  it("a rejection gives the reason, deletes the photo, and the tasker can try again", async () => {
    const tasker = await newTasker(t, {}, { firstName: "Rex" });
    expect((await uploadId(tasker)).statusCode).toBe(201);
    const key = await photoKeyOf(tasker.user.id);
    const check = (await pending()).find((c) => c.userId === tasker.user.id)!;
    expect((await decide(admin, check.id, { decision: "reject" })).statusCode).toBe(400);
    expect((await decide(admin, check.id, { decision: "reject", reason: " " })).statusCode).toBe(400);
    const res = await decide(admin, check.id, { decision: "reject", reason: "The photo is too blurry to read." });
    expect(res.statusCode, res.body).toBe(204);
    expect(await storage().get(key!)).toBeNull();
    expect(await status(tasker)).toMatchObject({
      state: "rejected",
      reason: "The photo is too blurry to read.",
      badge: null,
    });
    expect((await profileOf(tasker)).badges).toEqual([]);
    expect((await mailsTo(tasker.user.email)).map((m) => m.subject)).toContain("We could not verify your ID");
    const again = await uploadId(tasker);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ state: "pending", reason: null });
  });

  it("refuses bad files with a 400 and stores nothing", async () => {
    const tasker = await newTasker(t, {}, { firstName: "Bea" });
    for (const file of [SVG, Buffer.from("not an image at all")]) {
      const res = await uploadId(tasker, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const empty = await tasker.inject({ method: "POST", url: "/api/identity/manual", ...multipart(Buffer.alloc(0)) });
    expect(empty.statusCode).toBe(400);
    const notMultipart = await tasker.inject({ method: "POST", url: "/api/identity/manual", payload: { file: "x" } });
    expect(notMultipart.statusCode).toBe(400);
    expect(await status(tasker)).toMatchObject({ state: "not_started" });
  });

  it("only taskers verify; only admins see or decide checks; nobody else reaches the photo", async () => {
    const customer = await signUp(t.app, { userType: "customer" });
    expect((await uploadId(customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/identity" })).statusCode).toBe(401);

    const tasker = await newTasker(t, {}, { firstName: "Uma" });
    const other = await newTasker(t, {}, { firstName: "Ola" });
    expect((await uploadId(tasker)).statusCode).toBe(201);
    const check = (await pending()).find((c) => c.userId === tasker.user.id)!;
    for (const someone of [other, customer]) {
      expect((await someone.inject({ method: "GET", url: "/api/admin/id-checks" })).statusCode).toBe(403);
      expect((await decide(someone, check.id, { decision: "approve" })).statusCode).toBe(403);
      // Another tasker's own status says nothing of this check.
    }
    expect(await status(other)).toMatchObject({ state: "not_started" });
    // The private key without a signature, or with a forged one, is refused.
    const key = (await photoKeyOf(tasker.user.id))!;
    expect((await other.inject({ method: "GET", url: `/media/${key}` })).statusCode).toBe(403);
    const forged = `/media/${key}?expires=${Math.floor(Date.now() / 1000) + 600}&signature=AAAA`;
    expect((await other.inject({ method: "GET", url: forged })).statusCode).toBe(403);
    expect((await decide(admin, "not-a-uuid", { decision: "approve" })).statusCode).toBe(404);
    expect((await decide(admin, crypto.randomUUID(), { decision: "approve" })).statusCode).toBe(404);
    expect((await tasker.inject({ method: "POST", url: "/api/identity/stripe" })).statusCode).toBe(400);
  });
});

describe("the admin verification toggle", () => {
  it("grants and revokes a dated 'Verified by taskly' badge; isVerified and the admin filter follow it", async () => {
    const tasker = await newTasker(t, {}, { firstName: "Tom" });
    const on = await admin.inject({
      method: "PUT",
      url: `/api/admin/taskers/${tasker.profileId}`,
      payload: { isVerified: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ isVerified: true });
    const profile = await profileOf(tasker);
    expect(profile.isVerified).toBe(true);
    expect(profile.badges).toEqual([
      expect.objectContaining({
        kind: "taskly_verified",
        verifiedAt: expect.any(String),
        expiresAt: expect.any(String),
      }),
    ]);
    expect(badgeLabel(profile.badges[0], "en-US")).toMatch(/^Verified by taskly · [A-Z][a-z]{2} \d{4}$/);
    const verifiedList = await admin.inject({ method: "GET", url: "/api/admin/taskers?verified=true&limit=100" });
    expect(JSON.stringify(verifiedList.json())).toContain(tasker.profileId);

    const off = await admin.inject({
      method: "PUT",
      url: `/api/admin/taskers/${tasker.profileId}`,
      payload: { isVerified: false },
    });
    expect(off.json()).toMatchObject({ isVerified: false });
    const after = await profileOf(tasker);
    expect(after).toMatchObject({ isVerified: false, badges: [] });
    const [row] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, tasker.profileId));
    expect(row.isVerified).toBe(false);
  });
});

describe("expiry", () => {
  it("a badge past a year is not shown and isVerified is false; the renewals job warns 30 days ahead", async () => {
    const tasker = await newTasker(t, {}, { firstName: "Eve" });
    await admin.inject({ method: "PUT", url: `/api/admin/taskers/${tasker.profileId}`, payload: { isVerified: true } });
    const db = t.database.db;
    // Granted 340 days ago: expires within 30 days, so the job tells the tasker once.
    await db.execute(sql`update badges set verified_at = now() - interval '340 days', expires_at = now() + interval '25 days'
      where user_id = ${tasker.user.id}::uuid and revoked_at is null`);
    const first = await runBadgeRenewals(db, "http://localhost");
    expect(first.told).toBeGreaterThanOrEqual(1);
    expect((await runBadgeRenewals(db, "http://localhost")).told).toBe(0);
    expect((await mailsTo(tasker.user.email)).map((m) => m.subject)).toContain(
      "A badge on your taskly profile expires soon",
    );
    expect((await profileOf(tasker)).isVerified).toBe(true);

    // Granted more than a year ago: in no answer (however recently read), and the flag follows at the next round.
    const old = await newTasker(t, {}, { firstName: "Oda" });
    await admin.inject({ method: "PUT", url: `/api/admin/taskers/${old.profileId}`, payload: { isVerified: true } });
    await db.execute(sql`update badges set verified_at = now() - interval '400 days', expires_at = now() - interval '35 days'
      where user_id = ${old.user.id}::uuid and revoked_at is null`);
    const lapsed = await profileOf(old);
    expect(lapsed).toMatchObject({ isVerified: false, badges: [] });
    const search = await t.app.inject({ method: "GET", url: "/api/taskers?limit=50&sort=reviews" });
    const card = (search.json() as TaskerProfile[]).find((c) => c.id === old.profileId);
    expect(card).toMatchObject({ isVerified: false, badges: [] });
    expect((await runBadgeRenewals(db, "http://localhost")).cleared).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(taskerProfiles).where(eq(taskerProfiles.id, old.profileId));
    expect(row.isVerified).toBe(false);
  });
});

describe("REQUIRE_ID_BEFORE_FIRST_PAYOUT", () => {
  it("holds a payout until the tasker's ID is verified; the balance stays available and the screen says why", async () => {
    const tasker = await newTasker(t, { skills: ["Mounting"] }, { firstName: "Pia" });
    const { customer, booking } = await completedBooking(t, categories.Mounting, tasker);
    expect((await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` })).statusCode).toBe(
      200,
    );
    await addIbanAccount(tasker);
    const earnings = (await tasker.inject({ method: "GET", url: "/api/earnings" })).json() as Earnings;
    expect(earnings.payoutBlocker).toBe(ID_REQUIRED_FOR_PAYOUT);
    const refused = await tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ID_REQUIRED_FOR_PAYOUT);
    const still = (await tasker.inject({ method: "GET", url: "/api/earnings" })).json() as Earnings;
    expect(Number(still.balance.available)).toBeGreaterThan(0);

    expect((await uploadId(tasker)).statusCode).toBe(201);
    const check = (await pending()).find((c) => c.userId === tasker.user.id)!;
    expect((await decide(admin, check.id, { decision: "approve" })).statusCode).toBe(204);
    const paid = await tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(paid.statusCode, paid.body).toBe(201);
  });
});

describe("Stripe Identity", () => {
  let s: StripeApp;
  beforeAll(async () => {
    s = await startStripeApp();
    await seedCategories(s.t);
  });
  afterAll(async () => s?.close());

  const sessionEvent = (type: string, id: string, status: string, lastError: unknown = null) =>
    stripeEvent(type, { id, object: "identity.verification_session", status, last_error: lastError });

  async function startSession(firstName: string) {
    const tasker = await newTasker(s.t, {}, { firstName });
    const res = await tasker.inject({ method: "POST", url: "/api/identity/stripe" });
    expect(res.statusCode, res.body).toBe(201);
    const session = [...s.fake.state.identitySessions.values()].find((v) => v.client_reference_id === tasker.user.id)!;
    expect(res.json()).toEqual({ url: session.url });
    expect(session.type).toBe("document");
    return { tasker, session };
  }

  it("creates a document session; a signed 'verified' webhook grants the badge; a bad signature is 400", async () => {
    const { tasker, session } = await startSession("Sam");
    expect(await status(tasker)).toMatchObject({ state: "pending", method: "stripe_identity" });
    expect((await uploadId(tasker)).statusCode).toBe(409);

    const payload = sessionEvent("identity.verification_session.verified", session.id, "verified");
    expect((await deliverWebhook(s.t, payload, signed(payload, "whsec_wrong"))).statusCode).toBe(400);
    expect((await deliverWebhook(s.t, payload)).statusCode).toBe(400);
    expect((await status(tasker)).badge).toBeNull();

    const ok = await deliverWebhook(s.t, payload, signed(payload));
    expect(ok.statusCode, ok.body).toBe(200);
    const now = await status(tasker);
    expect(now).toMatchObject({ state: "verified", badge: { kind: "id_verified" } });
  });

  it("requires_input leaves the tasker unverified, with the reason, free to try again", async () => {
    const { tasker, session } = await startSession("Kim");
    const payload = sessionEvent("identity.verification_session.requires_input", session.id, "requires_input", {
      code: "document_expired",
      reason: "The document is expired.",
    });
    expect((await deliverWebhook(s.t, payload, signed(payload))).statusCode).toBe(200);
    expect(await status(tasker)).toMatchObject({
      state: "requires_input",
      badge: null,
      reason: "The document is expired.",
    });
    const again = await tasker.inject({ method: "POST", url: "/api/identity/stripe" });
    expect(again.statusCode).toBe(201);
  });

  it("learns the result by retrieving the session when the tasker comes back", async () => {
    const { tasker, session } = await startSession("Lou");
    session.status = "verified";
    expect(await status(tasker)).toMatchObject({ state: "verified", badge: { kind: "id_verified" } });
  });
});
