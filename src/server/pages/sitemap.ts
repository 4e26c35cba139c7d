// /sitemap.xml: the home page, the tasker search, every category landing page, every category in
// every city where a listed tasker offers it, and every listed tasker's profile.
import { sql } from "drizzle-orm";
import { cityFromSlug, serviceHref, slugify } from "../../contract/public-pages";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";
import { escapeHtml } from "./html";

type TaskerRow = { id: string };
type OfferedRow = { skill: string; city_key: string };
type CategoryRow = { name: string };

/** A city key ('austin, tx') whose slug leads back to the same search, as its landing URL's city. */
function cityOfKey(cityKey: string): string | null {
  const city = cityFromSlug(slugify(cityKey));
  return city && city.location === cityKey ? city.label : null;
}

export async function sitemapPaths(db: Db): Promise<string[]> {
  const [taskers, offered, categories] = await Promise.all([
    queryRows<TaskerRow>(db, sql`select id from tasker_profiles where is_listed order by id`),
    queryRows<OfferedRow>(
      db,
      sql`select distinct e.skill, e.city_key from tasker_search_entries e
        join service_categories c on c.name = e.skill where e.city_key is not null order by 1, 2`,
    ),
    queryRows<CategoryRow>(db, sql`select name from service_categories order by name`),
  ]);
  const landing = offered.flatMap((row) => {
    const city = cityOfKey(row.city_key);
    return city ? [serviceHref(row.skill, city)] : [];
  });
  return [
    "/",
    "/browse-taskers",
    ...categories.map((c) => serviceHref(c.name)),
    ...landing,
    ...taskers.map((t) => `/taskers/${t.id}`),
  ];
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
