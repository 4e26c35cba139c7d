// Images for the photo tests and the bench, made with sharp: sound ones in each format, and the
// broken, disguised and oversized files uploads must refuse.
import { crc32 } from "node:zlib";
import sharp from "sharp";

type Format = "jpeg" | "png" | "webp" | "avif" | "gif";

/** A `width`×`height` image with a gradient (so variants differ), optionally with EXIF and GPS. */
export async function testImage(
  format: Format,
  width = 2400,
  height = 1600,
  options: { orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = x < width / 2 ? 40 : 220; // left half dark blue, right half bright: shows rotation
    }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.gps)
    image = image.withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 46/1" } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/** A PNG whose header claims `width`×`height` (a decompression bomb's shape) over a tiny body. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testImage("png", 8, 8));
  // IHDR data starts at byte 16 (signature 8, length 4, type 4); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** A RIFF chunk: its four letters, its size and its data, padded to an even length. */
function riffChunk(fourcc: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(8 + data.length + (data.length % 2));
  chunk.write(fourcc, 0, "ascii");
  chunk.writeUInt32LE(data.length, 4);
  data.copy(chunk, 8);
  return chunk;
}

const uint24 = (n: number) => {
  const bytes = Buffer.alloc(3);
  bytes.writeUIntLE(n, 0, 3);
  return bytes;
};

/**
 * An animated WebP of `frames` frames on a `size`×`size` canvas, each frame one pixel (an animation
 * bomb's shape when size² × frames is large: tiny on disk, every frame a whole canvas to decode).
 */
export async function animatedWebp(size: number, frames: number): Promise<Buffer> {
  const still = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#c0392b" } })
    .webp({ lossless: true })
    .toBuffer();
  const at = still.indexOf("VP8L");
  const pixel = still.subarray(at, at + 8 + still.readUInt32LE(at + 4));
  const frame = riffChunk(
    "ANMF",
    Buffer.concat([uint24(0), uint24(0), uint24(0), uint24(0), uint24(100), Buffer.from([0]), pixel]),
  );
  const header = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), uint24(size - 1), uint24(size - 1)]);
  const body = Buffer.concat([
    Buffer.from("WEBP"),
    riffChunk("VP8X", header),
    riffChunk("ANIM", Buffer.alloc(6)),
    ...Array.from({ length: frames }, () => frame),
  ]);
  const size32 = Buffer.alloc(4);
  size32.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from("RIFF"), size32, body]);
}
