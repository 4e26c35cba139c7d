// Everyone else's work: open tasks with offers, upcoming and running bookings, cancellations, and
// 0-4 completed jobs per generated tasker over the past ten months.
import type { CategoryName } from "./content";
import type { Rng } from "./random";
import type { Cast } from "./people";
import { after, before, DAY, earliest, HOUR, type SeedClock } from "./time";
import type { Work } from "./work";

/** Category, days from today. */
const OPEN_PLAN: [CategoryName, number][] = [
  ["Mounting", 3],
  ["Cleaning", 7],
  ["Moving", 10],
  ["Yard Work", 6],
  ["Painting", 14],
  ["Delivery", 2],
  ["Furniture Assembly", 9],
  ["Home Repairs", 5],
  ["Mounting", 11],
  ["Electrical", 4],
  ["Plumbing", 8],
  ["Cleaning", 16],
];
/** Category, days from today, hour (UTC). */
const UPCOMING_PLAN: [CategoryName, number, number][] = [
  ["Moving", 1, 15],
  ["Cleaning", 4, 14],
  ["Painting", 5, 16],
  ["Yard Work", 7, 15],
  ["Mounting", 9, 17],
  ["Delivery", 2, 19],
];
/** Category, days from today. */
const CANCELLED_PLAN: [CategoryName, number][] = [
  ["Painting", -6],
  ["Delivery", 3],
  ["Home Repairs", -18],
];

function openTasks(work: Work, cast: Cast, rng: Rng): void {
  const austinCustomers = cast.customersIn(cast.taylor.city);
  OPEN_PLAN.forEach(([category, days], n) => {
    const customer =
      n === 0 ? austinCustomers[1 % austinCustomers.length] : cast.customers[(n * 7 + 2) % cast.customers.length];
    const task = work.openTask({ customer, category, days, hour: 14 + (n % 6), createdHoursAgo: rng.int(3, 90) });
    const count = [0, 1, 2, 3, 4][(n * 3) % 5];
    const offerers = cast.taskersFor(category, customer.city).slice(0, count);
    if (n === 0) offerers.unshift(cast.taylor); // the demo tasker's own pending offer on someone else's task
    work.pendingOffers(task, offerers);
  });
}

function upcomingAndRunning(work: Work, cast: Cast, clock: SeedClock): void {
  const customers = cast.establishedCustomers;
  UPCOMING_PLAN.forEach(([category, days, hour], n) => {
    const customer = customers[(n * 5 + 1) % customers.length];
    work.bookedTask({
      customer,
      tasker: cast.taskersFor(category, customer.city)[n % 2],
      category,
      taskStatus: "assigned",
      bookingStatus: "confirmed",
      start: clock.at(days, hour),
      declined: n % 3,
    });
  });
  const runningCustomer = customers[8];
  work.bookedTask({
    customer: runningCustomer,
    tasker: cast.taskersFor("Cleaning", runningCustomer.city)[0],
    category: "Cleaning",
    taskStatus: "in_progress",
    bookingStatus: "in_progress",
    start: before(clock.hourNow, 2 * HOUR),
    offer: { hours: 4 },
  });
}

function cancelledTasks(work: Work, cast: Cast, clock: SeedClock, rng: Rng): void {
  const customers = cast.establishedCustomers;
  CANCELLED_PLAN.forEach(([category, days], n) => {
    const customer = customers[(n * 4 + 6) % customers.length];
    const task = work.addTask({
      customer,
      category,
      status: "cancelled",
      scheduled: clock.at(days, 16),
      createdAt: earliest(clock.at(days - rng.int(3, 8), 14), before(clock.now, 2 * DAY)),
    });
    cast
      .taskersFor(category, customer.city)
      .slice(0, n)
      .forEach((t, k) => work.addOffer(task, t, "declined", after(task.createdAt, (k + 2) * HOUR)));
  });
}

function history(work: Work, cast: Cast, clock: SeedClock, rng: Rng): void {
  for (const tasker of cast.generatedTaskers) {
    const jobs = [0, 1, 1, 2, 2, 3, 3, 4][rng.int(0, 7)];
    for (let n = 0; n < jobs; n += 1) {
      const local = cast.customersIn(tasker.city);
      const customer = rng.pick(local.length > 0 ? local : cast.establishedCustomers);
      const category = rng.pick(tasker.skills);
      const { booking } = work.bookedTask({
        customer,
        tasker,
        category,
        taskStatus: "completed",
        bookingStatus: "completed",
        start: clock.at(-rng.int(3, 300), rng.int(14, 21)),
        declined: rng.chance(0.3) ? 1 : 0,
      });
      if (rng.chance(0.85)) work.addReview(booking, work.randomRating());
    }
  }
}

export function seedEveryoneElse(work: Work, cast: Cast, clock: SeedClock, rng: Rng): void {
  openTasks(work, cast, rng);
  upcomingAndRunning(work, cast, clock);
  cancelledTasks(work, cast, clock, rng);
  history(work, cast, clock, rng);
}
