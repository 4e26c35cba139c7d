// The work the sections seed: whole task lifecycles (task, offers, booking, payment), open tasks
// with pending offers, and the reviews to write once every booking exists.
import { bookingRows } from "./booking-rows";
import type { CategoryIndex } from "./categories";
import type { CategoryName } from "./content";
import type { Person, SeedBooking, SeedContext, SeedTask, Tasker } from "./model";
import type { Cast } from "./people";
import { taskRows, type OfferTerms } from "./task-rows";
import { after, before, DAY, earliest, HOUR, MINUTE } from "./time";

export interface ReviewDraft {
  booking: SeedBooking;
  rating: number;
  createdAt: Date;
  comment?: string;
}

export interface BookedTaskPlan {
  customer: Person;
  tasker: Tasker;
  category: CategoryName;
  title?: string;
  taskStatus: string;
  bookingStatus: string;
  start: Date;
  /** How many other taskers' offers were declined. */
  declined?: number;
  offer?: OfferTerms;
}
export interface OpenTaskPlan {
  customer: Person;
  category: CategoryName;
  title?: string;
  days: number;
  hour: number;
  createdHoursAgo: number;
}

export type Work = ReturnType<typeof createWork>;

export function createWork(ctx: SeedContext, categories: CategoryIndex, cast: Cast) {
  const { rng, clock } = ctx;
  const { templateFor, addTask, addOffer } = taskRows(ctx, categories);
  const { reserve, addBooking, completedCount } = bookingRows(ctx);
  const reviewDrafts: ReviewDraft[] = [];

  /** A whole task lifecycle: task, the accepted offer (plus declined ones), the booking and its payment. */
  const bookedTask = (o: BookedTaskPlan): { task: SeedTask; booking: SeedBooking } => {
    const template = templateFor(o.category, o.title);
    const hours = o.offer?.hours ?? template.hours;
    const active = o.bookingStatus === "confirmed" || o.bookingStatus === "in_progress";
    const start = active ? reserve(o.tasker, o.start, hours) : o.start;
    // Upcoming work was posted 4-9 days ago; past work 3-10 days before it took place.
    const createdAt =
      start > clock.now
        ? before(clock.hourNow, rng.int(4, 9) * DAY + rng.int(0, 8) * HOUR)
        : before(start, rng.int(3, 10) * DAY + rng.int(0, 8) * HOUR);
    const task = addTask({
      customer: o.customer,
      category: o.category,
      title: template.title,
      status: o.taskStatus,
      scheduled: start,
      createdAt,
      tasker: o.taskStatus === "cancelled" ? undefined : o.tasker,
    });
    const offerAt = after(createdAt, rng.int(1, 10) * HOUR);
    const offer = addOffer(task, o.tasker, "accepted", offerAt, { ...o.offer, hours });
    for (const other of cast.taskersFor(o.category, o.customer.city, [o.tasker]).slice(0, o.declined ?? 0)) {
      addOffer(task, other, "declined", after(offerAt, rng.int(1, 12) * HOUR));
    }
    const booking = addBooking(task, offer, o.bookingStatus, start, after(offerAt, rng.int(1, 6) * HOUR));
    return { task, booking };
  };

  const openTask = (o: OpenTaskPlan): SeedTask =>
    addTask({
      customer: o.customer,
      category: o.category,
      title: o.title,
      status: "open",
      scheduled: clock.at(o.days, o.hour),
      createdAt: before(clock.hourNow, o.createdHoursAgo * HOUR - rng.int(0, 50) * MINUTE),
    });

  const pendingOffers = (task: SeedTask, offerers: Tasker[], firstHoursAfter = 1) => {
    offerers.forEach((t, n) => {
      const createdAt = earliest(
        after(task.createdAt, (firstHoursAfter + n * rng.int(1, 5)) * HOUR),
        before(clock.now, (n + 1) * 7 * MINUTE),
      );
      addOffer(task, t, "pending", createdAt);
    });
  };

  const addReview = (booking: SeedBooking, rating: number, comment?: string) => {
    const createdAt = earliest(after(booking.end, rng.int(2, 60) * HOUR), before(clock.now, 30 * MINUTE));
    reviewDrafts.push({ booking, rating, createdAt, comment });
  };

  /** Mostly fives and fours, as on real marketplaces. */
  const randomRating = () => {
    const r = rng.next();
    return r < 0.58 ? 5 : r < 0.86 ? 4 : r < 0.95 ? 3 : r < 0.99 ? 2 : 1;
  };

  return {
    addTask,
    addOffer,
    bookedTask,
    openTask,
    pendingOffers,
    addReview,
    randomRating,
    reviewDrafts,
    completedCount,
  };
}
