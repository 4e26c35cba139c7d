// The first part of every query key: one root per server resource. Each feature's key factory
// (features/<name>/api/keys.ts) builds its keys under a root, so invalidating a root refreshes every
// screen that shows that resource, whichever feature reads it.
import { queryClient } from "./query-client";

export const queryRoots = {
  admin: ["admin"],
  blocks: ["blocks"],
  bookings: ["bookings"],
  categories: ["categories"],
  messages: ["messages"],
  places: ["places"],
  money: ["money"],
  notifications: ["notifications"],
  payments: ["payments"],
  taskers: ["taskers"],
  tasks: ["tasks"],
} as const;

/** Refetches every query under these roots: after a change on the server that touches those resources. */
export async function invalidateRoots(...roots: (readonly string[])[]): Promise<void> {
  await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After money moved on a booking (completion, cancellation, release, tip, price change, dispute,
 * payout): every screen that shows a booking, its extras, a receipt, a balance or the admin figures.
 */
export const refreshMoney = (): Promise<void> => invalidateRoots(queryRoots.bookings, queryRoots.money);
