// Live events refresh the screens the people they concern are looking at: the customer's task and
// its offers, the tasker's dashboard, both sides' bookings, the money screens, and nothing else.
import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { LiveEvent } from "@contract/events";
import { adminKeys } from "@/features/admin/api/keys";
import { extrasKeys } from "@/features/booking-extras/api/keys";
import { bookingKeys } from "@/features/bookings/api/keys";
import { messageKeys } from "@/features/messages/api/keys";
import { moneyKeys } from "@/features/money/api/keys";
import { paymentKeys } from "@/features/payments/api/keys";
import { placeKeys } from "@/features/places/api/keys";
import { taskerSideKeys } from "@/features/tasker-side/api/keys";
import { categoryKeys, taskerKeys } from "@/features/taskers/api/keys";
import { taskKeys } from "@/features/tasks/api/keys";
import { queryClient } from "@/lib/query-client";
import { liveEventKeys, refreshEverythingLive, refreshForLiveEvent, type LiveEventType } from "./live-events";

const T = "11111111-1111-4111-8111-111111111111";
const OTHER_T = "22222222-2222-4222-8222-222222222222";
const B = "33333333-3333-4333-8333-333333333333";
const OTHER_B = "44444444-4444-4444-8444-444444444444";
const PROFILE = "55555555-5555-4555-8555-555555555555";
const ids: Omit<LiveEvent, "type"> = {
  taskId: T,
  bookingId: B,
  offerId: "66666666-6666-4666-8666-666666666666",
  disputeId: "77777777-7777-4777-8777-777777777777",
  payoutId: "88888888-8888-4888-8888-888888888888",
};

/** What a customer and a tasker may have open or cached, by the features' own query keys. */
const screens = {
  // The customer
  myTasks: taskKeys.mine(),
  myOpenTasks: taskKeys.mine("open"),
  task: taskKeys.detail(T),
  taskOffers: taskKeys.offers(T),
  taskMatches: taskKeys.matches(T),
  otherTask: taskKeys.detail(OTHER_T),
  myBookings: bookingKeys.list("customer", "upcoming"),
  myPastBookings: bookingKeys.list("customer", "past"),
  booking: bookingKeys.detail(B),
  cancellation: bookingKeys.cancellation(B),
  extras: extrasKeys.detail(B),
  receipt: moneyKeys.receipt(B),
  otherBooking: bookingKeys.detail(OTHER_B),
  otherExtras: extrasKeys.detail(OTHER_B),
  otherReceipt: moneyKeys.receipt(OTHER_B),
  // The tasker
  dashboard: taskerSideKeys.dashboard(),
  activeTasks: taskerSideKeys.activeTasks(),
  findWork: taskKeys.open({}),
  findWorkFiltered: taskKeys.open({ category: "Cleaning" }),
  taskerBookings: bookingKeys.list("tasker", "upcoming"),
  earnings: moneyKeys.earnings(),
  payouts: moneyKeys.payouts(),
  ownProfile: taskerKeys.own(),
  schedule: taskerSideKeys.schedule(),
  calendarFeed: taskerSideKeys.calendarFeed(),
  serviceArea: placeKeys.serviceArea(),
  publicProfile: taskerKeys.detail(PROFILE),
  reviews: taskerKeys.reviews(PROFILE),
  freeTimes: bookingKeys.slots(PROFILE, 60),
  adminDisputes: extrasKeys.adminDisputes("escalated"),
  // What no live event is about
  unread: messageKeys.unreadCount(),
  recent: messageKeys.recent(),
  thread: messageKeys.thread("c1"),
  categories: categoryKeys.all,
  adminStats: adminKeys.stats(),
  adminTasks: adminKeys.filtered("tasks", { status: "open" }),
  paymentConfig: paymentKeys.config(),
  taskerSearch: taskerKeys.search({ q: "", category: "", location: "" }),
} satisfies Record<string, readonly unknown[]>;
type Screen = keyof typeof screens;
const names = Object.keys(screens) as Screen[];

function fillCache(): void {
  for (const key of Object.values(screens)) queryClient.setQueryData(key, { cached: true });
}

function refreshed(): Screen[] {
  return names.filter((name) => queryClient.getQueryState(screens[name])?.isInvalidated);
}

async function refreshedBy(event: LiveEvent): Promise<Screen[]> {
  queryClient.clear();
  fillCache();
  await refreshForLiveEvent(event);
  return refreshed();
}

const bookingScreens: Screen[] = [
  "booking",
  "extras",
  "myBookings",
  "myPastBookings",
  "taskerBookings",
  "dashboard",
  "activeTasks",
];
const taskScreens: Screen[] = ["task", "taskOffers", "taskMatches", "myTasks", "myOpenTasks"];
const findWork: Screen[] = ["findWork", "findWorkFiltered"];
const moneyScreens: Screen[] = ["receipt", "earnings"];

