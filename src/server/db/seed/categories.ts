// The service categories, and what the other sections look up about them.
import { CATEGORIES, type CategoryName } from "./content";
import type { SeedContext } from "./model";

export interface CategoryIndex {
  /** The category names in their listed order. */
  order: CategoryName[];
  idOf: Map<CategoryName, string>;
  baseRateCents: Map<CategoryName, number>;
}

export function seedCategories({ rows, newId }: SeedContext): CategoryIndex {
  for (const c of CATEGORIES) {
    rows.categories.push({ id: newId(), name: c.name, description: c.description, icon: c.icon, baseRate: c.baseRate });
  }
  return {
    order: CATEGORIES.map((c) => c.name as CategoryName),
    idOf: new Map(rows.categories.map((c) => [c.name as CategoryName, c.id!])),
    baseRateCents: new Map(CATEGORIES.map((c) => [c.name as CategoryName, Math.round(Number(c.baseRate) * 100)])),
  };
}
