// The review rows and each tasker profile's rating, review count and completed tasks, from the
// drafts the work sections left. No tasker's average falls below 3.5.
import { REVIEW_COMMENTS } from "./content";
import { money, type SeedContext } from "./model";
import type { ReviewDraft } from "./work";

function byTasker(drafts: ReviewDraft[]): Map<string, ReviewDraft[]> {
  const map = new Map<string, ReviewDraft[]>();
  for (const r of drafts) {
    const list = map.get(r.booking.tasker.id) ?? [];
    list.push(r);
    map.set(r.booking.tasker.id, list);
  }
  return map;
}

/** Keeps every average at 3.5 or more: the lowest ratings of a thin record are raised. */
function raiseThinRecords(reviewsOf: Map<string, ReviewDraft[]>): void {
  for (const list of reviewsOf.values()) {
    while (list.reduce((s, r) => s + r.rating, 0) < 3.6 * list.length) {
      const lowest = list.reduce((a, b) => (b.rating < a.rating ? b : a));
      lowest.rating = 5;
      lowest.comment = undefined;
    }
  }
}

export function seedReviews(ctx: SeedContext, drafts: ReviewDraft[], completedCount: Map<string, number>): void {
  const { rng, newId, rows } = ctx;
  const reviewsOf = byTasker(drafts);
  raiseThinRecords(reviewsOf);
  const commentCursor = new Map<number, number>();
  for (const r of drafts) {
    let comment = r.comment;
    if (!comment) {
      const list = REVIEW_COMMENTS[r.rating];
      const n = commentCursor.get(r.rating) ?? rng.int(0, list.length - 1);
      commentCursor.set(r.rating, n + 1);
      comment = list[n % list.length];
    }
    rows.reviews.push({
      id: newId(),
      bookingId: r.booking.id,
      reviewerId: r.booking.customer.id,
      revieweeId: r.booking.tasker.id,
      taskerId: r.booking.tasker.profileId,
      rating: r.rating,
      comment,
      createdAt: r.createdAt,
      publishedAt: r.createdAt,
    });
  }
  for (const profile of rows.taskerProfiles) {
    const list = reviewsOf.get(profile.userId) ?? [];
    const sum = list.reduce((s, r) => s + r.rating, 0);
    profile.rating = money(list.length > 0 ? Math.round((sum * 100) / list.length) : 0);
    profile.totalReviews = list.length;
    profile.completedTasks = completedCount.get(profile.userId) ?? 0;
    // A profile without reviews (new on taskly) takes three draws, keeping the generator's sequence as it was.
    if (list.length === 0)
      for (const [min, max] of [
        [2, 24],
        [380, 490],
        [0, 8],
      ])
        rng.int(min, max);
  }
}
