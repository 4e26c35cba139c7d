// Counts in words: '1 review', '2 reviews', '1 unread message'. One home for every count a person reads.

/** `n` and the word, with an "s" unless n is exactly 1 (or the given plural form). */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : pluralForm}`;
}

/** A lower bound: '1,000+ users'. */
export function pluralAtLeast(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n.toLocaleString("en-US")}+ ${pluralForm}`;
}

/** A rating as people read it: one decimal ("4.8"), 0.0 for a missing or broken value. */
export function ratingLabel(value: number | string | null | undefined): string {
  const n = Number(value);
  return (Number.isFinite(n) ? Math.min(5, Math.max(0, n)) : 0).toFixed(1);
}
