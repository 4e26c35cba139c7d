// Tailwind class conflicts resolved the way tailwind-merge resolves them, for the utilities this app
// uses, in a fraction of its size: of two classes setting the same thing (`px-4` then `px-0`, with the
// same variants), the later one stays. merge-classes.test.ts checks every pair of classes written in
// src/client against tailwind-merge itself; a new kind of class that merges differently fails there.

const COLOR = /^(inherit|current|transparent|black|white|[a-z]+-\d{2,3})(\/\d+)?$|^\[(#|rgb|hsl|oklch|color:)/;
const LENGTH = /^(\d+|\[(length:|calc|var|-?\d).*)$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;

/** Utilities whose group is their name, whatever the value (`px-4`, `min-w-0`, `z-10`). */
const PLAIN = new RegExp(
  "^(p[xytrblse]?|m[xytrblse]?|scroll-m[xytrblse]?|gap(-[xy])?|space-[xy]|inset(-[xy])?|top|right|bottom|left|start|" +
    "end|[wh]|size|(min|max)-[wh]|z|order|opacity|leading|tracking|basis|grow|shrink|line-clamp|underline-offset|" +
    "translate-[xy]|scale|col-span|(col|row)-(start|end)|row-span|grid-(cols|rows)|columns|aspect|duration|delay|ease|transition|animate|cursor|select|" +
    "pointer-events|whitespace|resize|appearance|accent|align|overflow(-[xy])?|overscroll(-[xy])?|items|justify(-items|-self)?|self|" +
    "place-(items|content)|fill|stroke|caret|(backdrop-)?blur|outline-offset|ring-offset)$",
);

/** Classes that are a group by themselves. */
const KEYWORDS: Record<string, string> = {};
for (const words of [
  "display block inline inline-block inline-flex flex grid inline-grid hidden contents table flow-root",
  "position static fixed absolute relative sticky",
  "visibility visible invisible collapse",
  "sr sr-only not-sr-only",
  "decoration underline overline line-through no-underline",
  "text-transform uppercase lowercase capitalize normal-case",
  "font-style italic not-italic",
  "fvn-spacing tabular-nums proportional-nums",
  "text-overflow truncate",
  "border-w border",
  "ring-w ring",
  "outline-w outline",
  "rounded rounded",
  "shadow shadow",
  "transition transition",
  "grow grow",
  "shrink shrink",
  "blur blur",
  "backdrop-blur backdrop-blur",
]) {
  const [group, ...classes] = words.split(" ");
  for (const name of classes) KEYWORDS[name] = group!;
}

const pick = (value: string, choices: [RegExp, string][]) => choices.find(([test]) => test.test(value))?.[1] ?? null;

/** Utilities whose group depends on the value: `text-sm` (size) and `text-slate-600` (color) never conflict.
 *  A value no other group takes is a colour, as theme colours are named freely (`text-brand-700`). */
const BY_VALUE: Record<string, (value: string) => string | null> = {
  text: (v) =>
    pick(v, [
      [/^(left|center|right|justify|start|end)$/, "text-align"],
      [/^(xs|sm|base|lg|\d?xl)$|^\[(length:|-?\d)/, "font-size"],
      [/^(wrap|nowrap|balance|pretty)$/, "text-wrap"],
      [/^(ellipsis|clip)$/, "text-overflow"],
      [/./, "text-color"],
    ]),
  font: (v) => (/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(v) ? "weight" : "family"),
  bg: (v) =>
    pick(v, [
      [/^(linear-|radial|conic|none$)/, "bg-image"],
      [/./, "bg-color"],
    ]),
  border: (v) => {
    const side = /^([trblsexy])(-|$)/.exec(v);
    if (side) return `border-${!v.slice(2) || LENGTH.test(v.slice(2)) ? "w" : "color"}-${side[1]}`;
    return pick(v, [
      [LENGTH, "border-w"],
      [LINE_STYLE, "border-style"],
      [/^(collapse|separate)$/, "border-collapse"],
      [/./, "border-color"],
    ]);
  },
  divide: (v) =>
    pick(v, [
      [/^[xy](-|$)/, `divide-${v[0]}`],
      [LINE_STYLE, "divide-style"],
      [/./, "divide-color"],
    ]),
  rounded: (v) => {
    const side = /^(tl|tr|br|bl|ss|se|ee|es|[trblse])(-|$)/.exec(v)?.[1];
    return side ? `rounded-${side}` : "rounded";
  },
  shadow: (v) => (/^(none|inner)$/.test(v) || !COLOR.test(v) ? "shadow" : "shadow-color"),
  ring: (v) =>
    pick(v, [
      [LENGTH, "ring-w"],
      [/^inset$/, "ring-inset"],
      [/./, "ring-color"],
    ]),
  outline: (v) =>
    pick(v, [
      [LENGTH, "outline-w"],
      [LINE_STYLE, "outline-style"],
      [/./, "outline-color"],
    ]),
  flex: (v) =>
    pick(v, [
      [/^(row|col)(-reverse)?$/, "flex-direction"],
      [/^(no)?wrap/, "flex-wrap"],
      [/./, "flex"],
    ]),
  object: (v) => (/^(cover|contain|fill|none|scale-down)$/.test(v) ? "object-fit" : "object-position"),
  list: (v) => (/^(inside|outside)$/.test(v) ? "list-position" : "list-type"),
  break: (v) => (/^(normal|words|all|keep)$/.test(v) ? "word-break" : `break-${v}`),
  content: (v) =>
    /^(start|end|center|between|around|evenly|stretch|baseline|normal)$/.test(v) ? "align-content" : null,
  from: (v) => (COLOR.test(v) ? "from" : null),
  via: (v) => (COLOR.test(v) ? "via" : null),
  to: (v) => (COLOR.test(v) ? "to" : null),
};

/** What a later class of a group also replaces (`p-0` replaces an earlier `px-4`). */
const REPLACES: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  rounded: "s e t r b l ss se ee es tl tr br bl".split(" ").map((corner) => `rounded-${corner}`),
};
// `p` replaces px…pl, `px` replaces pr, pl, ps, pe; the same for margins, border widths and colours,
// and a side of the corners (`rounded-t` replaces `rounded-tl` and `rounded-tr`).
for (const prefix of ["p", "m", "scroll-m", "border-w-", "border-color-"]) {
  const group = (side: string) => prefix + side;
  REPLACES[prefix.replace(/-$/, "")] = "x y t r b l s e".split(" ").map(group);
  REPLACES[group("x")] = "s e r l".split(" ").map(group);
  REPLACES[group("y")] = ["t", "b"].map(group);
}
for (const [side, corners] of Object.entries({
  s: "ss es",
  e: "se ee",
  t: "tl tr",
  r: "tr br",
  b: "br bl",
  l: "tl bl",
}))
  REPLACES[`rounded-${side}`] = corners.split(" ").map((corner) => `rounded-${corner}`);

/** The utility group of a class without its variants, or null when it is not a known utility. */
function utilityGroup(utility: string): string | null {
  if (utility.startsWith("[")) return /^\[[a-z-]+:/.exec(utility)?.[0] ?? null; // [overflow-wrap:anywhere]
  const name = utility.replace(/^-/, "");
  if (KEYWORDS[name]) return KEYWORDS[name];
  // Try the longest prefix first: `gap-x-4` is gap-x, `border-t-2` is border with value `t-2`.
  const bracket = name.indexOf("-[");
  const parts = (bracket < 0 ? name : name.slice(0, bracket)).split("-");
  const arbitrary = bracket < 0 ? [] : [name.slice(bracket + 1)];
  for (let cut = parts.length - (bracket < 0 ? 1 : 0); cut > 0; cut--) {
    const prefix = parts.slice(0, cut).join("-");
    const value = [...parts.slice(cut), ...arbitrary].join("-");
    if (BY_VALUE[prefix]) return BY_VALUE[prefix](value);
    if (PLAIN.test(prefix)) return prefix;
  }
  return null;
}

/** 'md:hover:!px-4' → its variants in a canonical order with the important mark, and `px-4`. */
function splitVariants(cls: string): [variants: string, utility: string] {
  const parts = cls.split(/:(?![^[]*\])/);
  const utility = parts.pop()!;
  // Plain variants may come in any order; arbitrary ones ([&_svg]) and pseudo-elements keep their place.
  const variants: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (/^(\[|\*|after$|before$|backdrop$|file$|marker$|placeholder$|selection$)/.test(part)) {
      variants.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  variants.push(...run.sort());
  const important = /^!|!$/.test(utility);
  return [variants.join(":") + (important ? "!" : ""), utility.replace(/^!|!$/g, "")];
}

/** The classes, without each one that a later class overrides. */
export function mergeClasses(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const list = classes.split(/\s+/).filter(Boolean);
  for (let i = list.length - 1; i >= 0; i--) {
    const [variants, utility] = splitVariants(list[i]!);
    const group = utilityGroup(utility);
    if (group) {
      if (taken.has(`${variants}:${group}`)) continue;
      for (const replaced of [group, ...(REPLACES[group] ?? [])]) taken.add(`${variants}:${replaced}`);
    }
    kept.push(list[i]!);
  }
  return kept.reverse().join(" ");
}
