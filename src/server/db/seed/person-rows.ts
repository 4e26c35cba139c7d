// The user and tasker profile rows of a seeded person.
import type { AVAILABILITY_PRESETS, City } from "./content";
import { money, type Person, type SeedContext, type Tasker } from "./model";

/** A 555 number in the city's area code. */
export const phoneIn = ({ rng }: SeedContext, city: City) => `(${city.area}) 555-0${String(rng.int(100, 199))}`;

/** Lowercase letters only, for seeded emails and usernames. */
export const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

export function addUser(
  { rows }: SeedContext,
  person: Person,
  fields: { email: string; username: string; userType: string; passwordHash: string; phone?: string | null },
): void {
  rows.users.push({
    id: person.id,
    username: fields.username,
    email: fields.email,
    passwordHash: fields.passwordHash,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: fields.phone ?? null,
    userType: fields.userType,
    location: `${person.city.city}, ${person.city.state}`,
    createdAt: person.createdAt,
  });
}

export function addProfile(
  { rows }: SeedContext,
  tasker: Tasker,
  p: { bio: string; experience: string; availability: (typeof AVAILABILITY_PRESETS)[number]; isVerified: boolean },
): void {
  rows.taskerProfiles.push({
    id: tasker.profileId,
    userId: tasker.id,
    bio: p.bio,
    skills: tasker.skills,
    hourlyRate: money(tasker.rateCents),
    experience: p.experience,
    availability: { ...p.availability, days: [...p.availability.days] },
    isVerified: p.isVerified,
    createdAt: tasker.createdAt,
  });
}
