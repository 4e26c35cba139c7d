// A small illustration per service category: the category's icon on a scene of soft shapes in its own
// colours (inline SVG, no image request). Deterministic: the same category always looks the same.
import { categoryIcon } from "./category-icon";

const PALETTES: [RegExp, { bg: string; shape: string; accent: string; icon: string }][] = [
  [/clean/i, { bg: "#e0f2fe", shape: "#bae6fd", accent: "#7dd3fc", icon: "#0369a1" }],
  [/mov/i, { bg: "#fef3c7", shape: "#fde68a", accent: "#fcd34d", icon: "#b45309" }],
  [/mount/i, { bg: "#ede9fe", shape: "#ddd6fe", accent: "#c4b5fd", icon: "#6d28d9" }],
  [/yard|garden|lawn/i, { bg: "#dcfce7", shape: "#bbf7d0", accent: "#86efac", icon: "#15803d" }],
  [/paint/i, { bg: "#ffe4e6", shape: "#fecdd3", accent: "#fda4af", icon: "#be123c" }],
  [/deliver/i, { bg: "#ffedd5", shape: "#fed7aa", accent: "#fdba74", icon: "#c2410c" }],
  [/furniture|assembl/i, { bg: "#f5f5f4", shape: "#e7e5e4", accent: "#d6d3d1", icon: "#57534e" }],
  [/plumb/i, { bg: "#cffafe", shape: "#a5f3fc", accent: "#67e8f9", icon: "#0e7490" }],
  [/electric/i, { bg: "#fef9c3", shape: "#fef08a", accent: "#fde047", icon: "#a16207" }],
];
const DEFAULT_PALETTE = { bg: "#ccfbf1", shape: "#99f6e4", accent: "#5eead4", icon: "#0f766e" };

export function CategoryArt({ name, className }: { name: string; className?: string }) {
  const palette = PALETTES.find(([pattern]) => pattern.test(name))?.[1] ?? DEFAULT_PALETTE;
  const Icon = categoryIcon(name);
  return (
    <span className={`relative block overflow-hidden ${className ?? ""}`} aria-hidden="true">
      <svg viewBox="0 0 160 96" className="absolute inset-0 size-full" preserveAspectRatio="xMidYMid slice">
        <rect width="160" height="96" fill={palette.bg} />
        <circle cx="132" cy="18" r="34" fill={palette.shape} />
        <circle cx="22" cy="88" r="26" fill={palette.shape} />
        <rect x="92" y="62" width="56" height="10" rx="5" fill={palette.accent} opacity="0.7" />
        <rect x="104" y="78" width="36" height="8" rx="4" fill={palette.accent} opacity="0.5" />
        <circle cx="40" cy="20" r="5" fill={palette.accent} />
      </svg>
      <span className="absolute left-4 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-2xl bg-white shadow-sm">
        <Icon className="size-6" style={{ color: palette.icon }} />
      </span>
    </span>
  );
}
