// GET /api/admin/bookings/{id}/money: one booking's money for admins: the two parties, the amounts by
// journal kind and where the tasker's share is (as the tasker's earnings line shows them), the extras
// both sides see (saved card, tips, price changes, dispute) and every journal with its entries.
import { sql } from "drizzle-orm";
import type { AdminBookingMoney, JournalKind, LedgerAccount } from "../../../contract/finance";
import type { FundsStatus } from "../../../contract/earnings";
import { fromSignedCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { readBookingExtras } from "../booking-extras/read";
import { shareAmounts } from "../earnings/service";
import { bookingAmounts } from "../ledger/booking-amounts";
import { shareSplits, shareStatus } from "../ledger/share-splits";
import { receiptNumber } from "../receipts/service";

type HeadRow = {
  id: string;
  status: string;
  title: string;
  scheduled_date: Date;
  completed_at: Date | null;
  customer_id: string;
  customer_name: string;
  tasker_id: string;
  tasker_name: string;
  funds_status: FundsStatus | null;
  available_at: Date | null;
  released_at: Date | null;
};

type EntryRow = {
  id: string;
  kind: JournalKind;
  memo: string | null;
  created_at: Date;
  account: LedgerAccount;
  cents: number;
};

async function journalsOf(db: Db, bookingId: string): Promise<AdminBookingMoney["journals"]> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`select j.id::text, j.kind, j.memo, j.created_at, e.account, e.amount_cents::int as cents
    from ledger_journals j join ledger_entries e on e.journal_id = j.id
    where j.booking_id = ${bookingId}::uuid order by j.seq, e.account`,
  );
  const journals = new Map<string, AdminBookingMoney["journals"][number]>();
  for (const r of rows) {
    const journal = journals.get(r.id) ?? {
      id: r.id,
      kind: r.kind,
      memo: r.memo,
      createdAt: toIso(r.created_at),
      entries: [],
    };
    journal.entries.push({ account: r.account, amount: fromSignedCents(r.cents) });
    journals.set(r.id, journal);
  }
  return [...journals.values()];
}

export async function adminBookingMoney(db: Db, admin: UserRow, bookingId: string): Promise<AdminBookingMoney> {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  const [b] = await queryRows<HeadRow>(
    db,
    sql`select b.id::text, b.status, k.title, b.scheduled_date, b.completed_at,
      b.customer_id::text, c.first_name || ' ' || c.last_name as customer_name,
      b.tasker_id::text, t.first_name || ' ' || t.last_name as tasker_name,
      f.status as funds_status, f.available_at, f.released_at
    from bookings b join tasks k on k.id = b.task_id join users c on c.id = b.customer_id
      join users t on t.id = b.tasker_id left join booking_funds f on f.booking_id = b.id
    where b.id = ${bookingId}::uuid`,
  );
  if (!b) throw notFound("Booking not found");
  const split = (await shareSplits(db, b.tasker_id)).get(b.id);
  return {
    bookingId: b.id,
    receiptNumber: receiptNumber(b.id),
    taskTitle: b.title,
    bookingStatus: b.status,
    customer: { id: b.customer_id, name: b.customer_name },
    tasker: { id: b.tasker_id, name: b.tasker_name },
    scheduledDate: toIso(b.scheduled_date),
    completedAt: toIso(b.completed_at),
    amounts: shareAmounts((await bookingAmounts(db, [b.id])).get(b.id), split),
    fundsStatus: b.funds_status && shareStatus(b.funds_status, split),
    availableAt: toIso(b.available_at),
    releasedAt: toIso(b.released_at),
    extras: await readBookingExtras(db, admin, b.id),
    journals: await journalsOf(db, b.id),
  };
}
