import { describe, expect, it } from "vitest";
import { toMinorUnits } from "./currency";
import { shownLines } from "./money-lines";

describe("lines shown with their total", () => {
  it("sums the lines as shown, not the converted total", () => {
    // Each 0.05 is €0.0425, shown €0.04: the lines show €0.12 where 0.15 converted is €0.13.
    const eur = shownLines([{ amountUsd: "0.05" }, { amountUsd: "0.05" }, { amountUsd: "0.05" }], "EUR");
    expect(eur.lines).toEqual([4, 4, 4]);
    expect(eur.total).toBe(12);
    expect(toMinorUnits("0.15", "EUR")).toBe(13);
    // Yen at 150.5: each 0.01 is ¥1.505, shown ¥2; 0.03 converted would be ¥5.
    const yen = shownLines([{ amountUsd: "0.01" }, { amountUsd: "0.01" }, { amountUsd: "0.01" }], "JPY", {
      JPY: 150.5,
    });
    expect(yen).toEqual({ lines: [2, 2, 2], units: [null, null, null], total: 6 });
  });

  it("shows hours × a converted rate, and subtracts a refund line", () => {
    const receipt = shownLines(
      [
        { amountUsd: "130.00", quantity: 2, unitUsd: "65.00" },
        { amountUsd: "6.50" },
        { amountUsd: "10.00" },
        { amountUsd: "-6.50" },
      ],
      "EUR",
      { EUR: 0.8533 },
    );
    expect(receipt.units).toEqual([5546, null, null, null]); // 65 × 0.8533 = 55.4645 → €55.46
    expect(receipt.lines).toEqual([11092, 555, 853, -555]);
    expect(receipt.total).toBe(11092 + 555 + 853 - 555);
    // A line that is not the quantity times the unit price is converted as it is.
    expect(shownLines([{ amountUsd: "100.00", quantity: 2, unitUsd: "65.00" }], "USD")).toEqual({
      lines: [10000],
      units: [null],
      total: 10000,
    });
  });
});
