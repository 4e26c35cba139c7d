// The reads behind the server-rendered public pages: the same services and the same response
// schemas as GET /api/categories[/cities], /api/auth/demo-status and /api/taskers[/{id}[/reviews]], so a
// page's embedded query data is exactly what the browser would have fetched.
import { asc } from "drizzle-orm";
import { z } from "zod";
import { categoryCitySchema, categorySchema } from "../../contract/categories";
import type { CountedPage } from "../../contract/pagination";
import type { PublicPageData } from "../../contract/public-pages";
import {
  taskerSearchSchema,
  type Review,
  type TaskerProfile,
  type TaskerSearch,
  type TaskerSearchPage,
} from "../../contract/taskers";
import type { Database } from "../db/connect";
import { serviceCategories } from "../db/schema";
import { HttpError } from "../lib/http-error";
import type { JsonPage } from "../lib/paged-reply";
import { demoAccountsExist } from "../modules/auth/demo";
import { offeredCities } from "../modules/categories/cities";
import { reviewPageJson, searchTaskersJson, taskerProfileJson } from "../modules/taskers/service";
import type { TaskerCaches } from "../modules/taskers/tasker-cache";

/** Values that went through JSON, as the browser would have them (dates as text). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function orNullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** A counted page as the browser's API layer holds it, from the bytes the API would send. */
function parsedPage<T>(page: JsonPage): CountedPage<T> {
  return { items: JSON.parse(page.items.toString()) as T[], nextCursor: page.nextCursor, total: page.total ?? 0 };
}

/** The reads share the API's caches of this instance (`caches`), so a page and an API call agree. */
export function publicPageData(database: Database, caches: TaskerCaches): PublicPageData {
  const searchPage = async (search: TaskerSearch): Promise<TaskerSearchPage> =>
    parsedPage(await searchTaskersJson(database, caches, search));
  return {
    async categories() {
      const rows = await database.db.select().from(serviceCategories).orderBy(asc(serviceCategories.name));
      return asJson(z.array(categorySchema).parse(rows));
    },
    async categoryCities() {
      return z.array(categoryCitySchema).parse(await offeredCities(database.db));
    },
    async demoStatus() {
      return { demoData: await demoAccountsExist(database.db) };
    },
    async taskerList(params) {
      return (await searchPage(taskerSearchSchema.parse(params))).items;
    },
    async taskerSearch(filters) {
      const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
      const search = taskerSearchSchema.safeParse(set);
      if (!search.success) return { items: [], nextCursor: null, total: 0 };
      return searchPage(search.data);
    },
    async taskerProfile(id) {
      const profile = await orNullWhenMissing(() => taskerProfileJson(database, caches, id));
      return profile && (JSON.parse(profile.toString()) as TaskerProfile);
    },
    async taskerReviews(id, limit) {
      return parsedPage<Review>(await reviewPageJson(database.db, caches, id, limit));
    },
  };
}
