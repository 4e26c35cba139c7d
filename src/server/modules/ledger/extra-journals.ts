// The journals of money that moves after booking: a tip, an approved price adjustment, a refund
// decided in a dispute and the release of what the tasker keeps.
import type { Journal } from "./accounts";

interface Parties {
  bookingId: string;
  customerId: string;
  taskerId: string;
}

/** A tip, 100% to the tasker: held with the booking's share, or straight to available once that was released. */
export function tipJournal(p: Parties, amountCents: number, toAvailable: boolean): Journal {
  return {
    kind: "tip",
    bookingId: p.bookingId,
    memo: "Tip from the customer",
    lines: [
      { account: "customer_card", userId: p.customerId, amountCents: -amountCents },
      { account: toAvailable ? "tasker_available" : "tasker_held", userId: p.taskerId, amountCents },
    ],
  };
}

/** An approved adjustment: the tasker's part held for the tasker, the service fee (if any) to taskly. */
export function adjustmentJournal(p: Parties, amountCents: number, feeCents: number): Journal {
  return {
    kind: "adjustment",
    bookingId: p.bookingId,
    memo: "Price change approved by the customer",
    lines: [
      { account: "customer_card", userId: p.customerId, amountCents: -(amountCents + feeCents) },
      { account: "tasker_held", userId: p.taskerId, amountCents },
      { account: "platform_fees", userId: null, amountCents: feeCents },
    ],
  };
}

/** A refund back to the card: `fromTaskerCents` of the held share and `fromFeesCents` of taskly's fee. */
export function refundJournal(p: Parties, fromTaskerCents: number, fromFeesCents: number, memo: string): Journal {
  return {
    kind: "refund",
    bookingId: p.bookingId,
    memo,
    lines: [
      { account: "tasker_held", userId: p.taskerId, amountCents: -fromTaskerCents },
      { account: "platform_fees", userId: null, amountCents: -fromFeesCents },
      { account: "customer_card", userId: p.customerId, amountCents: fromTaskerCents + fromFeesCents },
    ],
  };
}

/** Moves the booking's held share to the tasker's available balance. */
export function releaseJournal(p: Pick<Parties, "bookingId" | "taskerId">, amountCents: number, memo: string): Journal {
  return {
    kind: "release",
    bookingId: p.bookingId,
    memo,
    lines: [
      { account: "tasker_held", userId: p.taskerId, amountCents: -amountCents },
      { account: "tasker_available", userId: p.taskerId, amountCents },
    ],
  };
}
