// The cities where a listed tasker offers each category: the landing pages of a category in a city
// (linked from the category's page and listed in the sitemap).
import { sql } from "drizzle-orm";
import type { CategoryCity } from "../../../contract/categories";
import { cityFromSlug, slugify } from "../../../contract/public-pages";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

type OfferedRow = { skill: string; city_key: string };

/** A city key ('austin, tx') whose slug leads back to the same search, as its landing page's city. */
function cityOfKey(cityKey: string): string | null {
  const city = cityFromSlug(slugify(cityKey));
  return city && city.location === cityKey ? city.label : null;
}

/** Every category and city with a listed tasker, by category, then city. */
export async function offeredCities(db: Db): Promise<CategoryCity[]> {
  const rows = await queryRows<OfferedRow>(
    db,
    sql`select distinct e.skill, e.city_key from tasker_search_entries e
      join service_categories c on c.name = e.skill where e.city_key is not null order by 1, 2`,
  );
  return rows.flatMap((row) => {
    const city = cityOfKey(row.city_key);
    return city ? [{ category: row.skill, city }] : [];
  });
}
