// Both storage drivers keep one contract; the S3 driver runs against a local S3-compatible server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startLocalS3, type LocalS3 } from "../../test/s3-server";
import { createStorage, type ObjectStorage } from ".";

let s3: LocalS3;
const localDir = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-storage-"));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(localDir, { recursive: true, force: true });
});

const drivers: [string, () => ObjectStorage][] = [
  ["local", () => createStorage(loadConfig({ STORAGE_DRIVER: "local", UPLOADS_DIR: localDir }))],
  ["s3", () => createStorage(loadConfig(s3.env))],
];

describe.each(drivers)("the %s driver", (_name, make) => {
  it("puts, gets, replaces and deletes objects by key; a missing key is null", async () => {
    const storage = make();
    const bytes = Buffer.from("RIFF....WEBPVP8 fake image bytes");
    await storage.put("s/abc/320.webp", bytes, "image/webp");
    expect(await storage.get("s/abc/320.webp")).toEqual({ bytes, contentType: "image/webp" });
    const replaced = Buffer.from("other bytes");
    await storage.put("s/abc/320.webp", replaced, "image/webp");
    expect((await storage.get("s/abc/320.webp"))?.bytes).toEqual(replaced);
    await storage.put("s/abc/960.webp", bytes, "image/webp");

    await storage.delete(["s/abc/320.webp", "s/abc/960.webp", "s/never/there.webp"]);
    expect(await storage.get("s/abc/320.webp")).toBeNull();
    expect(await storage.get("s/abc/960.webp")).toBeNull();
    expect(await storage.get("p/nothing.webp")).toBeNull();
    await storage.delete([]);
  });

  it("refuses keys that could leave their place", async () => {
    const storage = make();
    for (const key of ["../outside.webp", "p/../../etc/passwd", "/abs.webp", "p//x.webp", ""])
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Not a storage key/);
  });
});

describe("settings", () => {
  it("need a bucket for s3, and both keys or neither", () => {
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
  });
});
