// /sitemap.xml: the home page, the tasker search, every category landing page, every category in
// every city where a listed tasker offers it, and every listed tasker's profile.
import { sql } from "drizzle-orm";
import { serviceHref } from "../../contract/public-pages";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";
import { offeredCities } from "../modules/categories/cities";
import { escapeHtml } from "./html";

type TaskerRow = { id: string };
type CategoryRow = { name: string };

export async function sitemapPaths(db: Db): Promise<string[]> {
  const [taskers, offered, categories] = await Promise.all([
    queryRows<TaskerRow>(db, sql`select id from tasker_profiles where is_listed order by id`),
    offeredCities(db),
    queryRows<CategoryRow>(db, sql`select name from service_categories order by name`),
  ]);
  const landing = offered.map((offer) => serviceHref(offer.category, offer.city));
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
