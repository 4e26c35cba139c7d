// Rendered public pages kept in memory: a page is the same HTML for every visitor (it renders signed
// out from public data), so it is rendered once per URL and served from memory until any tasker
// changes (the tasker caches' invalidation, tasker-cache.ts) or TASKER_CACHE_SECONDS pass. Only
// complete 200 pages are kept; their compressed forms are made once, when first asked for.
import zlib from "node:zlib";
import type { TaskerCaches } from "../modules/taskers/tasker-cache";
import type { PageEncoding } from "./compress";

const MAX_PAGES = 500;
/** A larger page is rendered every time rather than held in memory. */
const MAX_PAGE_BYTES = 1024 * 1024;

export interface CachedPage {
  html: Buffer;
  compressed: Partial<Record<PageEncoding, Buffer>>;
}

export function createPageCache(caches: TaskerCaches) {
  const pages = caches.shared<CachedPage>(MAX_PAGES);
  return {
    get: (key: string) => pages.get(key),
    /** Collects a page's chunks as they stream; `keep` stores the page once it is complete. */
    recorder(key: string) {
      const readAt = pages.epoch;
      const chunks: Buffer[] = [];
      let size = 0;
      return {
        async *tee(source: AsyncIterable<Buffer | string>): AsyncIterable<Buffer> {
          for await (const chunk of source) {
            const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
            size += bytes.length;
            if (size <= MAX_PAGE_BYTES) chunks.push(bytes);
            yield bytes;
          }
        },
        keep(before: string, after: string) {
          if (size > MAX_PAGE_BYTES) return;
          const html = Buffer.concat([Buffer.from(before), ...chunks, Buffer.from(after)]);
          pages.set(key, { html, compressed: {} }, readAt);
        },
      };
    },
  };
}

/** The page's bytes in `encoding` (made once per page and encoding), or as they are. */
export function pageBytes(page: CachedPage, encoding: PageEncoding | null): Buffer {
  if (!encoding) return page.html;
  page.compressed[encoding] ??=
    encoding === "br"
      ? zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(page.html, { level: 6 });
  return page.compressed[encoding];
}
