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

describe("maskContactDetails on look-alikes", () => {
  it("hides phone numbers written in full-width digits, other scripts' digits, Unicode dashes and spaces", () => {
    for (const phone of [
      "５１２‐５５５‐０１００", // full-width digits, U+2010 hyphens
      "٥١٢٥٥٥٠١٠٠", // Arabic-Indic digits
      "۵۱۲-۵۵۵-۰۱۰۰", // Extended Arabic-Indic digits
      "५१२ ५५५ ०१००", // Devanagari digits
      "512−555−0100", // minus signs
      "512–555—0100", // en and em dashes
      "512\u00a0555\u202f0100", // no-break and narrow spaces
      "5\u200b1\u200b2\u200b5\u200b5\u200b5\u200b0\u200b1\u200b0\u200b0", // zero-width spaces
      "(５１２) ５５５-０１００",
    ]) {
      expect(maskContactDetails(`Text me at ${phone} tonight`), phone).toEqual({
        text: "Text me at [phone hidden] tonight",
        masked: true,
      });
    }
  });

  it("hides e-mail addresses spelled out, spaced out or in full-width letters", () => {
    for (const email of [
      "jo at example dot com",
      "jo AT example DOT co DOT uk",
      "jo [at] example [dot] com",
      "jo(at)example(dot)com",
      "jo {at} example . com",
      "jo @ example . com",
      "ｊｏ＠ｅｘａｍｐｌｅ．ｃｏｍ",
      "jo\u200b@example\u200b.com",
    ]) {
      expect(maskContactDetails(`Write to ${email} please`), email).toEqual({
        text: "Write to [email hidden] please",
        masked: true,
      });
    }
  });

  it("keeps the rest of the text as written, and prose with 'at' and 'dot' alone", () => {
    expect(maskContactDetails("Call ５５５‐０１００ — or not").text).toBe("Call [phone hidden] — or not");
    expect(maskContactDetails("Mail me at jo@example.com or at the office").text).toBe(
      "Mail me at [email hidden] or at the office",
    );
    for (const text of [
      "I'm at work. Call you later at 5",
      "Meet at the park at 10 am, about 2 hours",
      "A dot on the wall, at eye level (at most 2 m)",
      "Ｔｈｅ ＴＶ ｉｓ ６５ ｉｎｃｈｅｓ",
      "See you on ２０２６-１２-０１ at 10",
    ]) {
      expect(maskContactDetails(text), text).toEqual({ text, masked: false });
    }
  });
});
