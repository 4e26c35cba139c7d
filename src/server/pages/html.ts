// The page document around the rendered body: the client's index.html with the head tags of the
// page (title, description, canonical, Open Graph, JSON-LD) and its query data as JSON.
import type { RenderedHead } from "../../contract/public-pages";
import type { PageAssets } from "./assets";

export const HEAD_SLOT = "<!--page-head-->";
export const BODY_SLOT = "<!--page-body-->";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON safe inside a <script> element: no '<' can close it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function headTags(head: RenderedHead, origin: string): string {
  const canonical = `${origin}${head.canonicalPath}`;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="taskly" />`,
    `<meta property="og:type" content="${head.jsonLd ? "profile" : "website"}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(new URL(head.image.url, origin).href)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
    `<meta name="twitter:card" content="${head.image.wide ? "summary_large_image" : "summary"}" />`,
  ];
  if (head.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join("\n    ");
}

export interface DocumentParts {
  /** Everything before the rendered body. */
  before: string;
  /** The rest: after the body, with the query data. */
  after: string;
}

/** The screen's chunks and stylesheets, fetched beside the entry script: one request deep before hydration. */
export function assetTags({ scripts, styles }: PageAssets): string[] {
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/** Splits the template at the body slot and fills in the head, the query data and the screen's assets
 *  (after the template's own entry script and stylesheet, which come first). */
export function documentParts(
  template: string,
  head: RenderedHead,
  origin: string,
  state: unknown,
  assets: PageAssets,
): DocumentParts {
  const withAssets = putInPlace(template, "</head>", [...assetTags(assets), "</head>"].join("\n  "));
  const withHead = putInPlace(withAssets, HEAD_SLOT, headTags(head, origin));
  const [start, end] = withHead.split(BODY_SLOT);
  if (end === undefined) throw new Error(`index.html has no ${BODY_SLOT} in its root element`);
  const data = `<script type="application/json" id="taskly-state">${scriptJson(state)}</script>`;
  return { before: start!, after: putInPlace(end, "</body>", `${data}\n  </body>`) };
}

/**
 * `text` with its first `marker` replaced by `content`, taken as it is. Never a replacement string:
 * it reads `$&`, `$'`, `` $` `` and `$1` in people's text as patterns and pastes parts of the page.
 */
function putInPlace(text: string, marker: string, content: string): string {
  return text.replace(marker, () => content);
}
