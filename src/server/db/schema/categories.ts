// Service categories with their base rates.
import { numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";

export const serviceCategories = pgTable("service_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  icon: text("icon"),
  baseRate: numeric("base_rate", { precision: 10, scale: 2 }),
});
