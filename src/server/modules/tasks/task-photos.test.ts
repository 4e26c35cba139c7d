// Task photos: attached when posting, replaced (reordered, removed) while the task is open, shown to
// the task's readers on the task, My Tasks and Find Work, and to nobody else.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoView } from "../../../contract/photos";
import { serviceCategories } from "../../db/schema";
import { insertBooking, insertTasker, makeAdmin } from "../../test/fixtures";
import { photos as photoRows, taskPhotos } from "../../db/schema";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { uploadTestPhoto } from "../../test/photo-uploads";
import { createStorage } from "../../lib/storage";
import { prunePhotos } from "../photos/prune";

let t: TestApp;
let ann: Client; // the customer
let eve: Client; // another customer
let bea: Client; // a tasker (both), browsing Find Work
let admin: Client;
let cleaning: string;

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [{ id: cleaning }] = await t.database.db.insert(serviceCategories).values({ name: "Cleaning" }).returning();
  ann = await signUp(t.app, { firstName: "Ann", lastName: "Lee" });
  eve = await signUp(t.app, { firstName: "Eve", lastName: "Other" });
  bea = await signUp(t.app, { firstName: "Bea", lastName: "Both", userType: "both" });
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const task = (extra: object = {}) => ({
  categoryId: cleaning,
  title: "Fix the wobbly shelf",
  description: "It leans to the left.",
  location: "Springfield, IL",
  budget: "$50-100",
  scheduledDate: inDays(3),
  ...extra,
});
const post = (c: Client, payload: object) => c.inject({ method: "POST", url: "/api/tasks", payload });
const edit = (c: Client, id: string, payload: object) => c.inject({ method: "PUT", url: `/api/tasks/${id}`, payload });
const ids = (photos: PhotoView[]) => photos.map((p) => p.id);
const photosOf = async (c: Client, id: string): Promise<PhotoView[]> =>
  (await c.inject({ url: `/api/tasks/${id}` })).json().photos;
/** The path and query of a photo URL (absolute or not), for app.inject. */
const pathOf = (url: string) => {
  const u = new URL(url, "http://taskly.test");
  return u.pathname + u.search;
};

