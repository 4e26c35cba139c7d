// The built app's icons (lucide-icon.ts) against lucide's own: the server renders lucide's, so every
// icon the client's sources import must draw the same <svg> for every kind of prop the app passes,
// or the page would hydrate with markup that differs from the server's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(file) && !file.includes(".test.") ? [file] : [];
  });
}

/** The names of the icons the client's sources import from lucide-react. */
function iconsInSources(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.resolve("src/client"))) {
    for (const [, list] of readFileSync(file, "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
      for (const name of list.split(",").map((n) => n.trim()))
        if (name && !name.startsWith("type ")) names.add(name.split(" as ")[0]);
    }
  }
  return [...names].sort();
}

type AnyIcon = ComponentType<Record<string, unknown>> & {
  render: (props: object, ref: null) => ReactElement<{ icon: Parameters<typeof createLucideIcon>[0] }>;
};

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-4 shrink-0 text-slate-500", "aria-hidden": "true" },
  { className: "size-4 text-brand-700" },
  { className: "lucide size-5  animate-spin" },
  { "aria-label": "Verified tasker", className: "size-4" },
  { role: "img", title: "A title" },
  { "aria-hidden": undefined, "data-testid": "icon" },
  { strokeWidth: "3", size: 16, color: "red" },
  { width: 20, height: 18, fill: "currentColor" },
  { children: <title>Labelled</title> },
];

describe("the built app's icons", () => {
  const icons = iconsInSources();

  it("finds the icons of the sources", () => {
    expect(icons.length).toBeGreaterThan(20);
    expect(icons).toContain("MapPin");
  });

  it.each(icons)("%s draws the same svg as lucide's for every kind of prop", (name) => {
    const Lucide = (lucide as unknown as Record<string, AnyIcon>)[name];
    expect(Lucide, `${name} is a lucide icon`).toBeDefined();
    const Built = createLucideIcon(Lucide.render({}, null).props.icon);
    for (const props of PROPS)
      expect(renderToStaticMarkup(<Built {...props} />), JSON.stringify(props)).toBe(
        renderToStaticMarkup(<Lucide {...props} />),
      );
  });
});
