// Message text rewritten so contact details written to slip past a filter look like plain ones:
// full-width and other compatibility forms (NFKC: '５５５', '＠'), digits of other scripts ('٥٥٥'),
// Unicode dashes and spaces, invisible characters, and addresses spelled out ('jo at example dot com',
// 'jo [at] example [dot] com', 'jo @ example . com'). The rewrite remembers where each of its parts
// came from, so what is found in it is hidden in the text as written. Linear time: native scans find
// the few places to look at, and no pattern backtracks; plain ASCII prose is copied in slices.

export interface ContactText {
  /** The rewritten text: ASCII digits, '-', ' ', '@' and '.' where the original had their look-alikes. */
  text: string;
  /** Where the source of `text[index]` starts in the original (its length for `text.length`). */
  from(index: number): number;
}

/** Builds a rewrite from pieces, each standing for a stretch of the source. */
class Rewrite {
  private readonly parts: string[] = [];
  private readonly starts: number[] = [];
  private readonly sources: number[] = [];
  private readonly exact: boolean[] = [];
  private length = 0;

  /** `piece` stands for the source from `source` on: character for character (`exact`) or as a whole. */
  push(piece: string, source: number, exact: boolean): void {
    if (!piece) return;
    const last = this.parts.length - 1;
    // Joined to the previous piece when both map character for character and their sources touch.
    if (exact && last >= 0 && this.exact[last] && this.sources[last]! + this.parts[last]!.length === source) {
      this.parts[last] += piece;
      this.length += piece.length;
      return;
    }
    this.parts.push(piece);
    this.starts.push(this.length);
    this.sources.push(source);
    this.exact.push(exact);
    this.length += piece.length;
  }

  done(sourceLength: number): ContactText {
    const { starts, sources, exact } = this;
    const text = this.parts.join("");
    return {
      text,
      from(index) {
        if (index >= text.length) return sourceLength;
        // The last piece that starts at or before `index`.
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= index) lo = mid;
          else hi = mid - 1;
        }
        return exact[lo] ? sources[lo]! + (index - starts[lo]!) : sources[lo]!;
      },
    };
  }
}

