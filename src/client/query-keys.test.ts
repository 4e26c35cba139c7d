// The query key factories of every feature: each key sits under its resource root, and
// invalidating a key or a root marks exactly the cached screens that show that resource.
import { afterEach, describe, expect, it } from "vitest";
import { adminKeys } from "@/features/admin/api/keys";
import { extrasKeys } from "@/features/booking-extras/api/keys";
import { bookingKeys } from "@/features/bookings/api/keys";
import { messageKeys } from "@/features/messages/api/keys";
import { moneyKeys } from "@/features/money/api/keys";
import { taskerSideKeys } from "@/features/tasker-side/api/keys";
import { categoryKeys, taskerKeys } from "@/features/taskers/api/keys";
import { taskKeys } from "@/features/tasks/api/keys";
import { queryClient } from "@/lib/query-client";
import { invalidateRoots, queryRoots, refreshMoney } from "@/lib/query-roots";

const filters = { q: "mount", category: "", location: "" };
const cached = {
  myTasks: taskKeys.mine(),
  myOpenTasks: taskKeys.mine("open"),
  openTasks: taskKeys.open({ category: "Cleaning" }),
  task: taskKeys.detail("t1"),
  taskOffers: taskKeys.offers("t1"),
  taskMatches: taskKeys.matches("t1"),
  activeTasks: taskerSideKeys.activeTasks(),
  taskerSearch: taskerKeys.search(filters),
  taskerList: taskerKeys.list({ limit: 3, sort: "rating" }),
  taskerProfile: taskerKeys.detail("p1"),
  taskerReviews: taskerKeys.reviews("p1"),
  ownProfile: taskerKeys.own(),
  dashboard: taskerSideKeys.dashboard(),
  calendarFeed: taskerSideKeys.calendarFeed(),
  bookings: bookingKeys.list("customer", "upcoming"),
  cancellation: bookingKeys.cancellation("b1"),
  extras: extrasKeys.detail("b1"),
  adminDisputes: extrasKeys.adminDisputes("escalated"),
  earnings: moneyKeys.earnings(),
  payouts: moneyKeys.payouts(),
  receipt: moneyKeys.receipt("b1"),
  adminFinance: moneyKeys.finance(),
  unread: messageKeys.unreadCount(),
  recent: messageKeys.recent(),
  conversations: messageKeys.conversations("u1"),
  thread: messageKeys.thread("c1"),
  otherThread: messageKeys.thread("c2"),
  adminStats: adminKeys.stats(),
  adminUsers: adminKeys.filtered("users", { q: "ann" }),
  adminTasks: adminKeys.filtered("tasks", { status: "open" }),
  categories: categoryKeys.all,
  categoryCities: categoryKeys.cities(),
} satisfies Record<string, readonly unknown[]>;
type Name = keyof typeof cached;

function fillCache(): void {
  for (const key of Object.values(cached)) queryClient.setQueryData(key, { cached: true });
}

function invalidated(): Name[] {
  return (Object.keys(cached) as Name[]).filter((name) => queryClient.getQueryState(cached[name])?.isInvalidated);
}

afterEach(() => queryClient.clear());

describe("query keys", () => {
  it("are all distinct and each starts with one resource root", () => {
    const roots = Object.values(queryRoots).map((root) => root[0]);
    const keys = Object.values(cached);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
    for (const key of keys) expect(roots).toContain(key[0]);
  });

  it("a booking change (bookings, tasks, taskers) leaves messages, money, admin and categories cached", async () => {
    fillCache();
    await invalidateRoots(queryRoots.bookings, queryRoots.tasks, queryRoots.taskers);
    const untouched: Name[] = [
      "earnings",
      "payouts",
      "receipt",
      "adminFinance",
      "unread",
      "recent",
      "conversations",
      "thread",
      "otherThread",
      "adminStats",
      "adminUsers",
      "adminTasks",
      "categories",
      "categoryCities",
    ];
    const all = Object.keys(cached) as Name[];
    expect(invalidated().sort()).toEqual(all.filter((name) => !untouched.includes(name)).sort());
  });

  it("money moving on a booking refreshes its extras, receipt, earnings, payouts and the admin figures", async () => {
    fillCache();
    await refreshMoney();
    const money: Name[] = ["extras", "adminDisputes", "earnings", "payouts", "receipt", "adminFinance"];
    expect(
      invalidated()
        .filter((name) => money.includes(name))
        .sort(),
    ).toEqual([...money].sort());
    expect(invalidated()).not.toContain("task");
    expect(invalidated()).not.toContain("thread");
  });

  it("my tasks covers both of the customer's task lists and nothing else", async () => {
    fillCache();
    await queryClient.invalidateQueries({ queryKey: taskKeys.mine() });
    expect(invalidated().sort()).toEqual(["myOpenTasks", "myTasks"]);
  });

  it("one task covers its offers and matches", async () => {
    fillCache();
    await queryClient.invalidateQueries({ queryKey: taskKeys.detail("t1") });
    expect(invalidated().sort()).toEqual(["task", "taskMatches", "taskOffers"]);
  });

  it("threads cover every open conversation but not the conversation list or the unread count", async () => {
    fillCache();
    await queryClient.invalidateQueries({ queryKey: messageKeys.threads() });
    expect(invalidated().sort()).toEqual(["otherThread", "thread"]);
  });

  it("an admin list covers that list under every filter, not the other lists or the stats", async () => {
    fillCache();
    queryClient.setQueryData(adminKeys.filtered("users", { q: "bob" }), { cached: true });
    await queryClient.invalidateQueries({ queryKey: adminKeys.list("users") });
    expect(invalidated()).toEqual(["adminUsers"]);
    expect(queryClient.getQueryState(adminKeys.filtered("users", { q: "bob" }))?.isInvalidated).toBe(true);
  });
});