/** For each event type, the screens a person it concerns would look at to see the change. */
const expected: Record<LiveEventType, Screen[]> = {
  "task.posted": [...taskScreens, ...findWork],
  "task.reopened": [...taskScreens, ...findWork],
  "task.cancelled": [...taskScreens, ...findWork],
  "task.status-set": [...taskScreens, ...findWork],
  "task.edited": [...taskScreens, ...findWork],
  "task.alerted": findWork,
  "offer.made": [...taskScreens, ...findWork, "dashboard"],
  "offer.withdrawn": [...taskScreens, ...findWork, "dashboard"],
  "offer.accepted": [...taskScreens, ...findWork, "dashboard"],
  "offer.declined": [...taskScreens, ...findWork, "dashboard"],
  "invitation.sent": [...taskScreens, ...findWork, "dashboard"],
  "booking.created": [...bookingScreens, "cancellation", ...taskScreens, ...findWork, "freeTimes"],
  "booking.rescheduled": [...bookingScreens, "cancellation", ...taskScreens, "freeTimes"],
  "booking.started": [...bookingScreens, ...taskScreens],
  "booking.completed": [...bookingScreens, ...moneyScreens, ...taskScreens],
  "booking.cancelled": [...bookingScreens, ...moneyScreens, ...taskScreens, ...findWork, "freeTimes"],
  "payment.captured": [...bookingScreens, ...moneyScreens],
  "payment.refunded": [...bookingScreens, ...moneyScreens],
  "tip.given": [...bookingScreens, ...moneyScreens],
  "price-change.proposed": bookingScreens,
  "price-change.answered": [...bookingScreens, ...moneyScreens],
  "portfolio-consent.asked": bookingScreens,
  "portfolio-consent.granted": bookingScreens,
  "portfolio-consent.declined": bookingScreens,
  "dispute.opened": [...bookingScreens, "adminDisputes"],
  "dispute.answered": [...bookingScreens, "adminDisputes"],
  "dispute.settled": [...bookingScreens, ...moneyScreens, "adminDisputes"],
  "payout.sent": ["earnings", "payouts"],
  "payout.failed": ["earnings", "payouts"],
  "review.written": bookingScreens,
  "review.published": [...bookingScreens, "ownProfile", "publicProfile", "reviews"],
  "review.replied": [...bookingScreens, "ownProfile", "publicProfile", "reviews"],
  "tasker.changed": [
    "ownProfile",
    "dashboard",
    "schedule",
    "calendarFeed",
    "serviceArea",
    "publicProfile",
    "reviews",
    "freeTimes",
  ],
  "user.changed": ["ownProfile", "dashboard", "publicProfile"],
  "id-check.decided": ["ownProfile", "dashboard", "schedule", "calendarFeed", "publicProfile", "reviews", "earnings"],
  "badge.expiring": ["ownProfile", "dashboard", "schedule", "calendarFeed", "publicProfile", "reviews", "earnings"],
};

const neverByEvents: Screen[] = [
  "otherTask",
  "otherBooking",
  "otherExtras",
  "otherReceipt",
  "unread",
  "recent",
  "thread",
  "categories",
  "adminStats",
  "adminTasks",
  "paymentConfig",
  "taskerSearch",
];

afterEach(() => queryClient.clear());

describe("live events", () => {
  it.each(Object.keys(expected) as LiveEventType[])(
    "%s refreshes the screens that show what it touched",
    async (type) => {
      const screensRefreshed = await refreshedBy({ type, ...ids });
      expect(screensRefreshed).toEqual(expect.arrayContaining(expected[type]));
      for (const name of neverByEvents) expect(screensRefreshed, `${type} leaves ${name} alone`).not.toContain(name);
    },
  );

  it("each event leaves alone what it did not change", async () => {
    expect(await refreshedBy({ type: "booking.started", ...ids })).not.toContain("findWork");
    expect(await refreshedBy({ type: "payment.captured", ...ids })).not.toContain("task");
    expect(await refreshedBy({ type: "payout.sent", payoutId: ids.payoutId })).toEqual(["earnings", "payouts"]);
    expect(await refreshedBy({ type: "offer.made", taskId: T, offerId: ids.offerId })).not.toContain("booking");
  });

  it("an event without an id still refreshes the lists that show its kind", async () => {
    const screensRefreshed = await refreshedBy({ type: "booking.created" });
    expect(screensRefreshed).toEqual(expect.arrayContaining(["myBookings", "taskerBookings", "dashboard", "myTasks"]));
    expect(screensRefreshed).not.toContain("booking");
  });

  it("an event type this client does not know refreshes nothing", async () => {
    expect(await refreshedBy({ type: "something.new", ...ids })).toEqual([]);
    expect(await refreshedBy({ type: "toString" })).toEqual([]);
  });

  it("after a reconnect or a resync, every screen any event could touch is refreshed, and no other", async () => {
    const touched = new Set<Screen>();
    for (const type of Object.keys(liveEventKeys) as LiveEventType[])
      for (const name of await refreshedBy({ type, ...ids })) touched.add(name);
    queryClient.clear();
    fillCache();
    await refreshEverythingLive();
    const everything = refreshed();
    expect(everything).toEqual(expect.arrayContaining([...touched]));
    for (const name of ["unread", "recent", "thread", "categories", "adminStats", "paymentConfig"] as const)
      expect(everything).not.toContain(name);
  });

  it("refetches the open screens at once and leaves the others to refetch when next opened", async () => {
    const fetches = { open: 0, closed: 0 };
    const openScreen = { queryKey: taskKeys.offers(T), queryFn: async () => ++fetches.open };
    await queryClient.fetchQuery(openScreen);
    const unsubscribe = new QueryObserver(queryClient, openScreen).subscribe(() => undefined);
    await queryClient.fetchQuery({ queryKey: taskKeys.mine(), queryFn: async () => ++fetches.closed });
    expect(fetches).toEqual({ open: 1, closed: 1 });
    await refreshForLiveEvent({ type: "offer.made", taskId: T });
    unsubscribe();
    expect(fetches).toEqual({ open: 2, closed: 1 });
    expect(queryClient.getQueryState(taskKeys.mine())?.isInvalidated).toBe(true);
  });
});
