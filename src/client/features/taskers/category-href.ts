/** The search for one service category: the one address every category link uses. */
export function categoryHref(category: string): string {
  return `/browse-taskers?category=${encodeURIComponent(category)}`;
}
