// Message texts of 5,000 characters shaped to make a backtracking pattern blow up ('.' runs,
// 'a.' runs, '@' runs, digit runs): the abuse test reads them back, bench/masking.ts times them.
export const HOSTILE_CONTACT_TEXTS = [
  ".".repeat(5000),
  "a.".repeat(2500),
  "1".padEnd(5000, " "),
  "a@".repeat(2500),
  "x@" + "a.".repeat(2499),
  "-".repeat(5000),
];
