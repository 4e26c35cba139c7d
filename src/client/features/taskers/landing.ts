// Category and city landing pages (/services/cleaning, /services/cleaning/austin-tx): which
// search they show. The category comes from the service categories by its slug; the city from
// its slug ('austin-tx' → Austin, TX).
import type { Category } from "@contract/categories";
import { cityFromSlug, slugify, type CityFromSlug } from "@contract/public-pages";
import type { TaskerFilters } from "./api/keys";

export interface Landing {
  category: Category;
  city: CityFromSlug | null;
  filters: TaskerFilters;
}

/** null when the category or the city slug names nothing. */
export function landingFor(categorySlug: string, citySlug: string | undefined, categories: Category[]): Landing | null {
  const category = categories.find((c) => slugify(c.name) === categorySlug.toLowerCase());
  if (!category) return null;
  const city = citySlug === undefined ? null : cityFromSlug(citySlug);
  if (citySlug !== undefined && !city) return null;
  return { category, city, filters: { q: "", category: category.name, location: city?.location ?? "" } };
}

const LANDING_PATH = /^\/services\/([^/]+)(?:\/([^/]+))?\/?$/;

/** The landing page of a path such as /services/cleaning/austin-tx, or null. */
export function landingForPath(path: string, categories: Category[]): Landing | null {
  const match = LANDING_PATH.exec(path);
  if (!match) return null;
  return landingFor(decodeURIComponent(match[1]!), match[2] && decodeURIComponent(match[2]), categories);
}