describe("task photos", () => {
  let photos: PhotoView[];
  let taskId: string;

  beforeAll(async () => {
    photos = [];
    for (let i = 0; i < 3; i += 1) photos.push(await uploadTestPhoto(ann, "task"));
  });

  it("a posted task shows its photos in the order sent, to its customer, admins and taskers", async () => {
    const r = await post(ann, task({ photoIds: ids([photos[1]!, photos[0]!]) }));
    expect(r.statusCode).toBe(201);
    taskId = r.json().id;
    expect(ids(r.json().photos)).toEqual(ids([photos[1]!, photos[0]!]));
    expect(r.json().photos[0]).toMatchObject({ width: expect.any(Number), src: expect.any(String) });
    for (const reader of [ann, admin, bea])
      expect(ids(await photosOf(reader, taskId))).toEqual(ids([photos[1]!, photos[0]!]));

    const mine = (await ann.inject({ url: "/api/tasks/mine" })).json();
    expect(ids(mine.find((x: { id: string }) => x.id === taskId).photos)).toHaveLength(2);
    const open = pageOf(await bea.inject({ url: "/api/tasks/open?location=springfield" })).items;
    expect(ids(open.find((x: { id: string }) => x.id === taskId).photos)).toEqual(ids([photos[1]!, photos[0]!]));
  });

  it("a task without photos answers an empty list, and the payload without photoIds is unchanged", async () => {
    const r = await post(ann, task({ title: "No photos here" }));
    expect(r.statusCode).toBe(201);
    expect(r.json().photos).toEqual([]);
  });

  it("editing replaces the list: reorder, add and remove; Find Work shows the new list at once", async () => {
    const r = await edit(ann, taskId, { photoIds: ids([photos[0]!, photos[2]!, photos[1]!]) });
    expect(r.statusCode).toBe(200);
    expect(ids(r.json().photos)).toEqual(ids([photos[0]!, photos[2]!, photos[1]!]));
    expect(ids((await edit(ann, taskId, { photoIds: [photos[2]!.id] })).json().photos)).toEqual([photos[2]!.id]);
    const open = pageOf(await bea.inject({ url: "/api/tasks/open?location=springfield" })).items;
    expect(ids(open.find((x: { id: string }) => x.id === taskId).photos)).toEqual([photos[2]!.id]);
    expect((await edit(ann, taskId, { photoIds: [] })).json().photos).toEqual([]);
    expect(ids((await edit(ann, taskId, { photoIds: ids(photos) })).json().photos)).toEqual(ids(photos));
  });

  it("a photo taken off the task goes with the next prune; the photos still on it stay", async () => {
    const extra = await uploadTestPhoto(ann, "task");
    expect((await edit(ann, taskId, { photoIds: [...ids(photos), extra.id] })).statusCode).toBe(200);
    const onTask = await photosOf(ann, taskId);
    expect((await edit(ann, taskId, { photoIds: ids(photos) })).statusCode).toBe(200);
    const aDayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.database.db.update(photoRows).set({ createdAt: aDayAgo }).where(eq(photoRows.ownerId, ann.user.id));
    await prunePhotos(t.database.db, createStorage(t.config));
    const statusOf = async (photo: PhotoView) => (await t.app.inject({ url: pathOf(photo.src) })).statusCode;
    expect(await statusOf(onTask.find((p) => p.id === extra.id)!)).toBe(404);
    for (const photo of onTask.filter((p) => p.id !== extra.id)) expect(await statusOf(photo)).toBe(200);
    expect(ids(await photosOf(ann, taskId))).toEqual(ids(photos));
  });

  it("refuses 11 photos, a photo twice, and a malformed id with 400, changing nothing", async () => {
    const eleven = Array.from({ length: 11 }, () => randomUUID());
    for (const photoIds of [eleven, [photos[0]!.id, photos[0]!.id], ["not-a-photo"]]) {
      const onPost = await post(ann, task({ photoIds }));
      expect(onPost.statusCode).toBe(400);
      const onEdit = await edit(ann, taskId, { photoIds });
      expect(onEdit.statusCode).toBe(400);
    }
    expect((await post(ann, task({ photoIds: eleven }))).json().message).toBe("You can attach up to 10 photos.");
    expect(ids(await photosOf(ann, taskId))).toEqual(ids(photos));
  });

  it("refuses someone else's photo and an unknown id with 400; no task is posted", async () => {
    const evePhoto = await uploadTestPhoto(eve, "task");
    const before = (await ann.inject({ url: "/api/tasks/mine" })).json().length;
    for (const photoId of [evePhoto.id, randomUUID()]) {
      const r = await post(ann, task({ photoIds: [photos[0]!.id, photoId] }));
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe("One of the photos is not yours or no longer exists.");
      expect((await edit(ann, taskId, { photoIds: [photoId] })).statusCode).toBe(400);
    }
    expect((await ann.inject({ url: "/api/tasks/mine" })).json()).toHaveLength(before);
    expect(ids(await photosOf(ann, taskId))).toEqual(ids(photos));
  });

  it("only the customer changes the photos, and only while the task is open", async () => {
    expect((await edit(bea, taskId, { photoIds: [] })).statusCode).toBe(403);
    expect((await edit(eve, taskId, { photoIds: [] })).statusCode).toBe(404);
    const other = (await post(ann, task({ title: "Soon cancelled", photoIds: [photos[0]!.id] }))).json().id;
    expect((await ann.inject({ method: "POST", url: `/api/tasks/${other}/cancel` })).statusCode).toBe(200);
    const late = await edit(ann, other, { photoIds: [] });
    expect(late.statusCode).toBe(409);
    expect(ids(await photosOf(ann, other))).toEqual([photos[0]!.id]);
    // The status-only call is as before.
    expect((await edit(ann, other, {})).statusCode).toBe(400);
  });

  it("an invited tasker's dashboard and both sides of a booking show the task's photos", async () => {
    const invited = await insertTasker(t, { skills: ["Cleaning"] }, { firstName: "Ivy", lastName: "Invited" });
    const r = await ann.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/invitations`,
      payload: { taskerId: invited.profileId },
    });
    expect(r.statusCode).toBe(201);
    const dashboard = (await invited.inject({ url: "/api/taskers/profile/dashboard" })).json();
    const invitation = dashboard.invitations.find((i: { taskId: string }) => i.taskId === taskId);
    expect(ids(invitation.photos)).toEqual(ids(photos));

    const { booking } = await insertBooking(t, {
      customerId: ann.user.id,
      taskerId: invited.user.id,
      categoryId: cleaning,
      status: "confirmed",
      start: new Date(Date.now() + 2 * DAY),
    });
    await t.database.db.insert(taskPhotos).values({ taskId: booking.taskId, photoId: photos[0]!.id, position: 0 });
    for (const reader of [ann, invited]) {
      const seen = await reader.inject({ url: `/api/bookings/${booking.id}` });
      expect(seen.statusCode).toBe(200);
      expect(ids(seen.json().taskPhotos)).toEqual([photos[0]!.id]);
    }
    expect((await eve.inject({ url: `/api/bookings/${booking.id}` })).statusCode).toBe(404);
  });

  it("a customer who may not read the task gets no photos: 404", async () => {
    const r = await eve.inject({ url: `/api/tasks/${taskId}` });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain(photos[0]!.id);
  });

  it("a photo URL with an altered or missing signature is refused with 403", async () => {
    const [first] = await photosOf(bea, taskId);
    const good = await t.app.inject({ url: pathOf(first!.src) });
    expect(good.statusCode).toBe(200);
    const url = new URL(first!.src, "http://taskly.test");
    const signature = url.searchParams.get("signature")!;
    url.searchParams.set("signature", (signature[0] === "A" ? "B" : "A") + signature.slice(1));
    expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(403);
    expect((await t.app.inject({ url: pathOf(first!.src).split("?")[0]! })).statusCode).toBe(403);
  });

  it("a photo removed by an admin disappears from the task at once", async () => {
    const [first] = await photosOf(ann, taskId);
    const removed = await admin.inject({
      method: "DELETE",
      url: `/api/admin/photos/${first!.id}`,
      payload: { reason: "Not a photo of the task" },
    });
    expect([200, 204]).toContain(removed.statusCode);
    for (const reader of [ann, bea]) expect(ids(await photosOf(reader, taskId))).not.toContain(first!.id);
    const open = pageOf(await bea.inject({ url: "/api/tasks/open?location=springfield" })).items;
    expect(ids(open.find((x: { id: string }) => x.id === taskId).photos)).not.toContain(first!.id);
    expect((await t.app.inject({ url: pathOf(first!.src) })).statusCode).toBe(404);
  });
});
