// Every other tasker: one per name in TASKER_NAMES, spread over the cities and categories, with a
// bio built from the category's phrases (some with a business name, a third of them Mounting too).
import type { CategoryIndex } from "./categories";
import {
  AVAILABILITY_PRESETS,
  BIO_OPENERS,
  BIO_STYLES,
  BIO_TOOLS,
  BUSINESS_NAMES,
  CITIES,
  TASKER_NAMES,
  TRADES,
  type CategoryName,
  type City,
} from "./content";
import type { SeedContext, Tasker } from "./model";
import { addProfile, addUser, phoneIn, slug } from "./person-rows";

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function skillsFor({ rng }: SeedContext, primary: CategoryName, i: number): CategoryName[] {
  const skills: CategoryName[] = [primary, ...rng.sample(TRADES[primary].related, rng.int(0, 2))];
  if (i % 3 === 0 && !skills.includes("Mounting")) {
    if (skills.length >= 4) skills[3] = "Mounting";
    else skills.push("Mounting");
  }
  return skills;
}

function bioFor(
  { rng }: SeedContext,
  tasker: Tasker,
  i: number,
  years: number,
  businessCursor: Map<CategoryName, number>,
): string {
  const primary = tasker.skills[0];
  const city: City = tasker.city;
  const parts: string[] = [];
  if (i % 3 === 1 && !city.city.includes(" ")) {
    const trade = TRADES[primary].trade;
    parts.push(`${tasker.firstName} here, ${article(trade)} ${trade} from ${city.city} ${city.state}.`);
  }
  parts.push(rng.pick(BIO_OPENERS[primary]).replace("{years}", () => String(years)));
  parts.push(rng.pick(BIO_TOOLS.filter((t) => !t.for || t.for.includes(primary))).text);
  parts.push(rng.pick(BIO_STYLES));
  let bio = parts.join(" ");
  if (i % 3 === 2) {
    const names = BUSINESS_NAMES[primary];
    const n = businessCursor.get(primary) ?? 0;
    businessCursor.set(primary, n + 1);
    bio += ` Business: ${names[n % names.length]}`;
  }
  return bio;
}

export function seedGeneratedTaskers(ctx: SeedContext, sharedHash: string, categories: CategoryIndex): Tasker[] {
  const { rng, newId, clock } = ctx;
  const businessCursor = new Map<CategoryName, number>();
  return TASKER_NAMES.map(([firstName, lastName], i) => {
    const city = CITIES[i % CITIES.length];
    const primary = categories.order[(i + Math.floor(i / 10) * 3) % categories.order.length];
    const skills = skillsFor(ctx, primary, i);
    const factor = 0.75 + rng.next() * 0.8;
    const baseDollars = categories.baseRateCents.get(primary)! / 100;
    const rateDollars = Math.min(120, Math.max(25, Math.round(baseDollars * factor)));
    const rateCents = rateDollars * 100 + (rng.chance(0.2) ? 50 : 0);
    const years = rng.int(1, 18);
    const createdAt = clock.at(-rng.int(320, 700), rng.int(13, 23), rng.int(0, 59));
    const tasker: Tasker = {
      id: newId(),
      profileId: newId(),
      firstName,
      lastName,
      city,
      createdAt,
      established: true,
      skills,
      rateCents,
    };
    const bio = bioFor(ctx, tasker, i, years, businessCursor);
    addUser(ctx, tasker, {
      email: `${slug(firstName)}.${slug(lastName)}@example.com`,
      username: `${slug(firstName)}${slug(lastName)}`,
      userType: i % 12 === 5 ? "both" : "tasker",
      passwordHash: sharedHash,
      phone: rng.chance(0.8) ? phoneIn(ctx, city) : null,
    });
    addProfile(ctx, tasker, {
      bio,
      experience: `${years} year${years === 1 ? "" : "s"}`,
      availability: rng.pick(AVAILABILITY_PRESETS),
      isVerified: rng.chance(0.6),
    });
    return tasker;
  });
}
