// Every other customer: one per name in CUSTOMER_NAMES, spread over the cities; the last few are
// brand-new sign-ups (for the admin dashboard) who own no past work.
import { CITIES, CUSTOMER_NAMES } from "./content";
import type { Person, SeedContext } from "./model";
import { addUser, phoneIn, slug } from "./person-rows";

const FIRST_NEW_SIGN_UP = 17;

export function seedCustomers(ctx: SeedContext, sharedHash: string): Person[] {
  const { rng, clock } = ctx;
  return CUSTOMER_NAMES.map(([firstName, lastName], i) => {
    const city = CITIES[i % CITIES.length];
    const recent = i >= FIRST_NEW_SIGN_UP;
    const person: Person = {
      id: ctx.newId(),
      firstName,
      lastName,
      city,
      established: !recent,
      createdAt: recent
        ? clock.at(-rng.int(1, 12), rng.int(13, 23), rng.int(0, 59))
        : clock.at(-rng.int(320, 700), rng.int(13, 23), rng.int(0, 59)),
    };
    addUser(ctx, person, {
      email: `${slug(firstName)}.${slug(lastName)}@example.com`,
      username: `${slug(firstName)}${slug(lastName)}`,
      userType: "customer",
      passwordHash: sharedHash,
      phone: rng.chance(0.7) ? phoneIn(ctx, city) : null,
    });
    return person;
  });
}
