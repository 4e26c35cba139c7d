// What each live event (the server's word that something a signed-in person sees has changed,
// heard over the WebSocket) refreshes: exactly the cached screens that show what it touched, by the
// features' own query keys. Invalidating refetches the screens open now; the rest refetch when they
// are next opened. Nothing here polls. It imports the keys files themselves, not the features'
// indexes: this module loads in every signed-in tab, and an index brings its feature's screens.
import type { QueryKey } from "@tanstack/react-query";
import type { LiveEvent, LiveEventType } from "@contract/events";

export type { LiveEventType };
import { extrasKeys } from "@/features/booking-extras/api/keys";
import { bookingKeys } from "@/features/bookings/api/keys";
import { moneyKeys } from "@/features/money/api/keys";
import { placeKeys } from "@/features/places/api/keys";
import { taskerSideKeys } from "@/features/tasker-side/api/keys";
import { taskerKeys } from "@/features/taskers/api/keys";
import { taskKeys } from "@/features/tasks/api/keys";
import { queryClient } from "@/lib/query-client";

type Keys = (event: LiveEvent) => QueryKey[];

const when = (id: string | undefined, keys: (id: string) => QueryKey[]): QueryKey[] => (id ? keys(id) : []);

/** One task (with its offers and matches) and My Tasks. */
const task: Keys = (e) => [...when(e.taskId, (id) => [taskKeys.detail(id)]), taskKeys.mine()];
/** Find Work: which tasks are open, their offer counts, the tasker's own offer. */
const findWork: Keys = () => [taskKeys.openLists()];
/** The tasker's dashboard (offers, invitations, upcoming bookings, earnings) and active tasks. */
const work: Keys = () => [taskerSideKeys.dashboard(), taskerSideKeys.activeTasks()];
/** One booking (with its extras and dispute), My Bookings and the tasker's work. */
const booking: Keys = (e) => [
  ...when(e.bookingId, (id) => [bookingKeys.detail(id), extrasKeys.detail(id)]),
  bookingKeys.lists(),
  ...work(e),
];
/** A booking's money: its receipt and the tasker's earnings (the dashboard's chart is in `booking`). */
/**
 * The terms of cancelling a booking now, when they change and the booking can still be cancelled
 * (after a cancellation or completion there are none: asking again would be refused).
 */
const cancelTerms: Keys = (e) => when(e.bookingId, (id) => [bookingKeys.cancellation(id)]);
const money: Keys = (e) => [...when(e.bookingId, (id) => [moneyKeys.receipt(id)]), moneyKeys.earnings()];
const payouts: Keys = () => [moneyKeys.earnings(), moneyKeys.payouts()];
const disputes: Keys = (e) => [...booking(e), extrasKeys.adminDisputeLists()];
/** The tasker's free times, as the hire panel and booking flow offer them. */
const slots: Keys = () => [bookingKeys.allSlots()];
/** The tasker's own screens (profile, dashboard, hours, calendar), area and public profile. */
const tasker: Keys = () => [taskerKeys.own(), placeKeys.serviceArea(), taskerKeys.profiles()];

/** The tasker's ID verification and badges (own settings, public profile) and what they hold (payouts). */
const identity: Keys = () => [taskerKeys.own(), taskerKeys.profiles(), moneyKeys.earnings()];

function join(...parts: Keys[]): Keys {
  return (e) => parts.flatMap((part) => part(e));
}

export const liveEventKeys: Record<LiveEventType, Keys> = {
  "task.posted": join(task, findWork),
  "task.reopened": join(task, findWork),
  "task.cancelled": join(task, findWork),
  "task.status-set": join(task, findWork),
  "task.edited": join(task, findWork),
  // A tasker's alert told them of a new task: their Find Work shows it.
  "task.alerted": findWork,
  "offer.made": join(task, findWork, work),
  "offer.withdrawn": join(task, findWork, work),
  "offer.accepted": join(task, findWork, work),
  "offer.declined": join(task, findWork, work),
  "invitation.sent": join(task, findWork, work),
  "booking.created": join(booking, cancelTerms, task, findWork, slots),
  "booking.rescheduled": join(booking, cancelTerms, task, slots),
  "booking.started": join(booking, task),
  "booking.completed": join(booking, task, money),
  "booking.cancelled": join(booking, task, findWork, money, slots),
  "payment.captured": join(booking, money),
  "payment.refunded": join(booking, money),
  "tip.given": join(booking, money),
  "price-change.proposed": booking,
  "price-change.answered": join(booking, money),
  // Every booking read carries its portfolio consent.
  "portfolio-consent.asked": booking,
  "portfolio-consent.granted": booking,
  "portfolio-consent.declined": booking,
  "dispute.opened": disputes,
  "dispute.answered": disputes,
  "dispute.settled": join(disputes, money),
  "payout.sent": payouts,
  "payout.failed": payouts,
  "review.written": booking,
  "review.published": join(booking, tasker),
  "review.replied": join(booking, tasker),
  "tasker.changed": join(tasker, slots),
  // The account itself is the session (useAuth().refresh), which the socket's owner re-reads.
  "user.changed": tasker,
  "id-check.decided": identity,
  "badge.expiring": identity,
};

/** The queries an event touches; none for a type this client does not know. */
export function queriesOf(event: LiveEvent): QueryKey[] {
  const keys = Object.hasOwn(liveEventKeys, event.type) ? liveEventKeys[event.type as LiveEventType] : undefined;
  return keys ? keys(event) : [];
}

export async function refreshForLiveEvent(event: LiveEvent): Promise<void> {
  await Promise.all(queriesOf(event).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Everything a live event could touch: after a reconnect or a resync, when events may have been missed. */
export const everythingLive: QueryKey[] = [
  taskKeys.all,
  bookingKeys.all,
  taskerKeys.all,
  moneyKeys.all,
  placeKeys.serviceArea(),
];

export async function refreshEverythingLive(): Promise<void> {
  await Promise.all(everythingLive.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
