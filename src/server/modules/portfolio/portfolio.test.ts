// Portfolios through the API: a tasker adds uploaded photos, captions and categorizes them, reorders
// and removes them (30 at most, nothing changed by a refused request); a customer has none; another
// tasker's item is 404; the public profile shows the portfolio in order and drops a photo an admin
// removed at once. The consent for a booking's photos: asked once by the tasker of a completed booking,
// told to the customer under the bell, answered by the customer only; adding them needs a grant.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoView } from "../../../contract/photos";
import {
  CONSENT_NOT_GRANTED,
  MAX_PORTFOLIO_PHOTOS,
  PORTFOLIO_LIMIT_REACHED,
  PORTFOLIO_NEEDS_PROFILE,
  type OwnPortfolio,
  type PortfolioConsent,
  type PortfolioItem,
} from "../../../contract/portfolio";
import type { Notification } from "../../../contract/notifications";
import type { TaskerProfile } from "../../../contract/taskers";
import { queryRows } from "../../db/query";
import { insertBooking, insertTasker, makeAdmin, seedCategories } from "../../test/fixtures";
import { sourceRenderer } from "../../pages/renderer";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";

let t: TestApp;
let cat: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await seedCategories(t);
});
afterAll(async () => t?.close());

function multipart(file: Buffer) {
  const boundary = `----taskly${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="work.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(client: Client, use = "portfolio"): Promise<PhotoView> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const body = multipart(png);
  const r = await client.inject({ method: "POST", url: `/api/photos?use=${use}`, ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

/** Public photo rows of `ownerId` written straight into the table (the limit test needs many). */
async function photoRows(ownerId: string, count: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into photos (owner_id, access, width, height, variants)
    select ${ownerId}::uuid, 'public', 320, 240,
      jsonb_build_array(jsonb_build_object('width', 320, 'height', 240, 'key', 'p/test/' || gen_random_uuid() || '.webp', 'bytes', 100))
    from generate_series(1, ${count}) returning id`,
  );
  return rows.map((r) => r.id);
}

const add = (c: Client, payload: Record<string, unknown>) =>
  c.inject({ method: "POST", url: "/api/portfolio", payload });
const own = async (c: Client): Promise<OwnPortfolio> => (await c.inject({ url: "/api/portfolio" })).json();
const publicPortfolio = async (profileId: string): Promise<PortfolioItem[]> =>
  ((await t.app.inject({ url: `/api/taskers/${profileId}` })).json() as TaskerProfile).portfolio;

