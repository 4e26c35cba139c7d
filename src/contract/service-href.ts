// The URL of a category's landing page, and a city's within it (public-pages.ts re-exports both).

/** 'Home Repairs' → 'home-repairs'; 'Austin, TX' → 'austin-tx'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** '/services/home-repairs', '/services/home-repairs/austin-tx'. */
export const serviceHref = (category: string, city?: string) =>
  `/services/${slugify(category)}${city ? `/${slugify(city)}` : ""}`;
