// The icon of a service category, by its name; a wrench by default.
import {
  Droplets,
  Hammer,
  Leaf,
  Package,
  Paintbrush,
  Sofa,
  Sparkles,
  Truck,
  Tv,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

const ICONS: [RegExp, LucideIcon][] = [
  [/clean/i, Sparkles],
  [/mov/i, Truck],
  [/mount/i, Tv],
  [/yard|garden|lawn/i, Leaf],
  [/paint/i, Paintbrush],
  [/deliver/i, Package],
  [/furniture|assembl/i, Sofa],
  [/plumb/i, Droplets],
  [/electric/i, Zap],
  [/repair|handy/i, Hammer],
];

export function categoryIcon(name: string): LucideIcon {
  return ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? Wrench;
}
