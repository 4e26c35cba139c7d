// Rendered public pages kept in memory: a page is the same HTML for every visitor (it renders signed
// out from public data), so it is rendered once per page key (page-key.ts) and served from memory until
// any tasker changes (the tasker caches' rules, tasker-cache.ts) or TASKER_CACHE_SECONDS pass.
// Only complete 200 pages are kept; their compressed forms are made once, when first asked for. The
// site's own pages and the pages at addresses anyone can invent are kept on shelves of their own.
import zlib from "node:zlib";
import type { TaskerCaches } from "../modules/taskers/tasker-cache";
import type { PageEncoding } from "./compress";
import type { PageKey } from "./page-key";

/** The site's own pages: home, the text pages, categories, taskers' profiles. */
const MAX_SITE_PAGES = 400;
/** Searches, cities and the like: a flood of invented ones only pushes out each other. */
const MAX_OTHER_PAGES = 100;
/** A larger page is rendered every time rather than held in memory. */
const MAX_PAGE_BYTES = 1024 * 1024;

export interface CachedPage {
  html: Buffer;
  compressed: Partial<Record<PageEncoding, Buffer>>;
}

export function createPageCache(caches: TaskerCaches) {
  const sitePages = caches.shared<CachedPage>(MAX_SITE_PAGES);
  const otherPages = caches.shared<CachedPage>(MAX_OTHER_PAGES);
  const shelf = (key: PageKey) => (key.shelf === "site" ? sitePages : key.shelf === "other" ? otherPages : null);
  return {
    get: (key: PageKey) => shelf(key)?.get(key.url),
    /** Collects a page's chunks as they stream; `keep` stores the page once it is complete. */
    recorder(key: PageKey) {
      const pages = shelf(key);
      const readAt = pages?.epoch ?? 0;
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
          if (!pages || size > MAX_PAGE_BYTES) return;
          const html = Buffer.concat([Buffer.from(before), ...chunks, Buffer.from(after)]);
          pages.set(key.url, { value: { html, compressed: {} } }, readAt);
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
