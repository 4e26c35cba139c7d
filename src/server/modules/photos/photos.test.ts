import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoView } from "../../../contract/photos";
import { auditLog, photos } from "../../db/schema";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { makeAdmin } from "../../test/fixtures";
import { createStorage } from "../../lib/storage";
import { PHOTO_UPLOADS_PER_PERSON } from "../auth/throttle";
import { redactUrl } from "../../plugins/log-redaction";
import { prunePhotos } from "./prune";
import { expiryFrom, urlSigner } from "./signed-urls";
import { markAttached, NOT_YOUR_PHOTO, ownPhotos, photoViews } from "./views";
import { animatedWebp, pngClaiming, SVG, testImage } from "./test-images";

let t: TestApp;
const uploads = path.resolve(".tmp/test-uploads", `photos-${process.pid}`);
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_DIR: uploads });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

function multipart(file: Buffer, filename = "photo.jpg", contentType = "image/jpeg") {
  const boundary = `----taskly${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(client: Client, file: Buffer, use = "task", filename?: string) {
  const body = multipart(file, filename);
  return client.inject({ method: "POST", url: `/api/photos?use=${use}`, ...body });
}

const get = (url: string) => t.app.inject({ url });
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
const photosOf = (ownerId: string) => t.database.db.select().from(photos).where(eq(photos.ownerId, ownerId));

describe("the storage driver", () => {
  it("is the one the run names (CI runs these tests on the local driver and on S3)", () => {
    expect(t.config.STORAGE_DRIVER).toBe(process.env.TEST_STORAGE_DRIVER ?? "local");
  });
});

describe("POST /api/photos", () => {
  it("stores a task photo as upright 320/960/1920 px WebP variants without EXIF or GPS, served by signed URLs", async () => {
    const customer = await signUp(t.app);
    // 1600×2400 stored sideways with EXIF orientation 6 ("rotate 90° to view"): upright it is 2400 wide.
    const sideways = await testImage("jpeg", 1600, 2400, { orientation: 6, gps: true });
    const response = await upload(customer, sideways);
    expect(response.statusCode).toBe(201);
    const view = response.json() as PhotoView;
    expect(view).toMatchObject({ width: 1920, height: 1280 });
    expect(view.src).toMatch(/^\/media\/s\/[0-9a-f-]{36}\/960\.webp\?expires=\d+&signature=[\w-]+$/);
    expect(view.thumb).toMatch(/^\/media\/s\/[0-9a-f-]{36}\/320\.webp\?/);
    expect(view.srcset.split(", ").map((part) => part.split(" ")[1])).toEqual(["320w", "960w", "1920w"]);

    const served = await get(view.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(served.headers["cache-control"]))![1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600 - 5);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 960, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Upright: the original's dark-blue left half became the top after the rotation.
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const blueAt = (x: number, y: number) => data[(y * 960 + x) * 3 + 2];
    expect(blueAt(480, 40)).toBeLessThan(120);
    expect(blueAt(480, 600)).toBeGreaterThan(140);

    for (const url of view.srcset.split(", ").map((part) => part.split(" ")[0])) {
      const variant = await get(url);
      expect(variant.statusCode).toBe(200);
      expect([320, 960, 1920]).toContain(await widthOf(variant.rawPayload));
    }
    const [row] = await photosOf(customer.user.id);
    expect(row).toMatchObject({ access: "private", attachedAt: null, removedAt: null });
  });

  it.each(["png", "webp", "avif"] as const)("takes a %s", async (format) => {
    const customer = await signUp(t.app);
    const response = await upload(customer, await testImage(format, 400, 300), "message", `a.${format}`);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 400, height: 300 });
  });

  it("takes a small animation as a still of its first frame", async () => {
    const customer = await signUp(t.app);
    const response = await upload(customer, await animatedWebp(100, 3), "message", "wave.webp");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 100, height: 100 });
  });

  it("never enlarges: a narrow photo has the variants up to its own width, src the largest", async () => {
    const customer = await signUp(t.app);
    const view = (await upload(customer, await testImage("png", 500, 200))).json() as PhotoView;
    expect(view).toMatchObject({ width: 500, height: 200 });
    expect(view.srcset.split(", ").map((part) => part.split(" ")[1])).toEqual(["320w", "500w"]);
    expect(await widthOf((await get(view.src)).rawPayload)).toBe(500);
    expect(await widthOf((await get(view.thumb)).rawPayload)).toBe(320);
  });

  it("serves public photos (portfolio, for taskers only) at plain URLs cached for a year", async () => {
    const tasker = await signUp(t.app, { userType: "tasker" });
    const view = (await upload(tasker, await testImage("jpeg", 1000, 800), "portfolio")).json() as PhotoView;
    expect(view.src).toMatch(/^\/media\/p\/[0-9a-f-]{36}\/960\.webp$/);
    const served = await get(view.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    const customer = await signUp(t.app);
    const refused = await upload(customer, await testImage("jpeg", 100, 100), "portfolio");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only taskers have a portfolio.");
    expect(await photosOf(customer.user.id)).toHaveLength(0);
  });

  it("refuses bad files with a clear 400 and stores nothing", async () => {
    const customer = await signUp(t.app);
    const jpeg = await testImage("jpeg", 800, 600);
    const cases: [string, Buffer, RegExp][] = [
      ["empty", Buffer.alloc(0), /empty/],
      ["text", Buffer.from("just some words, not a picture"), /JPEG, PNG, WebP or AVIF/],
      ["SVG", SVG, /JPEG, PNG, WebP or AVIF/],
      ["GIF", await testImage("gif", 50, 50), /JPEG, PNG, WebP or AVIF/],
      ["truncated JPEG", jpeg.subarray(0, Math.floor(jpeg.length / 2)), /damaged or incomplete/],
      ["corrupt JPEG", Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(4000, 0x55)]), /damaged or incomplete/],
      [
        "JPEG with HTML after it",
        Buffer.concat([jpeg, Buffer.from("<html><script>alert(document.cookie)</script></html>")]),
        /something other than an image/,
      ],
      ["50,000 × 50,000 PNG", await pngClaiming(50_000, 50_000), /at most 50 megapixels/],
      ["animation bomb: 200 frames of 7,000 × 7,000 px", await animatedWebp(7000, 200), /animation is too large/],
      ["file over 10 MB", Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]), /10 MB or smaller/],
    ];
    for (const [label, file, message] of cases) {
      const response = await upload(customer, file);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toMatch(message);
    }
    expect(await photosOf(customer.user.id)).toHaveLength(0);
    // On the local driver, no object without its row either (the S3 driver's bucket is not listed).
    const stored = fs.existsSync(path.join(uploads, "s")) ? fs.readdirSync(path.join(uploads, "s")) : [];
    const ids = new Set((await t.database.db.select({ id: photos.id }).from(photos)).map((row) => row.id));
    expect(stored.filter((dir) => !ids.has(dir))).toEqual([]);
  });

  it("takes 60 uploads a person in 15 minutes; the 61st is refused with 429 and stores nothing", async () => {
    const busy = await signUp(t.app);
    const small = await testImage("jpeg", 64, 64);
    for (let i = 0; i < PHOTO_UPLOADS_PER_PERSON; i += 1) expect((await upload(busy, small)).statusCode).toBe(201);
    const refused = await upload(busy, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/uploaded many photos/);
    expect(await photosOf(busy.user.id)).toHaveLength(PHOTO_UPLOADS_PER_PERSON);
    const other = await signUp(t.app);
    expect((await upload(other, small)).statusCode).toBe(201);
  });

  it("needs a session, a known use and a multipart body", async () => {
    const body = multipart(await testImage("jpeg", 100, 100));
    expect((await t.app.inject({ method: "POST", url: "/api/photos?use=task", ...body })).statusCode).toBe(401);
    const customer = await signUp(t.app);
    const wrongUse = await customer.inject({ method: "POST", url: "/api/photos?use=banner", ...body });
    expect(wrongUse.statusCode).toBe(400);
    const json = await customer.inject({ method: "POST", url: "/api/photos?use=task", payload: { file: "x" } });
    expect(json.statusCode).toBe(400);
  });
});

describe("GET /media", () => {
  it("refuses altered, expired and unsigned private URLs (403); unknown keys are 404", async () => {
    const customer = await signUp(t.app);
    const view = (await upload(customer, await testImage("jpeg", 400, 300))).json() as PhotoView;
    const url = new URL(view.src, "http://x");
    const key = url.pathname.slice("/media/".length);
    expect((await get(url.pathname)).statusCode).toBe(403);
    const altered = `${url.pathname}?expires=${Number(url.searchParams.get("expires")) + 600}&signature=${url.searchParams.get("signature")}`;
    expect((await get(altered)).statusCode).toBe(403);
    const otherKey = view.thumb.replace(/\?.*/, "") + view.src.slice(view.src.indexOf("?"));
    expect((await get(otherKey)).statusCode).toBe(403);
    const twoHoursAgo = Date.now() - 2 * 3600 * 1000;
    expect(expiryFrom(twoHoursAgo) * 1000).toBeLessThan(Date.now());
    const expired = (await urlSigner(t.database.db, twoHoursAgo))(key);
    expect((await get(expired)).statusCode).toBe(403);

    const unknown = (await urlSigner(t.database.db))("s/00000000-0000-4000-8000-000000000000/960.webp");
    expect((await get(unknown)).statusCode).toBe(404);
    expect((await get("/media/p/00000000-0000-4000-8000-000000000000/960.webp")).statusCode).toBe(404);
    for (const bad of [
      "/media/p/../../package.json",
      "/media/p/%2e%2e/%2e%2e/package.json",
      "/media/p/x/a.html",
      "/media/x.webp",
    ])
      expect((await get(bad)).statusCode, bad).toBe(404);
  });

  it("keeps a private URL's signature out of the access log", () => {
    const url = "/media/s/41e557be-a70e-4230-a430-935ab8802816/960.webp?expires=1795823400&signature=ItBp4crjlxo";
    expect(redactUrl(url, "/media/*")).toBe(
      "/media/s/41e557be-a70e-4230-a430-935ab8802816/960.webp?expires=1795823400&signature=[redacted]",
    );
  });
});

describe("photoViews, ownPhotos and markAttached", () => {
  it("renders only photos not removed; ownership and access are checked for attaching", async () => {
    const customer = await signUp(t.app);
    const stranger = await signUp(t.app);
    const mine = (await upload(customer, await testImage("jpeg", 400, 300))).json() as PhotoView;
    const theirs = (await upload(stranger, await testImage("jpeg", 400, 300))).json() as PhotoView;
    const db = t.database.db;

    const views = await photoViews(db, [mine.id, theirs.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]);
    expect([...views.keys()].sort()).toEqual([mine.id, theirs.id].sort());
    expect(views.get(mine.id)).toMatchObject({ id: mine.id, width: 400, height: 300 });

    await expect(ownPhotos(db, customer.user.id, [mine.id], "message")).resolves.toBeUndefined();
    await expect(ownPhotos(db, customer.user.id, [], "task")).resolves.toBeUndefined();
    for (const [ids, use] of [
      [[mine.id, theirs.id], "task"],
      [[mine.id], "portfolio"],
      [["nonsense"], "task"],
    ] as const)
      await expect(ownPhotos(db, customer.user.id, [...ids], use)).rejects.toMatchObject({
        statusCode: 400,
        message: NOT_YOUR_PHOTO,
      });

    await markAttached(db, [mine.id]);
    const [row] = await db.select().from(photos).where(eq(photos.id, mine.id));
    expect(row.attachedAt).toBeInstanceOf(Date);
  });
});

describe("DELETE /api/admin/photos/{id}", () => {
  it("removes a photo everywhere at once, with a reason and an audit entry; admins only", async () => {
    const customer = await signUp(t.app);
    const admin = await makeAdmin(t);
    const view = (await upload(customer, await testImage("jpeg", 1200, 900))).json() as PhotoView;
    const url = `/api/admin/photos/${view.id}`;

    expect((await customer.inject({ method: "DELETE", url, payload: { reason: "Not allowed" } })).statusCode).toBe(403);
    expect((await admin.inject({ method: "DELETE", url, payload: { reason: "" } })).statusCode).toBe(400);
    expect((await get(view.src)).statusCode).toBe(200);

    const removed = await admin.inject({ method: "DELETE", url, payload: { reason: "Shows a street address" } });
    expect(removed.statusCode).toBe(204);
    expect((await photoViews(t.database.db, [view.id])).size).toBe(0);
    for (const link of [view.src, view.thumb]) expect((await get(link)).statusCode).toBe(404);
    await expect(ownPhotos(t.database.db, customer.user.id, [view.id], "task")).rejects.toMatchObject({
      statusCode: 400,
    });
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, view.id));
    expect(row).toMatchObject({ removedBy: admin.user.id, removedReason: "Shows a street address" });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, view.id));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: "photo.remove", targetType: "photo" });

    expect((await admin.inject({ method: "DELETE", url, payload: { reason: "Again" } })).statusCode).toBe(404);
    expect(
      (await admin.inject({ method: "DELETE", url: "/api/admin/photos/nope", payload: { reason: "Why" } })).statusCode,
    ).toBe(404);
  });
});

describe("pruning", () => {
  it("deletes photos never attached within a day, with their objects; attached ones stay", async () => {
    const customer = await signUp(t.app);
    const loose = (await upload(customer, await testImage("jpeg", 400, 300))).json() as PhotoView;
    const kept = (await upload(customer, await testImage("jpeg", 400, 300))).json() as PhotoView;
    await markAttached(t.database.db, [kept.id]);
    await t.database.db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(photos.ownerId, customer.user.id));
    expect(await prunePhotos(t.database.db, createStorage(t.config))).toBeGreaterThanOrEqual(1);
    expect((await photosOf(customer.user.id)).map((row) => row.id)).toEqual([kept.id]);
    expect((await get(loose.src)).statusCode).toBe(404);
    expect((await get(kept.src)).statusCode).toBe(200);
  });
});
