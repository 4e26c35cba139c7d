// How typed place names are compared: the keys of place_names and of a search. Kept in step with
// searchKey in scripts/gazetteer-data.mjs and taskly_name_key in migration 0030.

const LETTERS: Record<string, string> = {
  ß: "ss",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};

/** ASCII, lower case, words split by one space: 'Zürich' → 'zurich', 'St. Louis' → 'st louis'. */
export function searchKey(text: string): string {
  const key = text
    .toLowerCase()
    .replace(/[ßøæœłđðþıħ]/g, (c) => LETTERS[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return key || text.toLowerCase().trim();
}

/** As a location text's part is keyed in SQL (taskly_name_key): lower case, accents kept. */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s.,'’()/-]+/g, " ")
    .trim();
}

/** A US ZIP code ('78701', '78701-1234'), its five digits; else null. */
export function zipCode(text: string): string | null {
  return /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1] ?? null;
}

/** The text without a ZIP code at its end ('TX 78701' → 'TX', '78701' → ''), as an address ends. */
export function withoutZipCode(text: string): string {
  const words = text.trim().split(/\s+/);
  return zipCode(words.at(-1) ?? "") ? words.slice(0, -1).join(" ") : text.trim();
}
