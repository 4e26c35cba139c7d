import { describe, expect, it } from "vitest";
import { maskContactDetails } from "./messages";

describe("maskContactDetails", () => {
  it("hides emails and phone numbers", () => {
    expect(maskContactDetails("Mail me at jo.smith+tv@example.co.uk or call (512) 555-0100!")).toEqual({
      text: "Mail me at [email hidden] or call [phone hidden]!",
      masked: true,
    });
    expect(maskContactDetails("+44 20 7946 0958").text).toBe("[phone hidden]");
    expect(maskContactDetails("512.555.0100").text).toBe("[phone hidden]");
  });

  it("leaves ordinary text, prices, dates and short numbers alone", () => {
    for (const text of ["The TV is 65 inches", "Budget $120-150", "See you on 2026-12-01 at 10", "Unit 4B, 3 floors"]) {
      expect(maskContactDetails(text)).toEqual({ text, masked: false });
    }
  });
});
