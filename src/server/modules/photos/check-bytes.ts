// The first look at an upload, before any decoder runs: its format from its first bytes (never the
// file name or the declared type), and no script or markup hidden after the image's end (a
// polyglot). Re-encoding drops such trailing bytes anyway; refusing them says so to the sender.

export type ImageFormat = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format its magic bytes name, or null for anything else (SVG, GIF, HTML, PDF…). */
export function formatOf(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // ISO BMFF: a 'ftyp' box whose major or compatible brands include AVIF's.
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const boxSize = bytes.readUInt32BE(0);
    const brands = bytes.subarray(8, Math.min(bytes.length, Math.max(16, boxSize))).toString("latin1");
    if (/avi[fs]/.test(brands)) return "avif";
  }
  return null;
}

const MARKUP = /<(script|html|body|svg|iframe|object|embed|img|a\s|\?php|!doctype)|javascript:/i;

/** The bytes after the image's end marker (JPEG's last EOI, PNG's IEND chunk); empty when none. */
function trailer(bytes: Buffer, format: ImageFormat): Buffer {
  if (format === "jpeg") {
    const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return end < 0 ? Buffer.alloc(0) : bytes.subarray(end + 2);
  }
  if (format === "png") {
    const end = bytes.lastIndexOf(Buffer.from("IEND", "latin1"));
    return end < 0 ? Buffer.alloc(0) : bytes.subarray(end + 8); // the type, then its 4-byte CRC
  }
  return Buffer.alloc(0);
}

/** True when markup or script follows the image (a file meant to be read as HTML as well). */
export function hasHiddenMarkup(bytes: Buffer, format: ImageFormat): boolean {
  const tail = trailer(bytes, format);
  return tail.length > 0 && MARKUP.test(tail.toString("latin1"));
}
