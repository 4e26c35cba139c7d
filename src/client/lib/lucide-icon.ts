// The component maker of the built app's lucide icons (vite.config.ts puts it in place of lucide's
// own createLucideIcon; the dev server and the server's render keep lucide's). It draws the same
// <svg> as lucide's for every prop this app passes (lucide-icon.test.ts compares the two), without
// the options the app never uses (a LucideProvider, absolute or non-scaling strokes, other attribute
// names): 1 KB less in the first load. Pages keep importing icons from "lucide-react".
import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

interface IconData {
  name: string;
  size?: number;
  aliases?: string[];
  node: [string, Record<string, string>][];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: string | number;
  color?: string;
  children?: ReactNode;
};

/** lucide's rule: an icon with a label, a role or a title is not hidden from assistive technology. */
const labelled = (props: object) =>
  Object.entries(props).some(([name, value]) => /^aria-|^role$|^title$/.test(name) && value != null);

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const iconClasses = ["lucide", `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  return forwardRef<SVGSVGElement, IconProps>(
    ({ color = "currentColor", size = 24, width, height, strokeWidth = 2, className = "", children, ...rest }, ref) =>
      createElement(
        "svg",
        {
          ref,
          xmlns: "http://www.w3.org/2000/svg",
          width: width ?? size,
          height: height ?? size,
          viewBox: `0 0 ${box} ${box}`,
          fill: "none",
          stroke: color,
          strokeWidth,
          strokeLinecap: "round",
          strokeLinejoin: "round",
          className: [...new Set([...iconClasses, ...className.split(/\s+/)])].filter(Boolean).join(" "),
          ...(!children && !labelled(rest) && { "aria-hidden": "true" }),
          ...rest,
        },
        ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
        children,
      ),
  );
}
