// Amounts shown with their total (a receipt, a price summary, a booking's parts) in the chosen
// currency: each line converted and rounded once, the total the sum of the lines shown (the rule is
// `shownLines` in the shared currency module). Its own file, so pages without totals never load it.
import { useCallback } from "react";
import { formatMinorUnits, shownLines, type MoneyLine } from "@contract/currency";
import { useCurrency } from "./currency-context";

export interface FormattedLines {
  lines: string[];
  /** The unit price of an hours × rate line as shown, else null. */
  units: (string | null)[];
  total: string;
}

export function useFormatLines(): (lines: MoneyLine[]) => FormattedLines {
  const { currency, rates } = useCurrency();
  return useCallback(
    (lines: MoneyLine[]) => {
      const shown = shownLines(lines, currency, rates);
      const text = (minor: number) => formatMinorUnits(minor, currency);
      return {
        lines: shown.lines.map(text),
        units: shown.units.map((minor) => (minor === null ? null : text(minor))),
        total: text(shown.total),
      };
    },
    [currency, rates],
  );
}