describe("a tasker's own portfolio", () => {
  it("adds, captions, categorizes, reorders and removes photos, and the public profile follows", async () => {
    const tasker = await insertTasker(t);
    const [a, b] = [await upload(tasker), await upload(tasker)];
    const first = await add(tasker, { photoId: a.id, caption: "Mounted a 65 inch TV", categoryId: cat.Mounting });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      photo: { id: a.id, src: a.src, srcset: a.srcset },
      caption: "Mounted a 65 inch TV",
      category: { id: cat.Mounting, name: "Mounting" },
      fromBooking: false,
    });
    const second = (await add(tasker, { photoId: b.id })).json() as PortfolioItem;
    expect(second).toMatchObject({ caption: "", category: null });

    const edited = await tasker.inject({
      method: "PATCH",
      url: `/api/portfolio/${second.id}`,
      payload: { caption: "  Flat-pack wardrobe  ", categoryId: cat["Furniture Assembly"] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ caption: "Flat-pack wardrobe", category: { name: "Furniture Assembly" } });

    const order = await tasker.inject({
      method: "PUT",
      url: "/api/portfolio/order",
      payload: { ids: [second.id, first.json().id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json() as OwnPortfolio).items.map((i) => i.caption)).toEqual([
      "Flat-pack wardrobe",
      "Mounted a 65 inch TV",
    ]);
    expect((await publicPortfolio(tasker.profileId)).map((i) => i.photo.id)).toEqual([b.id, a.id]);

    const removed = await tasker.inject({ method: "DELETE", url: `/api/portfolio/${second.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await own(tasker)).items.map((i) => i.photo.id)).toEqual([a.id]);
    expect((await publicPortfolio(tasker.profileId)).map((i) => i.photo.id)).toEqual([a.id]);
  });

  it("refuses a 31st photo with 400 and keeps the 30", async () => {
    const tasker = await insertTasker(t);
    for (const photoId of await photoRows(tasker.user.id, MAX_PORTFOLIO_PHOTOS))
      expect((await add(tasker, { photoId })).statusCode).toBe(201);
    const extra = await upload(tasker);
    const refused = await add(tasker, { photoId: extra.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PORTFOLIO_LIMIT_REACHED);
    const portfolio = await own(tasker);
    expect(portfolio.items).toHaveLength(MAX_PORTFOLIO_PHOTOS);
    expect(portfolio.max).toBe(MAX_PORTFOLIO_PHOTOS);
  });

  it("is only for taskers: a customer gets 403", async () => {
    const customer = await signUp(t.app);
    const list = await customer.inject({ url: "/api/portfolio" });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(PORTFOLIO_NEEDS_PROFILE);
    const [photoId] = await photoRows(customer.user.id, 1);
    expect((await add(customer, { photoId })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/portfolio" })).statusCode).toBe(401);
  });

  it("keeps another tasker's items and photos out of reach", async () => {
    const owner = await insertTasker(t);
    const other = await insertTasker(t);
    const photo = await upload(owner);
    const item = (await add(owner, { photoId: photo.id, caption: "Mine" })).json() as PortfolioItem;

    expect((await add(other, { photoId: photo.id })).statusCode).toBe(400);
    const edit = await other.inject({ method: "PATCH", url: `/api/portfolio/${item.id}`, payload: { caption: "Ha" } });
    expect(edit.statusCode).toBe(404);
    expect((await other.inject({ method: "DELETE", url: `/api/portfolio/${item.id}` })).statusCode).toBe(404);
    const order = await other.inject({ method: "PUT", url: "/api/portfolio/order", payload: { ids: [item.id] } });
    expect(order.statusCode).toBe(400);
    expect((await own(owner)).items).toMatchObject([{ id: item.id, caption: "Mine" }]);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const tasker = await insertTasker(t);
    const photo = await upload(tasker);
    const item = (await add(tasker, { photoId: photo.id, caption: "Before" })).json() as PortfolioItem;
    const cases = [
      { caption: "x".repeat(201) },
      { categoryId: "00000000-0000-4000-8000-000000000000" },
      { categoryId: "not-a-uuid" },
      { caption: 5 },
      { extra: true },
    ];
    for (const payload of cases) {
      const r = await tasker.inject({ method: "PATCH", url: `/api/portfolio/${item.id}`, payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await add(tasker, { photoId: "nope" })).statusCode).toBe(400);
    expect((await add(tasker, { photoId: photo.id })).statusCode).toBe(400); // already in it
    const privatePhoto = await upload(tasker, "task");
    expect((await add(tasker, { photoId: privatePhoto.id })).statusCode).toBe(400);
    expect((await tasker.inject({ method: "PUT", url: "/api/portfolio/order", payload: { ids: [] } })).statusCode).toBe(
      400,
    );
    expect((await own(tasker)).items).toMatchObject([{ id: item.id, caption: "Before", category: null }]);
  });
});

describe("a photo an admin removed", () => {
  // Its own app, serving server-rendered pages, with the public tasker caches on: the removal's event
  // reaches the cached profile and page like any other change of the tasker's.
  let u: TestApp;
  beforeAll(async () => {
    u = await createTestApp({}, { pages: await sourceRenderer() });
    await seedCategories(u);
  });
  afterAll(async () => u?.close());

  it("leaves the profile and the page at once", async () => {
    const tasker = await insertTasker(u);
    const [keep, drop] = [await upload(tasker), await upload(tasker)];
    for (const photo of [keep, drop])
      expect(
        (await tasker.inject({ method: "POST", url: "/api/portfolio", payload: { photoId: photo.id } })).statusCode,
      ).toBe(201);
    const profile = async () =>
      ((await u.app.inject({ url: `/api/taskers/${tasker.profileId}` })).json() as TaskerProfile).portfolio;
    expect(await profile()).toHaveLength(2);
    expect((await u.app.inject({ url: `/taskers/${tasker.profileId}` })).body).toContain(drop.thumb);

    const admin = await makeAdmin(u);
    const removed = await admin.inject({
      method: "DELETE",
      url: `/api/admin/photos/${drop.id}`,
      payload: { reason: "Shows a customer's face" },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await expect.poll(async () => (await profile()).map((i) => i.photo.id)).toEqual([keep.id]);
    expect((await tasker.inject({ url: "/api/portfolio" })).json().items).toHaveLength(1);
    const page = async () => (await u.app.inject({ url: `/taskers/${tasker.profileId}` })).body;
    await expect.poll(page).not.toContain(drop.thumb);
    expect(await page()).toContain(keep.thumb);
    expect((await u.app.inject({ url: drop.thumb })).statusCode).toBe(404);
  });
});

describe("consent for a booking's photos", () => {
  async function completedJob(status: "completed" | "confirmed" = "completed") {
    const tasker = await insertTasker(t, {}, { firstName: "Tess" });
    const customer = await signUp(t.app, { firstName: "Cleo", lastName: "Customer" });
    const { booking } = await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: tasker.user.id,
      categoryId: cat.Mounting,
      title: "Hang three shelves",
      status,
      start: new Date(Date.now() - 86_400_000),
    });
    return { tasker, customer, bookingId: booking.id as string };
  }
  const consentOf = async (c: Client, bookingId: string) => c.inject({ url: `/api/portfolio/consents/${bookingId}` });
  const fromBooking = (c: Client, bookingId: string) =>
    c.inject({ method: "POST", url: "/api/portfolio/from-booking", payload: { bookingId } });

  it("needs the customer's grant: never asked, waiting and declined are 403", async () => {
    const { tasker, customer, bookingId } = await completedJob();
    expect((await consentOf(tasker, bookingId)).json()).toMatchObject({ status: "none", canAsk: true });
    let refused = await fromBooking(tasker, bookingId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONSENT_NOT_GRANTED);

    const asked = await tasker.inject({ method: "POST", url: `/api/portfolio/consents/${bookingId}` });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: "asked", canAsk: false, canAnswer: false });
    expect((await tasker.inject({ method: "POST", url: `/api/portfolio/consents/${bookingId}` })).statusCode).toBe(409);
    expect((await fromBooking(tasker, bookingId)).statusCode).toBe(403);

    // The customer hears of it under the bell, and answers on the booking.
    const bell = pageOf<Notification>(await customer.inject({ url: "/api/notifications" })).items;
    expect(bell[0]).toMatchObject({
      kind: "portfolio-consent.asked",
      title: "Tess T. asks to show the photos of 'Hang three shelves' in their portfolio",
      link: "/my-bookings",
    });
    expect((await consentOf(customer, bookingId)).json()).toMatchObject({ status: "asked", canAnswer: true });

    const answer = (c: Client, granted: boolean) =>
      c.inject({ method: "POST", url: `/api/portfolio/consents/${bookingId}/answer`, payload: { granted } });
    expect((await answer(tasker, true)).statusCode).toBe(403);
    const declined = await answer(customer, false);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: "declined" });
    refused = await fromBooking(tasker, bookingId);
    expect(refused.statusCode).toBe(403);
    const taskerBell = pageOf<Notification>(await tasker.inject({ url: "/api/notifications" })).items;
    expect(taskerBell[0]).toMatchObject({ kind: "portfolio-consent.declined" });

    expect((await answer(customer, true)).json()).toMatchObject({
      status: "granted",
    } satisfies Partial<PortfolioConsent>);
  });

  it("once granted, adds public copies of the booking's photos; withdrawing takes them out again", async (ctx) => {
    // The task's photos live in task_photos (the task photos module); without it there is nothing to copy.
    const [{ exists }] = await queryRows<{ exists: boolean }>(
      t.database.db,
      sql`select to_regclass('task_photos') is not null as exists`,
    );
    if (!exists) ctx.skip();
    const { tasker, customer, bookingId } = await completedJob();
    const original = await upload(customer, "task");
    await t.database.db.execute(sql`insert into task_photos (task_id, photo_id, position)
      select task_id, ${original.id}::uuid, 0 from bookings where id = ${bookingId}::uuid`);
    await tasker.inject({ method: "POST", url: `/api/portfolio/consents/${bookingId}` });
    await customer.inject({
      method: "POST",
      url: `/api/portfolio/consents/${bookingId}/answer`,
      payload: { granted: true },
    });

    const added = await fromBooking(tasker, bookingId);
    expect(added.statusCode, added.body).toBe(201);
    const [copy] = added.json() as PortfolioItem[];
    expect(copy).toMatchObject({ fromBooking: true });
    expect(copy.photo.id).not.toBe(original.id);
    expect(copy.photo.src).toMatch(/^\/media\/p\//);
    expect((await t.app.inject({ url: copy.photo.src })).statusCode).toBe(200);
    expect((await publicPortfolio(tasker.profileId)).map((i) => i.photo.id)).toEqual([copy.photo.id]);

    await customer.inject({
      method: "POST",
      url: `/api/portfolio/consents/${bookingId}/answer`,
      payload: { granted: false },
    });
    expect(await publicPortfolio(tasker.profileId)).toEqual([]);
    expect((await t.app.inject({ url: copy.photo.src })).statusCode).toBe(404);
    expect((await fromBooking(tasker, bookingId)).statusCode).toBe(403);
  });

  it("rides on every booking read, the same for both sides (My Bookings asks nothing more)", async () => {
    const { tasker, customer, bookingId } = await completedJob();
    const onList = async (c: Client, role: "customer" | "tasker") =>
      (await c.inject({ url: `/api/bookings?role=${role}` })).json().find((b: { id: string }) => b.id === bookingId)
        .portfolioConsent;
    expect(await onList(tasker, "tasker")).toEqual({ status: "none", askedAt: null, answeredAt: null });
    await tasker.inject({ method: "POST", url: `/api/portfolio/consents/${bookingId}` });
    expect(await onList(customer, "customer")).toMatchObject({ status: "asked", askedAt: expect.any(String) });
    await customer.inject({
      method: "POST",
      url: `/api/portfolio/consents/${bookingId}/answer`,
      payload: { granted: true },
    });
    expect(await onList(tasker, "tasker")).toMatchObject({ status: "granted", answeredAt: expect.any(String) });
    expect((await customer.inject({ url: `/api/bookings/${bookingId}` })).json().portfolioConsent.status).toBe(
      "granted",
    );
  });

  it("is asked only by the booking's tasker once the job is completed, and hidden from strangers", async () => {
    const open = await completedJob("confirmed");
    const early = await open.tasker.inject({ method: "POST", url: `/api/portfolio/consents/${open.bookingId}` });
    expect(early.statusCode).toBe(409);
    expect((await consentOf(open.tasker, open.bookingId)).json()).toMatchObject({ status: "none", canAsk: false });

    const { customer, bookingId } = await completedJob();
    expect((await customer.inject({ method: "POST", url: `/api/portfolio/consents/${bookingId}` })).statusCode).toBe(
      403,
    );
    const stranger = await insertTasker(t);
    expect((await consentOf(stranger, bookingId)).statusCode).toBe(404);
    expect((await stranger.inject({ method: "POST", url: `/api/portfolio/consents/${bookingId}` })).statusCode).toBe(
      404,
    );
    expect((await fromBooking(stranger, bookingId)).statusCode).toBe(404);
    expect((await consentOf(customer, "not-a-booking")).statusCode).toBe(404);
  });
});
