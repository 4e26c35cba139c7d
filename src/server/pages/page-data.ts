// The reads behind the server-rendered public pages: the same services and the same response
// schemas as GET /api/categories[/cities], /api/auth/demo-status and /api/taskers[/{id}[/reviews]], so a
// page's embedded query data is exactly what the browser would have fetched.
import { asc } from "drizzle-orm";
import { z } from "zod";
import { categoryCitySchema, categorySchema } from "../../contract/categories";
import type { PublicPageData } from "../../contract/public-pages";
import { reviewSchema, taskerProfileSchema, taskerSearchCardSchema, taskerSearchSchema } from "../../contract/taskers";
import type { Database } from "../db/connect";
import { serviceCategories } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { demoAccountsExist } from "../modules/auth/demo";
import { offeredCities } from "../modules/categories/cities";
import { getTaskerProfile, listReviews, searchTaskers } from "../modules/taskers/service";
import { createTaskerCaches } from "../modules/taskers/tasker-cache";

const searchCards = z.array(taskerSearchCardSchema);
const reviews = z.array(reviewSchema);

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

export function publicPageData(database: Database): PublicPageData {
  // Search totals uncached here: the API's cache belongs to its routes (and pages are few).
  const caches = createTaskerCaches(database, 0);
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
      const page = await searchTaskers(database, caches, taskerSearchSchema.parse(params));
      return asJson(searchCards.parse(page.items));
    },
    async taskerSearch(filters) {
      const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
      const search = taskerSearchSchema.safeParse(set);
      if (!search.success) return { items: [], nextCursor: null, total: 0 };
      const page = await searchTaskers(database, caches, search.data);
      return asJson({ ...page, items: searchCards.parse(page.items) });
    },
    async taskerProfile(id) {
      const profile = await orNullWhenMissing(() => getTaskerProfile(database, id));
      return profile && asJson(taskerProfileSchema.parse(profile));
    },
    async taskerReviews(id, limit) {
      const page = await listReviews(database.db, id, limit);
      return asJson({ ...page, items: reviews.parse(page.items) });
    },
  };
}
