// The measured scenarios, in order; /api/health first (the ratio's base).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { gazetteerFiles } from "../src/server/db/gazetteer";
import { migrationsFolder } from "../src/server/db/migrate";
import type { Fixtures } from "./fixtures";
import { withSession, type LoadRequest } from "./load";
import type { Target } from "./report";

export interface Scenario {
  name: string;
  next: (i: number) => LoadRequest;
  /** How many distinct requests `next` cycles through (the first ones are every variant the plan check explains). */
  variants: number;
  target?: Target;
}

const SEARCHES = [
  "q=mount&category=Mounting&location=austin",
  "q=clean&category=Cleaning&location=denver",
  "q=paint&category=Painting&location=seattle",
  "q=move&category=Moving&location=boston",
  "q=careful&category=Delivery&location=miami",
  "q=assembly&category=Furniture%20Assembly&location=chicago",
].map((q) => `/api/taskers?${q}`);

/** Search at a known place: taskers whose travel radius covers it, nearest first. */
const AREA_SEARCHES = [
  "category=Cleaning&location=Austin%2C%20TX&sort=distance",
  "category=Moving&location=denver&sort=distance",
  "location=Seattle%2C%20WA&sort=distance",
  "q=paint&category=Painting&location=dallas",
].map((q) => `/api/taskers?${q}`);

const FIND_WORK = [
  "",
  "?category=Cleaning",
  "?category=Moving&location=austin",
  "?category=Painting",
  "?location=denver",
].map((q) => `/api/tasks/open${q}`);

/** A location box as typed: prefixes short and long, a typo, a qualifier, ZIP codes, with and without
 *  a browser region (the caller's country first). */
const PLACE_SEARCHES: LoadRequest[] = [
  ["au", "en-US"],
  ["sa", ""],
  ["pflug", "en-US"],
  ["round ro", "en-US"],
  ["cambrige", "en-GB"],
  ["springfield", "en-US"],
  ["Springfield, IL", ""],
  ["78701", ""],
  ["787", "en-US"],
  ["brookl", "en-US"],
  ["san fr", "de-DE"],
  ["mnchen", "de-DE"],
].map(([q, language]) => ({
  path: `/api/places?q=${encodeURIComponent(q)}`,
  ...(language ? { headers: { "accept-language": language } } : {}),
}));

/** Texts a location box rarely sees twice, so each one is looked up (the answers are cached per text):
 *  the 3 to 9 first letters of the 20,000 biggest places, some with a typo, and ZIP codes. */
function unseenPlaceSearches(): LoadRequest[] {
  const lines = gunzipSync(readFileSync(gazetteerFiles(migrationsFolder()).places))
    .toString("utf8")
    .split("\n");
  const names = lines
    .slice(1)
    .map((line) => line.split("\t"))
    .filter((cells) => cells.length > 9)
    .sort((a, b) => Number(b[9]) - Number(a[9]))
    .slice(0, 20_000)
    .map((cells) => cells[2]);
  const texts = new Set<string>();
  names.forEach((name, i) => {
    for (let n = 3; n <= 9; n++) {
      const typed = name.slice(0, n);
      // Every fifth name is typed with its second letter left out.
      texts.add(i % 5 === 0 && typed.length > 4 ? typed[0] + typed.slice(2) : typed);
    }
    if (i % 3 === 0) texts.add(String(10_000 + ((i * 7919) % 89_999)));
  });
  return [...texts].map((q) => ({ path: `/api/places?q=${encodeURIComponent(q)}` }));
}

const ADMIN_SEARCHES = ["q=bench4242", "q=ann%20lee", "q=customer1234", "q=fay&userType=customer", "q=lopez"].map(
  (q) => `/api/admin/users?${q}`,
);

/** A tasker's free times for 14 days from tomorrow, for a 2-hour job (the booking calendar's request). */
function slotsPath(profileId: string): string {
  const from = new Date(Date.now() + 86_400_000);
  from.setUTCMinutes(0, 0, 0);
  const to = new Date(from.getTime() + 14 * 86_400_000);
  return `/api/taskers/${profileId}/slots?from=${from.toISOString()}&to=${to.toISOString()}&duration=2`;
}

const cycle =
  (paths: string[]) =>
  (i: number): LoadRequest => ({ path: paths[i % paths.length] });

const UNSEEN_PLACE_SEARCHES = unseenPlaceSearches();

/** `withPages`: the built client and page renderer are there, so the server-rendered pages are measured too. */
export function readScenarios(f: Fixtures, readP99: number, searchRatio: number, withPages: boolean): Scenario[] {
  const read = { p99: readP99 };
  const list: Scenario[] = [
    { name: "GET /api/health", next: cycle(["/api/health"]), variants: 1 },
    {
      name: "tasker search (q, category, location)",
      next: cycle(SEARCHES),
      variants: SEARCHES.length,
      target: { ...read, ratio: searchRatio },
    },
    {
      name: "tasker search by area, nearest first",
      next: cycle(AREA_SEARCHES),
      variants: AREA_SEARCHES.length,
      target: read,
    },
    {
      name: "place search (location box as typed)",
      next: (i) => PLACE_SEARCHES[i % PLACE_SEARCHES.length],
      variants: PLACE_SEARCHES.length,
      target: read,
    },
    {
      name: "place search (texts not asked before)",
      next: (i) => UNSEEN_PLACE_SEARCHES[i % UNSEEN_PLACE_SEARCHES.length],
      variants: 12,
      target: read,
    },
    {
      name: "tasker profile",
      next: cycle(f.profileIds.map((id) => `/api/taskers/${id}`)),
      variants: 1,
      target: read,
    },
    {
      name: "reviews page of the busiest tasker",
      next: cycle([`/api/taskers/${f.busyProfileId}/reviews?limit=10`]),
      variants: 1,
      target: read,
    },
    {
      name: "conversation list (busiest customer)",
      next: withSession([`/api/users/${f.busyCustomer.id}/conversations`], [f.busyCustomer.token]),
      variants: 1,
      target: read,
    },
    {
      name: "conversation messages page",
      next: withSession(
        f.busyCustomer.conversationIds.map((id) => `/api/conversations/${id}/messages?limit=50`),
        [f.busyCustomer.token],
      ),
      variants: 1,
      target: read,
    },
    {
      name: "notification list and unread count",
      next: withSession(["/api/notifications?limit=20", "/api/notifications/unread-count"], f.notificationTokens),
      variants: 2,
      target: read,
    },
    {
      name: "slots of one tasker for 14 days",
      next: (i) => ({ path: slotsPath(i % 4 === 0 ? f.busyProfileId : f.profileIds[i % f.profileIds.length]) }),
      variants: 2,
      target: read,
    },
    {
      name: "Find Work task search (tasker)",
      next: withSession(FIND_WORK, f.taskerTokens),
      variants: FIND_WORK.length,
      target: read,
    },
    {
      name: "Get Matched (customer's open task)",
      next: withSession([`/api/tasks/${f.busyCustomer.openTaskId}/matches`], [f.busyCustomer.token]),
      variants: 1,
      target: read,
    },
    {
      name: "admin user search",
      next: withSession(ADMIN_SEARCHES, [f.adminToken]),
      variants: ADMIN_SEARCHES.length,
      target: read,
    },
  ];
  if (withPages)
    list.push(
      { name: "static index page /", next: cycle(["/"]), variants: 1, target: read },
      {
        name: "tasker profile page with a 30-photo portfolio (server-rendered)",
        next: cycle([`/taskers/${f.portfolioProfileId}`]),
        variants: 1,
        target: read,
      },
    );
  return list;
}
