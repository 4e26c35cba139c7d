import { describe, expect, it } from "vitest";
import * as emails from "./emails";

const start = new Date("2026-12-05T14:00:00.000Z");

describe("e-mail templates", () => {
  it("formats money in USD and times in UTC with the ISO date", () => {
    expect(emails.usd("1234.5")).toBe("$1,234.50");
    expect(emails.usd("9.00")).toBe("$9.00");
    expect(emails.whenUtc(start)).toBe("Saturday, 5 December 2026, 14:00 UTC (2026-12-05)");
  });

  it("shows a card only as brand and last 4", () => {
    expect(emails.cardText("visa", "4242")).toBe("Visa ending in 4242");
    expect(emails.cardText(null, "4242")).toBe("Card ending in 4242");
    expect(emails.cardText("visa", "4242424242424242")).toBeNull();
    expect(emails.cardText("visa", null)).toBeNull();
  });

  it("booking confirmed, customer: task, tasker, date, duration, amounts, card", () => {
    const m = emails.bookingConfirmedCustomer({
      firstName: "Cara",
      taskTitle: "Mount a TV",
      taskerName: "Tara T.",
      start,
      duration: 3,
      subtotal: "180.00",
      serviceFee: "9.00",
      total: "189.00",
      cardBrand: "visa",
      cardLast4: "4242",
      origin: "https://taskly.example",
    });
    expect(m.subject).toBe('Booking confirmed: "Mount a TV"');
    for (const line of [
      "Hi Cara,",
      'Task: "Mount a TV"',
      'Tasker: "Tara T."',
      "When: Saturday, 5 December 2026, 14:00 UTC (2026-12-05)",
      "Duration: 3 hours",
      "Subtotal: $180.00 USD",
      "Service fee: $9.00 USD",
      "Total: $189.00 USD",
      "Visa ending in 4242",
      "https://taskly.example/my-bookings",
    ]) {
      expect(m.body).toContain(line);
    }
  });

  it("booking confirmed, tasker: the customer's first name and the date; relative links without an origin", () => {
    const m = emails.bookingConfirmedTasker({
      firstName: "Tara",
      customerFirstName: "Cara",
      taskTitle: "Mount a TV",
      start,
      duration: 1,
      origin: "",
    });
    expect(m.subject).toBe('New booking: "Mount a TV"');
    expect(m.body).toContain('"Cara" booked you.');
    expect(m.body).toContain("2026-12-05");
    expect(m.body).toContain("Duration: 1 hour\n");
    expect(m.body).toContain("Your bookings: /my-bookings");
  });

  it("booking cancelled: the customer hears the refund, the tasker the fee kept", () => {
    const base = { taskTitle: "Mount a TV", start, refund: "129.00", fee: "60.00", origin: "" };
    const c = emails.bookingCancelled({ ...base, firstName: "Cara", to: "customer", cancelledBy: "customer" });
    expect(c.subject).toBe('Booking cancelled: "Mount a TV"');
    expect(c.body).toContain("You cancelled the booking");
    expect(c.body).toContain("Refund: $129.00 USD goes back to your card.");
    expect(c.body).toContain("Late-cancellation fee: $60.00 USD.");
    const tk = emails.bookingCancelled({ ...base, firstName: "Tara", to: "tasker", cancelledBy: "customer" });
    expect(tk.body).toContain("The customer cancelled");
    expect(tk.body).toContain("You keep the late-cancellation fee of $60.00 USD.");
    expect(tk.body).not.toContain("Refund");
    const byTasker = emails.bookingCancelled({
      ...base,
      refund: "189.00",
      fee: "0.00",
      firstName: "Cara",
      to: "customer",
      cancelledBy: "tasker",
    });
    expect(byTasker.body).toContain("The tasker cancelled");
    expect(byTasker.body).toContain("Refund: $189.00 USD");
    expect(byTasker.body).not.toContain("fee");
  });

  it("booking completed: receipt with the captured amount and the review link", () => {
    const m = emails.bookingCompleted({
      firstName: "Cara",
      taskTitle: "Mount a TV",
      taskerName: "Tara T.",
      captured: "189.00",
      cardBrand: "visa",
      cardLast4: "4242",
      origin: "https://taskly.example",
    });
    expect(m.subject).toBe('Receipt: "Mount a TV"');
    expect(m.body).toContain("Charged: $189.00 USD to Visa ending in 4242.");
    expect(m.body).toContain("Leave a review: https://taskly.example/my-bookings");
  });

  it("new offer and invitation link to the booking page and Find Work", () => {
    const o = emails.newOffer({
      firstName: "Cara",
      taskTitle: "Mount a TV",
      taskId: "abc",
      taskerName: "Tara T.",
      rate: "60.00",
      duration: 2,
      origin: "",
    });
    expect(o.subject).toBe('New offer on "Mount a TV"');
    expect(o.body).toContain('"Tara T." offered to do "Mount a TV" at $60.00 USD/hour, about 2 hours.');
    expect(o.body).toContain("/booking/abc");
    const i = emails.invitation({
      firstName: "Tara",
      customerFirstName: "Cara",
      taskTitle: "Mount a TV",
      origin: "https://taskly.example",
    });
    expect(i.subject).toBe(`You're invited: "Mount a TV"`);
    expect(i.body).toContain('"Cara" invited you');
    expect(i.body).toContain("https://taskly.example/browse-tasks");
  });
});
