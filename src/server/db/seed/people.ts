// Everyone in the seed, and the lookups the work sections use to pick customers and taskers.
import type { SeedHashes } from "./accounts";
import type { CategoryIndex } from "./categories";
import type { CategoryName, City } from "./content";
import { seedCustomers } from "./customers";
import { seedDemoPeople, type DemoPeople } from "./demo-people";
import { seedGeneratedTaskers } from "./generated-taskers";
import type { Person, SeedContext, Tasker } from "./model";

export interface Cast extends DemoPeople {
  /** Every tasker but the demo accounts. */
  generatedTaskers: Tasker[];
  customers: Person[];
  /** Customers who can own past work (not brand-new sign-ups). */
  establishedCustomers: Person[];
  customersIn(city: City): Person[];
  /** Generated taskers with the skill, those in `city` first, then the rest in a stable shuffled order. */
  taskersFor(category: CategoryName, city: City, exclude?: Tasker[]): Tasker[];
}

export function seedPeople(ctx: SeedContext, hashes: SeedHashes, categories: CategoryIndex): Cast {
  const demo = seedDemoPeople(ctx, hashes);
  const generatedTaskers = seedGeneratedTaskers(ctx, hashes.shared, categories);
  const customers = seedCustomers(ctx, hashes.shared);
  const establishedCustomers = customers.filter((c) => c.established);
  return {
    ...demo,
    generatedTaskers,
    customers,
    establishedCustomers,
    customersIn: (city) => establishedCustomers.filter((c) => c.city === city),
    taskersFor: (category, city, exclude = []) => {
      const able = generatedTaskers.filter((t) => t.skills.includes(category) && !exclude.includes(t));
      const local = able.filter((t) => t.city === city);
      const rest = ctx.rng.sample(
        able.filter((t) => t.city !== city),
        able.length,
      );
      return [...local, ...rest];
    },
  };
}
