// Two instances on one database and one S3 bucket: a photo uploaded through one is served by the
// other, signed URLs included, and a removal through one is seen by both.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoView } from "../../../contract/photos";
import { clientOn, createTestApp, secondInstance, signUp, type TestApp } from "../../test/harness";
import { makeAdmin } from "../../test/fixtures";
import { startLocalS3, type LocalS3 } from "../../test/s3-server";
import { testImage } from "./test-images";

let s3: LocalS3;
let t: TestApp;
let other: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  other = await secondInstance(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await s3?.close();
});

function multipart(file: Buffer) {
  const boundary = "----tasklyTwoInstances";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("photos on the S3 driver with two instances", () => {
  it("serves from either instance what the other stored, and removal reaches both", async () => {
    const tasker = await signUp(t.app, { userType: "tasker" });
    const body = multipart(await testImage("jpeg", 1400, 1000));
    const upload = (use: string) => tasker.inject({ method: "POST", url: `/api/photos?use=${use}`, ...body });
    const privatePhoto = (await upload("task")).json() as PhotoView;
    const publicPhoto = (
      await clientOn(other.app, tasker).inject({
        method: "POST",
        url: "/api/photos?use=portfolio",
        ...body,
      })
    ).json() as PhotoView;

    for (const app of [t.app, other.app])
      for (const url of [privatePhoto.src, privatePhoto.thumb, publicPhoto.src]) {
        const served = await app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
      }

    const admin = await makeAdmin(t);
    const removed = await clientOn(other.app, admin).inject({
      method: "DELETE",
      url: `/api/admin/photos/${privatePhoto.id}`,
      payload: { reason: "Shows a face" },
    });
    expect(removed.statusCode).toBe(204);
    for (const app of [t.app, other.app]) expect((await app.inject({ url: privatePhoto.src })).statusCode).toBe(404);
  });
});
