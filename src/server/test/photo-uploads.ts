// Photos for API tests: a small generated image uploaded through POST /api/photos, as a client would.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { PhotoUse, PhotoView } from "../../contract/photos";
import type { Client } from "./harness";

/** A 400 × 300 PNG of one colour. */
export function pngImage(colour = "#c0392b"): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads an image as `client` for `use` and returns its view (fails the test unless 201). */
export async function uploadTestPhoto(client: Client, use: PhotoUse): Promise<PhotoView> {
  const boundary = `----taskly-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await pngImage(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await client.inject({
    method: "POST",
    url: `/api/photos?use=${use}`,
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<PhotoView>();
}
