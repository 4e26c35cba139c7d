// mergeClasses against tailwind-merge: every ordered pair of the Tailwind classes written in the
// client's sources must merge the same way (which of two classes a later one replaces is all that
// decides a whole list), plus the overrides the ui components rely on.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(file) && !file.includes(".test.") && !file.endsWith("merge-classes.ts") ? [file] : [];
  });
}

/** Every word of every string literal in src/client that tailwind-merge knows as a utility class. */
function classesInSources(): string[] {
  const classes = new Set<string>();
  for (const file of sourceFiles(path.resolve("src/client"))) {
    const text = readFileSync(file, "utf8");
    for (const literal of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? "").split(/\s+/)) {
        // tailwind-merge collapses a known utility written twice; anything else it leaves alone.
        if (word && !/["'`]/.test(word) && twMerge(`${word} ${word}`) === word) classes.add(word);
      }
    }
  }
  return [...classes].sort();
}

/**
 * The variants of a class, sorted (`hover:sm:p-2` → "hover:sm"). tailwind-merge only lets a class
 * replace another with the same variants (it sorts them before comparing), so pairs from different
 * variant sets never conflict there and need not be run through it.
 */
function variantsOf(className: string): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[") depth++;
    else if (char === "]") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(className.slice(start, i));
      start = i + 1;
    }
  }
  return parts.sort().join(":");
}

describe("mergeClasses", () => {
  it("merges every pair of the classes in the sources as tailwind-merge does", () => {
    const classes = classesInSources();
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const merged = mergeClasses(pair);
        // Across variant sets tailwind-merge keeps both classes: only a merge here needs its word.
        const expected = variantsOf(first) === variantsOf(second) || merged !== pair ? twMerge(pair) : pair;
        if (merged !== expected) differences.push(`"${pair}": "${merged}", tailwind-merge "${expected}"`);
      }
    expect(differences.slice(0, 40)).toEqual([]);
    // Some 700 classes make half a million pairs: seconds of CPU, more on a busy machine.
  }, 120_000);

  it("lets a component's caller override its classes", () => {
    const input = "w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-xs sm:text-sm min-h-11";
    expect(mergeClasses(`${input} border-0 px-0 shadow-none`)).toBe(
      "w-full rounded-lg border-slate-300 py-2 text-base sm:text-sm min-h-11 border-0 px-0 shadow-none",
    );
    expect(mergeClasses("min-h-11 px-4 py-2 text-sm size-11 p-0")).toBe("min-h-11 text-sm size-11 p-0");
    expect(mergeClasses("hover:bg-slate-50 bg-white hover:bg-brand-50 [&_svg]:size-4 [&_svg]:size-5")).toBe(
      "bg-white hover:bg-brand-50 [&_svg]:size-5",
    );
  });

  it("keeps classes it does not know, and an important class apart from a plain one", () => {
    expect(mergeClasses("group peer animate-shimmer p-2 !p-4 p-3")).toBe("group peer animate-shimmer !p-4 p-3");
  });
});
