// The demo tasker's other work (Taylor Brooks, Austin): four reviewed jobs for other customers, a
// confirmed booking and one running now.
import type { CategoryName } from "./content";
import type { Cast } from "./people";
import { before, HOUR, type SeedClock } from "./time";
import type { Work } from "./work";

/** Title, category, days from today, the customer's rating. */
const HISTORY: [string, CategoryName, number, number][] = [
  ["Hang heavy mirror and curtain rods", "Mounting", -9, 5],
  ["Assemble standing desk", "Furniture Assembly", -33, 5],
  ["Install floating shelves", "Mounting", -61, 4],
  ["Fix sticking front door", "Home Repairs", -95, 5],
];

export type DemoTaskerWork = ReturnType<typeof seedDemoTaskerWork>;

export function seedDemoTaskerWork(work: Work, cast: Cast, clock: SeedClock) {
  const { taylor, establishedCustomers } = cast;
  const austinCustomers = cast.customersIn(taylor.city);
  const taylorDone = HISTORY.map(([title, category, days, rating], n) => {
    const customer =
      n < 2 ? austinCustomers[n % austinCustomers.length] : establishedCustomers[(n * 5) % establishedCustomers.length];
    const done = work.bookedTask({
      customer,
      tasker: taylor,
      category,
      title,
      taskStatus: "completed",
      bookingStatus: "completed",
      start: clock.at(days, 15 + n),
    });
    work.addReview(done.booking, rating);
    return done;
  });
  const taylorSoundbar = work.bookedTask({
    customer: austinCustomers[1 % austinCustomers.length],
    tasker: taylor,
    category: "Mounting",
    title: "Mount soundbar and TV",
    taskStatus: "assigned",
    bookingStatus: "confirmed",
    start: clock.at(6, 14),
    declined: 1,
    offer: { rateCents: 6500, hours: 2 },
  });
  const taylorShelves = work.bookedTask({
    customer: austinCustomers[0],
    tasker: taylor,
    category: "Mounting",
    title: "Install floating shelves",
    taskStatus: "in_progress",
    bookingStatus: "in_progress",
    start: before(clock.hourNow, HOUR),
    offer: { rateCents: 6500, hours: 3 },
  });
  return { taylorMirror: taylorDone[0], taylorSoundbar, taylorShelves };
}
