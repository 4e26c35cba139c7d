// Message texts of 5,000 characters shaped to make contact masking slow: runs that make a
// backtracking pattern blow up ('.' runs, 'a.' runs, '@' runs, digit runs) and runs for its
// normalisation of look-alikes (spelled 'at'/'dot' between long space runs, digits of other scripts,
// full-width digits and dashes, invisible characters). The abuse test reads them back,
// bench/masking.ts times them.
export const HOSTILE_CONTACT_TEXTS = [
  ".".repeat(5000),
  "a.".repeat(2500),
  "1".padEnd(5000, " "),
  "a@".repeat(2500),
  "x@" + "a.".repeat(2499),
  "-".repeat(5000),
  " at".repeat(1666),
  "jo" + " ".repeat(2490) + "at" + " ".repeat(2490) + "x.com",
  " at jo".repeat(833),
  "([{<at".repeat(833),
  "٥".repeat(5000),
  "５－".repeat(2500),
  "1\u200b".repeat(2500),
  " . ".repeat(1666),
];

/** Control characters: a NUL (PostgreSQL cannot store it) and other C0 controls; refused as input. */
export const CONTROL_CHARACTERS = "\u0000\u0001\u0008\u000b\u001b\u001f";

/**
 * Valid text that once went wrong deeper in: a phone and an address in look-alikes (masking must
 * find them), and the patterns String.replace reads in a replacement ($` $' $& $1 $$), which must
 * reach a page or an e-mail as written. Short, so it fits the tighter length limits.
 */
export const TRICKY_TEXT = " $`$'$&$1$$ ５５５‐０١٠٠ jo(at)x.co";
