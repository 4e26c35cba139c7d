// The journals of a booking's card payment: authorization at booking, capture at completion
// (the tasker's share held, the service fee to taskly), and the cancellation split (a late fee
// captured for the tasker, the rest of the authorization released back to the card).
import type { Journal } from "./accounts";

interface Parties {
  bookingId: string;
  customerId: string;
  taskerId: string;
}

export function authorizationJournal(p: Parties, amountCents: number): Journal {
  return {
    kind: "authorization",
    bookingId: p.bookingId,
    memo: "Card authorized for the booking total",
    lines: [
      { account: "customer_card", userId: p.customerId, amountCents: -amountCents },
      { account: "customer_authorized", userId: p.customerId, amountCents },
    ],
  };
}

/** Takes `capturedCents` of the authorization: `feeCents` to taskly, the rest held for the tasker. */
export function captureJournal(p: Parties, capturedCents: number, feeCents: number, memo: string): Journal {
  return {
    kind: "capture",
    bookingId: p.bookingId,
    memo,
    lines: [
      { account: "customer_authorized", userId: p.customerId, amountCents: -capturedCents },
      { account: "tasker_held", userId: p.taskerId, amountCents: capturedCents - feeCents },
      { account: "platform_fees", userId: null, amountCents: feeCents },
    ],
  };
}

/** Gives the uncaptured rest of an authorization back to the card. */
export function voidJournal(p: Parties, releasedCents: number, memo: string): Journal {
  return {
    kind: "void",
    bookingId: p.bookingId,
    memo,
    lines: [
      { account: "customer_authorized", userId: p.customerId, amountCents: -releasedCents },
      { account: "customer_card", userId: p.customerId, amountCents: releasedCents },
    ],
  };
}
