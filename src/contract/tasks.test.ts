import { describe, expect, it } from "vitest";
import {
  BUDGET_INVALID,
  BUDGET_NOT_AN_AMOUNT,
  BUDGET_TOO_HIGH,
  createOfferSchema,
  createTaskSchema,
  isPastTaskDate,
  parseBudget,
  parseTaskDate,
  readBudget,
} from "./tasks";

describe("parseBudget", () => {
  it("keeps the upper amount of free text", () => {
    expect(parseBudget("$50-100")).toBe("100.00");
    expect(parseBudget("$1,200 to $1,500")).toBe("1500.00");
    expect(parseBudget("about 45.5 dollars")).toBe("45.50");
    expect(parseBudget(80)).toBe("80.00");
    expect(parseBudget("flexible")).toBeNull();
    expect(parseBudget("100000000")).toBeNull();
  });

  it("refuses zero, negative amounts, more than 2 decimals and absurd amounts, saying why", () => {
    expect(readBudget("$0").problem).toBe(BUDGET_NOT_AN_AMOUNT);
    expect(readBudget("0.001").problem).toBe(BUDGET_NOT_AN_AMOUNT);
    expect(readBudget("-50").problem).toBe(BUDGET_NOT_AN_AMOUNT);
    expect(readBudget(-50).problem).toBe(BUDGET_NOT_AN_AMOUNT);
    expect(readBudget("flexible").problem).toBe(BUDGET_INVALID);
    expect(readBudget("$250,000").problem).toBe(BUDGET_TOO_HIGH);
    expect(readBudget(1e21).problem).toBe(BUDGET_TOO_HIGH);
    expect(readBudget("50-100")).toEqual({ amount: "100.00", problem: null });
    expect(readBudget("$0-100")).toEqual({ amount: "100.00", problem: null });
  });
});

describe("task dates", () => {
  it("reads a bare date as noon UTC and refuses days more than 24 hours back", () => {
    expect(parseTaskDate("2030-01-02")?.toISOString()).toBe("2030-01-02T12:00:00.000Z");
    expect(parseTaskDate("tomorrow")).toBeNull();
    const now = Date.parse("2030-01-02T10:00:00Z");
    expect(isPastTaskDate(new Date("2030-01-01T12:00:00Z"), now)).toBe(false);
    expect(isPastTaskDate(new Date("2029-12-31T12:00:00Z"), now)).toBe(true);
  });

  it("the create schema says 'Please select a date for your task' without a date", () => {
    const r = createTaskSchema.safeParse({
      categoryId: "00000000-0000-4000-8000-000000000000",
      title: "x",
      description: "y",
      location: "z",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Please select a date for your task");
  });
});

describe("createOfferSchema", () => {
  it("normalizes the rate to 2 decimals and takes whole hours", () => {
    expect(
      createOfferSchema.parse({ message: "Happy to help you", proposedRate: "45", estimatedDuration: "3" }),
    ).toEqual({ message: "Happy to help you", proposedRate: "45.00", estimatedDuration: 3 });
  });
});