// eslint-disable-next-line no-control-regex -- any character outside ASCII
const NON_ASCII = /[^\u0000-\u007f]/;
const DIGIT = /\p{Nd}/u;
const DASH = /\p{Pd}/u;
const SPACE = /\s/u;
// Zero-width characters, the soft hyphen and the byte-order mark: dropped.
const INVISIBLE = new Set([0x00ad, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);
// Minus signs and hyphen bullets that are not dash punctuation; dots NFKC leaves alone.
const DASH_LIKE = new Set([0x02d7, 0x2043, 0x2212, 0x2796]);
const DOT_LIKE = new Set([0x00b7, 0x3002, 0xff61]);

/** The value of a decimal digit of any script: Unicode keeps each script's 0–9 in runs of ten. */
const zeros = new Map<number, number>();
function digitValue(cp: number): number {
  let zero = zeros.get(cp);
  if (zero === undefined) {
    zero = cp;
    while (cp - zero < 50 && DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
    zeros.set(cp, zero);
  }
  return (cp - zero) % 10;
}

/** What one code point of the original stands for ("" when it is dropped), remembered for the next time. */
const plainForms = new Map<number, string>();
function plainForm(cp: number): string {
  let out = plainForms.get(cp);
  if (out === undefined) {
    out = rewriteCharacter(String.fromCodePoint(cp));
    // Bounded: a text of many different characters must not grow it without end.
    if (plainForms.size < 4096) plainForms.set(cp, out);
  }
  return out;
}

function rewriteCharacter(char: string): string {
  let out = "";
  for (const c of char.normalize("NFKC")) {
    const cp = c.codePointAt(0)!;
    if (cp < 0x80) out += c;
    else if (INVISIBLE.has(cp)) continue;
    else if (DIGIT.test(c)) out += String(digitValue(cp));
    else if (DASH.test(c) || DASH_LIKE.has(cp)) out += "-";
    else if (DOT_LIKE.has(cp)) out += ".";
    else if (SPACE.test(c)) out += " ";
    else out += c;
  }
  return out;
}

/** Stage one: each character outside ASCII on its own; ASCII as it is, copied in slices. */
function plainCharacters(original: string): ContactText {
  const rewrite = new Rewrite();
  let copied = 0;
  if (NON_ASCII.test(original)) {
    for (let at = 0; at < original.length;) {
      const cp = original.codePointAt(at)!;
      const width = cp > 0xffff ? 2 : 1;
      const plain = cp < 0x80 ? null : plainForm(cp);
      if (plain !== null && (plain.length !== width || plain.codePointAt(0) !== cp)) {
        rewrite.push(original.slice(copied, at), copied, true);
        // One unit for one unit (a full-width digit, a dash) still maps character for character.
        rewrite.push(plain, at, plain.length === width);
        copied = at + width;
      }
      at += width;
    }
  }
  rewrite.push(original.slice(copied), copied, true);
  return rewrite.done(original.length);
}

const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r";
const isLetter = (c: string | undefined) => c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z"));
const OPEN = "([{<";
const CLOSE = ")]}>";

function skipSpaces(text: string, i: number): number {
  while (isSpace(text[i])) i += 1;
  return i;
}

/** Whether the next word from `i` (up to a space) has an '@': a bare 'at' before it is prose ('mail me at jo@…'). */
function nextWordHasAt(text: string, i: number): boolean {
  for (; i < text.length && !isSpace(text[i]); i += 1) if (text[i] === "@") return true;
  return false;
}

/** The letter at `i` in lower case ('' for anything else). */
const lower = (text: string, i: number) => (isLetter(text[i]) ? text[i]!.toLowerCase() : "");

/** 'at' or 'dot' as a whole word at `i`: its symbol and where the word ends. */
function spelledWord(text: string, i: number): { symbol: "@" | "."; end: number } | null {
  let symbol: "@" | "." | null = null;
  let end = i;
  if (lower(text, i) === "a" && lower(text, i + 1) === "t") [symbol, end] = ["@", i + 2];
  else if (lower(text, i) === "d" && lower(text, i + 1) === "o" && lower(text, i + 2) === "t")
    [symbol, end] = [".", i + 3];
  return symbol && !isLetter(text[end]) ? { symbol, end } : null;
}

// What can follow the spaces a spelled or spaced symbol starts with; what can follow its bracket.
const AFTER_SPACES = new Set(["@", ".", "a", "A", "d", "D", "(", "[", "{", "<"]);
const AFTER_BRACKET = new Set(["a", "A", "d", "D"]);

/**
 * A spelled-out or spaced '@' or '.' starting at `i` (a run of spaces, an '@' or an opening
 * bracket): ' at ', '(at)', '[dot]', ' @ ', ' . '. Where it ends and what it stands for, or null.
 */
function spelledSymbol(text: string, i: number): { end: number; symbol: "@" | "." } | null {
  const start = skipSpaces(text, i);
  const spacedBefore = start > i;
  if (text[start] === "@") return { end: skipSpaces(text, start + 1), symbol: "@" };
  if (text[start] === ".") {
    const end = skipSpaces(text, start + 1);
    return spacedBefore && end > start + 1 ? { end, symbol: "." } : null;
  }
  const open = text[start] ? OPEN.indexOf(text[start]) : -1;
  if (open >= 0) {
    const word = spelledWord(text, skipSpaces(text, start + 1));
    if (!word) return null;
    const close = skipSpaces(text, word.end);
    return text[close] === CLOSE[open] ? { end: skipSpaces(text, close + 1), symbol: word.symbol } : null;
  }
  // A bare word needs spaces on both sides, and is prose before an address written out ('at jo@…').
  const word = spacedBefore ? spelledWord(text, start) : null;
  if (!word || !isSpace(text[word.end])) return null;
  const end = skipSpaces(text, word.end);
  return word.symbol === "@" && nextWordHasAt(text, end) ? null : { end, symbol: word.symbol };
}

/**
 * Where a spelled or spaced symbol may start: at a run of spaces followed by something a symbol is
 * made of, an '@' followed by a space, or an opening bracket followed by 'a' or 'd'. The cheap checks
 * keep spelledSymbol off nearly every character.
 */
function mayStartSymbol(text: string, i: number): boolean {
  const c = text[i];
  if (isSpace(c)) return AFTER_SPACES.has(text[skipSpaces(text, i)] ?? "");
  if (c === "@") return isSpace(text[i + 1]);
  return OPEN.includes(c ?? "x") && AFTER_BRACKET.has(text[skipSpaces(text, i + 1)] ?? "");
}

// A space, an '@' or an opening bracket: found by the regular expression engine, without a match object.
const CANDIDATE = /[ \t\n\r@([{<]/g;
function nextCandidate(text: string, from: number): number {
  CANDIDATE.lastIndex = from;
  return CANDIDATE.test(text) ? CANDIDATE.lastIndex - 1 : -1;
}

/** Stage two: spelled-out and spaced '@' and '.' become the symbols. */
function plainSymbols(stage: ContactText): ContactText {
  const { text } = stage;
  const rewrite = new Rewrite();
  let copied = 0;
  for (let i = nextCandidate(text, 0); i >= 0;) {
    const found = mayStartSymbol(text, i) ? spelledSymbol(text, i) : null;
    if (found) {
      rewrite.push(text.slice(copied, i), copied, true);
      rewrite.push(found.symbol, i, false);
      copied = found.end;
    }
    // Past the whole run of spaces: its start was the one place to look.
    i = nextCandidate(text, found ? found.end : isSpace(text[i]) ? skipSpaces(text, i) : i + 1);
  }
  rewrite.push(text.slice(copied), copied, true);
  const symbols = rewrite.done(text.length);
  return { text: symbols.text, from: (index) => stage.from(symbols.from(index)) };
}

export function contactText(original: string): ContactText {
  return plainSymbols(plainCharacters(original));
}
