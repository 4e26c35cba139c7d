// Amounts shown together with their total (a receipt, a price summary, a booking's parts): each line
// is converted and rounded once (toMinorUnits, the one money display), and the total is the sum of
// the lines as shown, so the figures on screen always add up. Apart from currency.ts, which every
// page loads, so only the screens with totals load this (they pass `useCurrency()`'s currency and rates).
import { BASE_CURRENCY, BUILTIN_RATES, formatMinorUnits, toMinorUnits } from "./currency";

/** A line of money shown with others: a signed USD amount, or `quantity` × `unitUsd` (hours × rate). */
export interface MoneyLine {
  amountUsd: number | string;
  quantity?: number | null;
  unitUsd?: number | string | null;
}

export interface ShownLines {
  /** Each line in minor units of the display currency. */
  lines: number[];
  /** The unit price of a `quantity` × `unitUsd` line as shown, else null. */
  units: (number | null)[];
  /** The sum of `lines`: the total as shown. */
  total: number;
}

/**
 * Lines shown together with their total. Each line is converted and rounded once; a line that is
 * `quantity` × `unitUsd` in USD is the quantity times the converted unit price, so "2 hours ×
 * €55.25" reads €110.50; the total is the sum of the lines, never a separately converted amount.
 */
export function shownLines(
  input: MoneyLine[],
  code: string,
  rates: Record<string, number> = BUILTIN_RATES,
): ShownLines {
  const lines: number[] = [];
  const units: (number | null)[] = [];
  for (const line of input) {
    const amountCents = toMinorUnits(line.amountUsd, BASE_CURRENCY) ?? 0;
    const unitCents = line.unitUsd == null ? null : toMinorUnits(line.unitUsd, BASE_CURRENCY);
    const unit = line.quantity && unitCents !== null && unitCents * line.quantity === amountCents;
    const unitShown = unit ? (toMinorUnits(line.unitUsd, code, rates) ?? 0) : null;
    units.push(unitShown);
    lines.push(unitShown !== null ? unitShown * line.quantity! : (toMinorUnits(line.amountUsd, code, rates) ?? 0));
  }
  return { lines, units, total: lines.reduce((sum, minor) => sum + minor, 0) };
}

export interface FormattedLines {
  lines: string[];
  /** The unit price of an hours × rate line as shown, else null. */
  units: (string | null)[];
  total: string;
}

/** `shownLines`, as text: "€55.25", "-€5.95". */
export function formatLines(
  input: MoneyLine[],
  code: string,
  rates: Record<string, number> = BUILTIN_RATES,
): FormattedLines {
  const shown = shownLines(input, code, rates);
  const text = (minor: number) => formatMinorUnits(minor, code);
  return {
    lines: shown.lines.map(text),
    units: shown.units.map((minor) => (minor === null ? null : text(minor))),
    total: text(shown.total),
  };
}
