import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, taskOffers, taskerProfiles, tasks, users } from "../../db/schema";
import { attemptLogin, createTestApp, logIn, signUp, type Client, type TestApp, pageOf } from "../../test/harness";
import { insertBooking, insertOffer, insertTask, newTasker, seedCategories } from "../../test/fixtures";
import { createStorage } from "../../lib/storage";
import { moveLegacyAvatars } from "../photos/legacy-avatars";

let t: TestApp;
let categories: Record<string, string>;
const uploads = path.resolve(".tmp/test-uploads", String(process.pid));
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_DIR: uploads });
  categories = await seedCategories(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const PASSWORD = "correct-horse-battery";

function multipartBody(file: Buffer, filename: string, contentType: string, field = "file") {
  const boundary = `----taskly${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
async function uploadFile(client: Client, file: Buffer, filename: string, contentType: string) {
  const body = multipartBody(file, filename, contentType);
  return client.inject({ method: "POST", url: "/api/users/me/avatar", payload: body.payload, headers: body.headers });
}

const image = (format: "png" | "jpeg" | "webp" | "gif", width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe("PUT /api/users/me", () => {
  it("updates name, phone and location and answers the session user", async () => {
    const client = await signUp(t.app, { phone: "+1 512 555 0100", location: "Austin, TX" });
    const response = await client.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { firstName: " Ana ", lastName: "Lopez", phone: "", location: "Denver, CO" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: client.user.id,
      firstName: "Ana",
      lastName: "Lopez",
      phone: null,
      location: "Denver, CO",
    });
    expect((await client.inject({ url: "/api/auth/me" })).json()).toMatchObject({
      firstName: "Ana",
      location: "Denver, CO",
    });
  });

  it("keeps a tasker's public name and location in step", async () => {
    const tasker = await newTasker(t, { businessName: "" });
    await tasker.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { firstName: "Maya", lastName: "Quinn", location: "Brooklyn, NY" },
    });
    const pub = (await t.app.inject({ url: `/api/taskers/${tasker.profileId}` })).json();
    expect(pub).toMatchObject({ name: "Maya Q.", location: "Brooklyn, NY" });
  });

  it("refuses bad input (400) and changes nothing; another user's id is a 403", async () => {
    const client = await signUp(t.app, { firstName: "Keep" });
    for (const payload of [
      { firstName: "", lastName: "X" },
      { firstName: "A", lastName: "B", phone: "call me maybe" },
      { firstName: "A", lastName: "B", location: "x".repeat(121) },
    ]) {
      const response = await client.inject({ method: "PUT", url: "/api/users/me", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const other = await signUp(t.app);
    const response = await client.inject({
      method: "PUT",
      url: `/api/users/${other.user.id}`,
      payload: { firstName: "Hacked", lastName: "X" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You can only edit your own profile.");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row.firstName).toBe("Test");
    expect((await client.inject({ url: "/api/auth/me" })).json().firstName).toBe("Keep");
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/users/me", payload: { firstName: "A", lastName: "B" } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("POST /api/users/me/avatar", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "accepts a %s, re-encodes it as a 256×256 WebP in storage, served at /media/p/",
    async (format) => {
      const client = await signUp(t.app);
      const mime = format === "jpeg" ? "image/jpeg" : `image/${format}`;
      const response = await uploadFile(client, await image(format), `me.${format}`, mime);
      expect(response.statusCode).toBe(200);
      const url: string = response.json().profileImage;
      expect(url).toMatch(/^\/media\/p\/[0-9a-f-]{36}\/256\.webp$/);
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await createStorage(t.config).get(url.slice("/media/".length))).not.toBeNull();
    },
  );

  it("replacing the image removes the old file; DELETE removes it", async () => {
    const client = await signUp(t.app);
    const first = (await uploadFile(client, await image("png"), "a.png", "image/png")).json().profileImage as string;
    const second = (await uploadFile(client, await image("jpeg"), "b.jpg", "image/jpeg")).json().profileImage as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    const removed = await client.inject({ method: "DELETE", url: "/api/users/me/avatar" });
    expect(removed.json().profileImage).toBeNull();
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it.each([
    ["a GIF", async () => image("gif"), "a.gif", "image/gif", "Please upload a JPEG, PNG or WebP image."],
    [
      "a GIF disguised as PNG",
      async () => image("gif"),
      "a.png",
      "image/png",
      "Please upload a JPEG, PNG or WebP image.",
    ],
    [
      "a text file",
      async () => Buffer.from("hello, not an image"),
      "a.png",
      "image/png",
      "Please upload a JPEG, PNG or WebP image.",
    ],
    [
      "a file over 5 MB",
      async () => Buffer.concat([await image("png"), Buffer.alloc(5 * 1024 * 1024)]),
      "big.png",
      "image/png",
      "The image must be 5 MB or smaller.",
    ],
  ])("refuses %s with a 400 and keeps the old image", async (_label, make, filename, mime, message) => {
    const client = await signUp(t.app);
    const before = (await uploadFile(client, await image("png"), "ok.png", "image/png")).json().profileImage;
    const response = await uploadFile(client, await make(), filename, mime);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await client.inject({ url: "/api/auth/me" })).json().profileImage).toBe(before);
  });

  it("needs a session and a multipart body", async () => {
    const body = multipartBody(await image("png"), "a.png", "image/png");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/users/me/avatar",
          payload: body.payload,
          headers: body.headers,
        })
      ).statusCode,
    ).toBe(401);
    const client = await signUp(t.app);
    const json = await client.inject({ method: "POST", url: "/api/users/me/avatar", payload: { file: "x" } });
    expect(json.statusCode).toBe(400);
  });

  it("moves avatars from before photos into storage; their old URLs redirect", async () => {
    const client = await signUp(t.app);
    const name = "0a1b2c3d-0000-4000-8000-000000000001.webp";
    fs.mkdirSync(path.join(uploads, "avatars"), { recursive: true });
    fs.writeFileSync(path.join(uploads, "avatars", name), await image("webp", 256, 256));
    await t.database.db
      .update(users)
      .set({ profileImage: `/uploads/avatars/${name}` })
      .where(eq(users.id, client.user.id));
    const storage = createStorage(t.config);
    expect(await moveLegacyAvatars(t.database.db, storage, uploads)).toBe(1);
    expect(await moveLegacyAvatars(t.database.db, storage, uploads)).toBe(0);
    const moved = `/media/p/avatars/${name}`;
    expect((await client.inject({ url: "/api/auth/me" })).json().profileImage).toBe(moved);
    const old = await t.app.inject({ url: `/uploads/avatars/${name}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(moved);
    const served = await t.app.inject({ url: moved });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("does not serve files outside the uploads folder", async () => {
    expect((await t.app.inject({ url: "/uploads/../package.json" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/uploads/%2e%2e/%2e%2e/package.json" })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe("PUT /api/users/me/password", () => {
  it("needs the current password (400 when wrong), then ends the other sessions only", async () => {
    const client = await signUp(t.app, { password: PASSWORD });
    const other = await logIn(t.app, client.user.email, PASSWORD);
    const wrong = await client.inject({
      method: "PUT",
      url: "/api/users/me/password",
      payload: { currentPassword: "not-my-password", newPassword: "a-brand-new-pass" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Your current password is incorrect.");
    expect((await other.inject({ url: "/api/auth/me" })).statusCode).toBe(200);

    const ok = await client.inject({
      method: "PUT",
      url: "/api/users/me/password",
      payload: { currentPassword: PASSWORD, newPassword: "a-brand-new-pass" },
    });
    expect(ok.statusCode).toBe(204);
    expect((await client.inject({ url: "/api/auth/me" })).statusCode).toBe(200);
    expect((await other.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
    expect((await attemptLogin(t.app, client.user.email, PASSWORD)).statusCode).toBe(401);
    await logIn(t.app, client.user.email, "a-brand-new-pass");
  });

  it.each([
    [{ currentPassword: PASSWORD, newPassword: "short" }, "Password must be at least 8 characters"],
    [
      { currentPassword: PASSWORD, newPassword: "password123" },
      "This password is too common. Please choose a less guessable one.",
    ],
    [{ currentPassword: "", newPassword: "a-brand-new-pass" }, "Please enter your current password"],
  ])("refuses %o with a 400", async (payload, message) => {
    const client = await signUp(t.app, { password: PASSWORD });
    const response = await client.inject({ method: "PUT", url: "/api/users/me/password", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    await logIn(t.app, client.user.email, PASSWORD);
  });
});

describe("DELETE /api/users/me", () => {
  it("with the wrong password: 400 and nothing changes", async () => {
    const client = await signUp(t.app, { password: PASSWORD });
    const response = await client.inject({
      method: "DELETE",
      url: "/api/users/me",
      payload: { password: "wrong-password" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Your password is incorrect.");
    expect((await client.inject({ url: "/api/auth/me" })).statusCode).toBe(200);
  });

  it("is refused while a booking is confirmed or in progress (409)", async () => {
    const tasker = await newTasker(t);
    const customer = await signUp(t.app, { password: PASSWORD });
    await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: tasker.user.id,
      categoryId: categories.Cleaning,
      status: "confirmed",
      start: new Date(Date.now() + 86400_000),
    });
    const response = await customer.inject({ method: "DELETE", url: "/api/users/me", payload: { password: PASSWORD } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Cancel or complete them/);
  });

  it("anonymizes the account, ends every session, unlists the tasker, cancels open tasks, keeps past bookings", async () => {
    const user = await newTasker(t);
    await user.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { firstName: "Tara", lastName: "Smith", phone: "+1 512 555 0199", location: "Austin, TX" },
    });
    await uploadFile(user, await image("png"), "me.png", "image/png");
    const avatar = (await user.inject({ url: "/api/auth/me" })).json().profileImage as string;
    const second = await logIn(t.app, user.user.email, PASSWORD);
    const customer = await signUp(t.app);
    const past = await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: user.user.id,
      categoryId: categories.Cleaning,
      status: "completed",
      start: new Date(Date.now() - 86400_000 * 3),
    });
    const openTask = await insertTask(t, {
      customerId: user.user.id,
      categoryId: categories.Moving,
      title: "Move a sofa",
    });
    const offerOnMine = await insertOffer(t, {
      taskId: openTask.id,
      taskerId: customer.user.id,
      proposedRate: "40.00",
    });
    const theirTask = await insertTask(t, {
      customerId: customer.user.id,
      categoryId: categories.Moving,
      title: "Theirs",
    });
    const myOffer = await insertOffer(t, { taskId: theirTask.id, taskerId: user.user.id, proposedRate: "40.00" });
    const feed = (await user.inject({ url: "/api/taskers/profile/calendar" })).json().url as string;

    const response = await user.inject({ method: "DELETE", url: "/api/users/me", payload: { password: PASSWORD } });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers["set-cookie"])).toMatch(/taskly_session=;/);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({
      firstName: "Deleted",
      lastName: "User",
      phone: null,
      location: null,
      profileImage: null,
      username: null,
      email: `deleted+${user.user.id}@taskly.invalid`,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toHaveLength(0);
    expect((await second.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
    expect((await attemptLogin(t.app, user.user.email, PASSWORD)).statusCode).toBe(401);
    // The email can be used for a new account.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: { firstName: "New", lastName: "Person", email: user.user.email, password: "another-long-pass" },
        })
      ).statusCode,
    ).toBe(201);

    const [profile] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.userId, user.user.id));
    expect(profile.isListed).toBe(false);
    expect(profile.calendarToken).toBeNull();
    expect((await t.app.inject({ url: new URL(feed).pathname })).statusCode).toBe(404);
    const search = pageOf(await t.app.inject({ url: "/api/taskers?q=Sparkle" })).items as { id: string }[];
    expect(search.map((c) => c.id)).not.toContain(user.profileId);
    expect((await t.app.inject({ url: avatar })).statusCode).toBe(404);

    expect((await t.database.db.select().from(tasks).where(eq(tasks.id, openTask.id)))[0].status).toBe("cancelled");
    expect((await t.database.db.select().from(taskOffers).where(eq(taskOffers.id, offerOnMine.id)))[0].status).toBe(
      "declined",
    );
    expect((await t.database.db.select().from(taskOffers).where(eq(taskOffers.id, myOffer.id)))[0].status).toBe(
      "withdrawn",
    );
    // The customer's booking history stays.
    const [kept] = await t.database.db.select().from(tasks).where(eq(tasks.id, past.task.id));
    expect(kept.status).toBe("completed");
  });
});
