// The seed's rows, and the people, tasks and bookings its sections hand to each other.
import type {
  bookings,
  conversations,
  messages,
  payments,
  reviews,
  serviceCategories,
  taskOffers,
  taskerProfiles,
  tasks,
  users,
} from "../schema";
import type { CategoryName, City, TaskTemplate } from "./content";
import type { Rng } from "./random";
import type { SeedClock } from "./time";

export interface SeedRows {
  users: (typeof users.$inferInsert)[];
  categories: (typeof serviceCategories.$inferInsert)[];
  taskerProfiles: (typeof taskerProfiles.$inferInsert)[];
  tasks: (typeof tasks.$inferInsert)[];
  offers: (typeof taskOffers.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
}

export const emptyRows = (): SeedRows => ({
  users: [],
  categories: [],
  taskerProfiles: [],
  tasks: [],
  offers: [],
  bookings: [],
  payments: [],
  reviews: [],
  conversations: [],
  messages: [],
});

/** What every section works with: the PRNG, the id source, the clock and the rows built so far. */
export interface SeedContext {
  rng: Rng;
  newId: () => string;
  clock: SeedClock;
  rows: SeedRows;
}

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  city: City;
  createdAt: Date;
  /** Can own tasks in the past (not a brand-new sign-up). */
  established: boolean;
}
export interface Tasker extends Person {
  profileId: string;
  skills: CategoryName[];
  rateCents: number;
}
export interface SeedTask {
  id: string;
  customer: Person;
  category: CategoryName;
  template: TaskTemplate;
  createdAt: Date;
}
export interface SeedOffer {
  id: string;
  tasker: Tasker;
  rateCents: number;
  hours: number;
}
export interface SeedBooking {
  id: string;
  task: SeedTask;
  tasker: Tasker;
  customer: Person;
  start: Date;
  end: Date;
  totalCents: number;
}

/** Money as numeric(10,2) text from integer cents (never float sums). */
export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
