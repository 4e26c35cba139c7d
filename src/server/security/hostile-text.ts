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
