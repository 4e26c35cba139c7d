// The four demo accounts; the demo tasker (Taylor Brooks) and the "both" account (Jordan Lee) get
// tasker profiles.
import { DEMO_ACCOUNTS, type DemoRole, type SeedHashes } from "./accounts";
import { AVAILABILITY_PRESETS, CITIES, type City } from "./content";
import type { Person, SeedContext, Tasker } from "./model";
import { addProfile, addUser, phoneIn } from "./person-rows";

export interface DemoPeople {
  admin: Person;
  casey: Person;
  taylor: Tasker;
  jordan: Tasker;
}

const cityNamed = (name: string) => CITIES.find((c) => c.city === name)!;

function demoPerson(ctx: SeedContext, hashes: SeedHashes, role: DemoRole, city: City, daysAgo: number): Person {
  const a = DEMO_ACCOUNTS[role];
  const person: Person = {
    id: ctx.newId(),
    firstName: a.firstName,
    lastName: a.lastName,
    city,
    createdAt: ctx.clock.at(-daysAgo, 15),
    established: true,
  };
  addUser(ctx, person, {
    email: a.email,
    username: a.username,
    userType: a.userType,
    passwordHash: hashes.demo[role],
    phone: role === "admin" ? null : phoneIn(ctx, city),
  });
  return person;
}

export function seedDemoPeople(ctx: SeedContext, hashes: SeedHashes): DemoPeople {
  const admin = demoPerson(ctx, hashes, "admin", cityNamed("Austin"), 720);
  const casey = demoPerson(ctx, hashes, "customer", cityNamed("Austin"), 400);
  const taylorPerson = demoPerson(ctx, hashes, "tasker", cityNamed("Austin"), 640);
  const jordanPerson = demoPerson(ctx, hashes, "both", cityNamed("Brooklyn"), 380);

  const taylor: Tasker = {
    ...taylorPerson,
    profileId: ctx.newId(),
    skills: ["Mounting", "Furniture Assembly", "Home Repairs", "Painting"],
    rateCents: 6500,
  };
  addProfile(ctx, taylor, {
    bio:
      "Taylor here, a handyman from Austin TX who loves the satisfying jobs: TVs mounted perfectly level, shelves that hold real weight " +
      "and furniture built to last. I've been doing this full time for 9 years. I bring my own drill, stud finder, levels and hardware, " +
      "send a photo when the job is done and always clean up before I leave. Business: Brooks Home Services",
    experience: "9 years",
    availability: {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      hours: "8am - 6pm",
      weekdays: true,
      weekends: true,
    },
    isVerified: true,
  });
  const jordan: Tasker = {
    ...jordanPerson,
    profileId: ctx.newId(),
    skills: ["Cleaning", "Yard Work", "Painting"],
    rateCents: 3800,
  };
  addProfile(ctx, jordan, {
    bio:
      "I split my week between my own small jobs and helping neighbors: deep cleans, garden beds and fresh coats of paint. " +
      "Four years of weekend work so far. I'm friendly with pets and kids, and I always wear shoe covers indoors.",
    experience: "4 years",
    availability: AVAILABILITY_PRESETS[1],
    isVerified: false,
  });
  return { admin, casey, taylor, jordan };
}
