// What must hold in the database whatever requests came before: every booking has its payment,
// money sums agree, ratings agree with their reviews, nothing points at what is gone. Each
// invariant is one SQL query that returns the offending rows (none when it holds), so any test can
// check them after it has thrown requests at the app: `expect(await invariantViolations(db)).toEqual([])`.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect";
import { queryRows, type Row } from "../db/query";

export const INVARIANTS: Record<string, SQL> = {
  "every booking has exactly one payment": sql`
    select b.id from bookings b left join payments p on p.booking_id = b.id
    group by b.id having count(p.id) <> 1`,
  "a booking's total is its subtotal plus the service fee, the subtotal its rate times hours": sql`
    select id, subtotal, service_fee, total_amount from bookings
    where subtotal + service_fee <> total_amount or subtotal <> hourly_rate * duration
      or total_amount <= 0`,
  "a payment is for the booking's total": sql`
    select b.id, b.total_amount, p.amount
    from bookings b join payments p on p.booking_id = b.id
    where p.amount <> b.total_amount`,
  "a payment never captures and refunds more than its amount": sql`
    select booking_id, amount, captured_amount, refunded_amount from payments
    where captured_amount < 0 or refunded_amount < 0 or captured_amount + refunded_amount > amount`,
  "money follows the booking: authorized until done, captured when completed, split when cancelled": sql`
    select b.id, b.status, p.status as payment, p.captured_amount, p.refunded_amount
    from bookings b join payments p on p.booking_id = b.id
    where (b.status in ('confirmed', 'in_progress')
           and (p.status <> 'authorized' or p.captured_amount <> 0 or p.refunded_amount <> 0))
       or (b.status = 'completed'
           and (p.status <> 'captured' or p.captured_amount <> p.amount or p.refunded_amount <> 0))
       or (b.status = 'cancelled' and (p.captured_amount + p.refunded_amount <> p.amount
           or p.captured_amount <> coalesce(b.cancellation_fee, 0)
           or p.refunded_amount <> coalesce(b.refund_amount, 0)))`,
  "a task has at most one booking that is not cancelled": sql`
    select task_id, count(*) from bookings where status <> 'cancelled' group by task_id having count(*) > 1`,
  "an accepted offer has its live booking": sql`
    select o.id from task_offers o where o.status = 'accepted'
    and not exists (select 1 from bookings b where b.offer_id = o.id and b.status <> 'cancelled')`,
  "a tasker's rating and review count agree with the customers' reviews that count (published, not held, hidden or withdrawn)": sql`
    select tp.id, tp.rating, tp.total_reviews, r.n, r.avg from tasker_profiles tp
    left join lateral (
      select count(*)::int as n, round(avg(rating)::numeric, 2) as avg from reviews
      where tasker_id = tp.id and direction = 'customer_to_tasker' and published_at is not null
        and held_at is null and hidden_at is null and withdrawn_at is null
    ) r on true
    where tp.total_reviews <> r.n or tp.rating <> coalesce(r.avg, 0)`,
  "a customer's rating and review count agree with the taskers' reviews that count": sql`
    select u.id from users u
    left join lateral (
      select count(*)::int as n, round(avg(rating)::numeric, 2) as avg from reviews
      where reviewee_id = u.id and direction = 'tasker_to_customer' and published_at is not null
        and held_at is null and hidden_at is null and withdrawn_at is null
    ) r on true
    where u.customer_review_count <> r.n or u.customer_rating <> coalesce(r.avg, 0)`,
  "the search read model shows each tasker's review count": sql`
    select e.tasker_id, e.total_reviews, tp.total_reviews as profile from tasker_search_entries e
    join tasker_profiles tp on tp.id = e.tasker_id where e.total_reviews <> tp.total_reviews`,
  "a review is by one person of a completed booking, about the other, once each way": sql`
    select r.id from reviews r left join bookings b on b.id = r.booking_id
    left join tasker_profiles tp on tp.id = r.tasker_id
    where r.booking_id is not null and (b.status is distinct from 'completed'
      or tp.user_id is distinct from b.tasker_id
      or (r.direction, r.reviewer_id, r.reviewee_id) not in
        (('customer_to_tasker', b.customer_id, b.tasker_id), ('tasker_to_customer', b.tasker_id, b.customer_id))
      or (select count(*) from reviews r2 where r2.booking_id = r.booking_id and r2.direction = r.direction) > 1)`,
  "a message is between the two people of its conversation": sql`
    select m.id from messages m join conversations c on c.id = m.conversation_id
    where not ((m.sender_id = c.user_a and m.receiver_id = c.user_b)
      or (m.sender_id = c.user_b and m.receiver_id = c.user_a))`,
  "a deleted account has no session": sql`
    select s.user_id from sessions s join users u on u.id = s.user_id where u.deleted_at is not null`,
  "an idempotency key belongs to what its request made once the request has finished": sql`
    select user_id, key from idempotency_keys
    where booking_id is null and message_id is null and tip_id is null and adjustment_id is null`,
};

export interface InvariantViolation {
  invariant: string;
  rows: Row[];
}

/** Every invariant that does not hold, with up to five offending rows each. */
export async function invariantViolations(db: Db): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  for (const [invariant, query] of Object.entries(INVARIANTS)) {
    const rows = await queryRows<Row>(db, sql`select * from (${query}) as offending limit 5`);
    if (rows.length) violations.push({ invariant, rows });
  }
  return violations;
}
