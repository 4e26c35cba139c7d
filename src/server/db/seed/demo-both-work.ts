// The "both" demo account (Jordan Lee, Brooklyn), a customer and a tasker: an open task with two
// offers (one from the demo tasker), a reviewed job as a customer, two reviewed jobs and a
// confirmed booking as a tasker.
import type { CategoryName } from "./content";
import type { Cast } from "./people";
import { after, HOUR, type SeedClock } from "./time";
import type { Work } from "./work";

/** Jordan's past jobs as a tasker: category, days from today. */
const JOBS: [CategoryName, number][] = [
  ["Cleaning", -27],
  ["Yard Work", -70],
];

export type DemoBothWork = ReturnType<typeof seedDemoBothWork>;

export function seedDemoBothWork(work: Work, cast: Cast, clock: SeedClock) {
  const { jordan, taylor } = cast;
  const jordanDesk = work.openTask({
    customer: jordan,
    category: "Furniture Assembly",
    title: "Assemble standing desk",
    days: 4,
    hour: 16,
    createdHoursAgo: 30,
  });
  const deskHelper = cast.taskersFor("Furniture Assembly", jordan.city)[0];
  work.pendingOffers(jordanDesk, [deskHelper]);
  work.addOffer(jordanDesk, taylor, "pending", after(jordanDesk.createdAt, 5 * HOUR), {
    rateCents: 6500,
    hours: 1,
    message: "Hi Jordan! Standing desks are quick for me, about an hour including the cable tray. Happy to help.",
  });
  const jordanDoorbell = work.bookedTask({
    customer: jordan,
    tasker: cast.taskersFor("Electrical", jordan.city)[0],
    category: "Electrical",
    title: "Install doorbell camera",
    taskStatus: "completed",
    bookingStatus: "completed",
    start: clock.at(-15, 17),
  });
  work.addReview(
    jordanDoorbell.booking,
    5,
    "Swapped the transformer and had the doorbell camera working in under an hour. Great work.",
  );
  const brooklynCustomers = cast.customersIn(jordan.city);
  JOBS.forEach(([category, days], n) => {
    const done = work.bookedTask({
      customer: brooklynCustomers[n % brooklynCustomers.length],
      tasker: jordan,
      category,
      taskStatus: "completed",
      bookingStatus: "completed",
      start: clock.at(days, 15),
      offer: { rateCents: 3800 },
    });
    work.addReview(done.booking, n === 0 ? 5 : 4);
  });
  const jordanUpcoming = work.bookedTask({
    customer: brooklynCustomers[0],
    tasker: jordan,
    category: "Cleaning",
    title: "Move-out cleaning",
    taskStatus: "assigned",
    bookingStatus: "confirmed",
    start: clock.at(2, 15),
    offer: { rateCents: 3800, hours: 4 },
  });
  return { jordanDesk, deskHelper, jordanUpcoming };
}
