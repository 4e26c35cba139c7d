// The demo customer's tasks (Casey Morgan, Austin): open tasks with offers (one from the demo
// tasker, one from the "both" account), a confirmed and a running booking, past work with reviews
// and a cancellation.
import type { Cast } from "./people";
import type { SeedClock } from "./time";
import { after, before, HOUR } from "./time";
import type { Work } from "./work";

export type DemoCustomerWork = ReturnType<typeof seedDemoCustomerWork>;

export function seedDemoCustomerWork(work: Work, cast: Cast, clock: SeedClock) {
  const { casey, taylor, jordan } = cast;
  const caseyTv = work.openTask({
    customer: casey,
    category: "Mounting",
    title: "Mount 65-inch TV above fireplace",
    days: 5,
    hour: 15,
    createdHoursAgo: 52,
  });
  work.addOffer(caseyTv, taylor, "pending", after(caseyTv.createdAt, 2 * HOUR), {
    rateCents: 6500,
    hours: 2,
    message:
      "Hi Casey! I mount TVs over fireplaces every week, including drywall over brick. I'll bring masonry anchors and can hide the cables in the wall.",
  });
  work.pendingOffers(caseyTv, cast.taskersFor("Mounting", casey.city).slice(0, 3), 4);

  const caseyWardrobe = work.openTask({
    customer: casey,
    category: "Furniture Assembly",
    title: "Assemble IKEA PAX wardrobe",
    days: 8,
    hour: 14,
    createdHoursAgo: 26,
  });
  const wardrobeOfferers = cast.taskersFor("Furniture Assembly", casey.city).slice(0, 3);
  work.pendingOffers(caseyWardrobe, wardrobeOfferers);

  const caseyClean = work.openTask({
    customer: casey,
    category: "Cleaning",
    title: "Deep clean 2-bedroom apartment",
    days: 12,
    hour: 15,
    createdHoursAgo: 8,
  });
  work.addOffer(caseyClean, jordan, "pending", after(caseyClean.createdAt, 2 * HOUR), {
    rateCents: 3800,
    hours: 5,
    message:
      "Hi Casey, I'd be glad to deep clean your apartment. I bring all supplies, and inside the fridge and oven are included.",
  });

  const caseyPaint = work.bookedTask({
    customer: casey,
    tasker: taylor,
    category: "Painting",
    title: "Patch and paint bedroom wall",
    taskStatus: "assigned",
    bookingStatus: "confirmed",
    start: clock.at(3, 15),
    declined: 1,
    offer: { rateCents: 6500, hours: 3 },
  });
  work.bookedTask({
    customer: casey,
    tasker: cast.taskersFor("Plumbing", casey.city)[0],
    category: "Plumbing",
    title: "Fix leaky kitchen faucet",
    taskStatus: "in_progress",
    bookingStatus: "in_progress",
    start: before(clock.hourNow, HOUR),
    offer: { hours: 2 },
  });
  const caseyGallery = work.bookedTask({
    customer: casey,
    tasker: taylor,
    category: "Mounting",
    title: "Hang a gallery wall",
    taskStatus: "completed",
    bookingStatus: "completed",
    start: clock.at(-20, 16),
    declined: 2,
    offer: { rateCents: 6000, hours: 2 },
  });
  work.addReview(
    caseyGallery.booking,
    5,
    "Taylor hung eleven frames on our staircase wall and every one is perfectly level. Quick, tidy and so friendly!",
  );
  const caseyMover = cast.taskersFor("Moving", casey.city)[0];
  const caseyCouch = work.bookedTask({
    customer: casey,
    tasker: caseyMover,
    category: "Moving",
    title: "Move couch up three flights",
    taskStatus: "completed",
    bookingStatus: "completed",
    start: clock.at(-45, 18),
    offer: { hours: 1 },
  });
  work.addReview(
    caseyCouch.booking,
    4,
    "Got the sectional up three flights without a scratch on the walls. Ran a little late but kept me posted.",
  );
  work.bookedTask({
    customer: casey,
    tasker: cast.taskersFor("Yard Work", casey.city)[0],
    category: "Yard Work",
    title: "Fall leaf cleanup",
    taskStatus: "cancelled",
    bookingStatus: "cancelled",
    start: clock.at(-10, 15),
  });
  return { caseyTv, caseyWardrobe, wardrobeHelper: wardrobeOfferers[0], caseyPaint, caseyCouch };
}
