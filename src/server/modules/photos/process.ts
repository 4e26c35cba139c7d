// Turning an upload into the stored variants (decision 0051). sharp decodes and encodes on libuv's
// thread pool, so the event loop stays free; the processing line (processing-line.ts) bounds how many
// images are in memory at once.
// - The format comes from the content (check-bytes.ts), confirmed by sharp's own reading of it.
// - Decoding stops past 50 megapixels (decompression bombs) and on truncated or corrupt data
//   (failOn 'error'; mere warnings, common in phone JPEGs, pass). Only the first frame of an
//   animated image is read, and an animation of more than 50 megapixels in all its frames is refused
//   (an animation bomb: tiny on disk, every frame a whole canvas).
// - Rotated upright by its EXIF orientation; EXIF, GPS and XMP are not copied; the colour profile is.
// - WebP at 320, 960 and 1920 px wide, never wider than the original.
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { PHOTO_TYPES_TEXT, PHOTO_WIDTHS } from "../../../contract/photos";
import { badRequest } from "../../lib/http-error";
import { formatOf, hasHiddenMarkup, type ImageFormat } from "./check-bytes";

export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

// Each image is processed once: sharp's operation cache would only hold memory.
sharp.cache(false);

export const NOT_AN_IMAGE = `Please upload a ${PHOTO_TYPES_TEXT} image.`;
export const UNREADABLE = "We couldn't read that image: the file may be damaged or incomplete. Please try another.";
export const TOO_MANY_PIXELS = "That image is too large: please upload one of at most 50 megapixels.";
export const ANIMATION_TOO_LARGE =
  "That animation is too large: please upload a still photo, or an animation of at most 50 megapixels in all its frames.";
export const HIDDEN_CONTENT = "That file has something other than an image in it. Please upload a plain photo.";

export interface ProcessedVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

const SHARP_FORMATS: Record<ImageFormat, string[]> = {
  jpeg: ["jpeg"],
  png: ["png"],
  webp: ["webp"],
  avif: ["heif", "avif"],
};

const inputOptions: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1 };

/** Checks `bytes` and reads their upright size; refuses (400) anything but a sound image. */
async function readImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length === 0) throw badRequest("The file is empty.");
  const format = formatOf(bytes);
  if (!format) throw badRequest(NOT_AN_IMAGE);
  if (hasHiddenMarkup(bytes, format)) throw badRequest(HIDDEN_CONTENT);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, inputOptions).metadata();
  } catch (error) {
    decodeError(error);
  }
  if (!SHARP_FORMATS[format].includes(metadata.format ?? "")) throw badRequest(NOT_AN_IMAGE);
  if (format === "avif" && metadata.compression !== "av1") throw badRequest(NOT_AN_IMAGE);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw badRequest(UNREADABLE);
  if (width * height > MAX_INPUT_PIXELS) throw badRequest(TOO_MANY_PIXELS);
  if (width * height * (metadata.pages ?? 1) > MAX_INPUT_PIXELS) throw badRequest(ANIMATION_TOO_LARGE);
  return { width, height };
}

/** The widths to store for an image `width` px wide: each of PHOTO_WIDTHS, capped at `width`. */
export function variantWidths(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
}

async function encode(pipeline: Sharp): Promise<ProcessedVariant> {
  const { data, info } = await pipeline.keepIccProfile().webp({ quality: WEBP_QUALITY }).toBuffer({
    resolveWithObject: true,
  });
  return { width: info.width, height: info.height, bytes: data };
}

function decodeError(error: unknown): never {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) throw badRequest(TOO_MANY_PIXELS);
  throw badRequest(UNREADABLE);
}

/** The upright WebP variants of an uploaded photo, narrowest first. */
export async function processPhoto(bytes: Buffer): Promise<ProcessedVariant[]> {
  const { width } = await readImage(bytes);
  try {
    const upright = sharp(bytes, inputOptions).rotate();
    return await Promise.all(
      variantWidths(width).map((w) => encode(upright.clone().resize({ width: w, withoutEnlargement: true }))),
    );
  } catch (error) {
    decodeError(error);
  }
}

/** A square `size` px WebP of the image's most interesting part (avatars). */
export async function processSquare(bytes: Buffer, size: number): Promise<ProcessedVariant> {
  await readImage(bytes);
  try {
    return await encode(
      sharp(bytes, inputOptions).rotate().resize(size, size, { fit: "cover", position: "attention" }),
    );
  } catch (error) {
    decodeError(error);
  }
}
