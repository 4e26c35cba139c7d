// The page's HTML compressed as it streams (the not-found handler that renders pages is no route,
// so @fastify/compress, which compresses the routes' answers, does not see it): brotli, else gzip,
// by the browser's Accept-Encoding. The head is flushed at once, so the browser fetches the page's
// scripts and stylesheet while the body is still on its way.
import { once } from "node:events";
import { Readable } from "node:stream";
import zlib from "node:zlib";

export type PageEncoding = "br" | "gzip";

/** The encoding to send: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) quality.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

async function writeAll(zip: zlib.BrotliCompress | zlib.Gzip, head: string, body: AsyncIterable<Buffer>, tail: string) {
  zip.write(head);
  zip.flush(zip instanceof zlib.Gzip ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.BROTLI_OPERATION_FLUSH);
  for await (const chunk of body) if (!zip.write(chunk)) await once(zip, "drain");
  zip.end(tail);
}

/** head, then the body as it is rendered, then tail: as one stream, compressed with `encoding`. */
export function pageStream(
  head: string,
  body: AsyncIterable<Buffer>,
  tail: string,
  encoding: PageEncoding | null,
): Readable {
  if (!encoding) {
    return Readable.from(
      (async function* () {
        yield head;
        for await (const chunk of body) yield chunk;
        yield tail;
      })(),
    );
  }
  const zip =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.createGzip({ level: 6 });
  writeAll(zip, head, body, tail).catch((error: Error) => zip.destroy(error));
  return zip;
}
